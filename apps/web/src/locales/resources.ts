/* The English translations, bundled: every other language falls back to them, and their keys type t(). */
import common from './en/common.json';
import errors from './en/errors.json';
import app from './en/app.json';
import ui from './en/ui.json';
import auth from './en/auth.json';
import onboarding from './en/onboarding.json';
import instance from './en/instance.json';
import instanceAdmin from './en/instance-admin.json';
import users from './en/users.json';
import commandPalette from './en/command-palette.json';
import editor from './en/editor.json';
import shortcuts from './en/shortcuts.json';
import theme from './en/theme.json';
import realtime from './en/realtime.json';
import assets from './en/assets.json';
import projects from './en/projects.json';
import members from './en/members.json';
import labels from './en/labels.json';
import states from './en/states.json';
import estimates from './en/estimates.json';
import catalogues from './en/catalogues.json';
import invitations from './en/invitations.json';
import workspaces from './en/workspaces.json';
import workItems from './en/work-items.json';
import workItemLayouts from './en/work-item-layouts.json';
import workItemDetail from './en/work-item-detail.json';
import workItemCreate from './en/work-item-create.json';
import layout from './en/layout.json';

export const englishResources = {
  common,
  errors,
  app,
  ui,
  auth,
  onboarding,
  instance,
  'instance-admin': instanceAdmin,
  users,
  'command-palette': commandPalette,
  editor,
  shortcuts,
  theme,
  realtime,
  assets,
  projects,
  members,
  labels,
  states,
  estimates,
  catalogues,
  invitations,
  workspaces,
  'work-items': workItems,
  'work-item-layouts': workItemLayouts,
  'work-item-detail': workItemDetail,
  'work-item-create': workItemCreate,
  layout,
};
