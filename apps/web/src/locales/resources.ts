/*
 * The English translations. Their keys type t() (i18next.d.ts), so every namespace is named here,
 * by type. Only those the shell and a project's work-item list draw on a first visit are bundled;
 * the others arrive with the screens that need them (lib/i18n.ts, locales/<language>/index.ts).
 */
import common from './en/common.json';
import errors from './en/errors.json';
import app from './en/app.json';
import ui from './en/ui.json';
import layout from './en/layout.json';
import theme from './en/theme.json';
import users from './en/users.json';
import realtime from './en/realtime.json';
import localCache from './en/local-cache.json';
import workspaces from './en/workspaces.json';
import projects from './en/projects.json';
import members from './en/members.json';
import labels from './en/labels.json';
import states from './en/states.json';
import estimates from './en/estimates.json';
import catalogues from './en/catalogues.json';
import workItems from './en/work-items.json';
import workItemLayouts from './en/work-item-layouts.json';
import workItemCreate from './en/work-item-create.json';
import favorites from './en/favorites.json';
import type auth from './en/auth.json';
import type onboarding from './en/onboarding.json';
import type instance from './en/instance.json';
import type instanceAdmin from './en/instance-admin.json';
import type invitations from './en/invitations.json';
import type commandPalette from './en/command-palette.json';
import type editor from './en/editor.json';
import type assets from './en/assets.json';
import type workItemDetail from './en/work-item-detail.json';
import type shortcuts from './en/shortcuts.json';
import type cycles from './en/cycles.json';
import type modules from './en/modules.json';
import type views from './en/views.json';
import type home from './en/home.json';
import type profile from './en/profile.json';
import type intake from './en/intake.json';
import type intakeForm from './en/intake-form.json';
import type notifications from './en/notifications.json';
import type pages from './en/pages.json';
import type apiTokens from './en/api-tokens.json';
import type exportsNamespace from './en/exports.json';
import type webhooks from './en/webhooks.json';

/**
 * Bundled: the shell (its sidebar shows the local cache's status), the stores it starts and the
 * work-item list (and board) screens.
 */
export const bundledEnglish = {
  common,
  errors,
  app,
  ui,
  layout,
  theme,
  users,
  realtime,
  'local-cache': localCache,
  workspaces,
  projects,
  members,
  labels,
  states,
  estimates,
  catalogues,
  'work-items': workItems,
  'work-item-layouts': workItemLayouts,
  'work-item-create': workItemCreate,
  // The sidebar's favorites, on every workspace screen: lazily, they fetched the whole English
  // file (18 KB gzip) on every first visit for a dozen strings.
  favorites,
};

/** Loaded with their screens: sign-in, onboarding, invitations, god mode, the palette, the detail. */
export interface LazyEnglish {
  auth: typeof auth;
  onboarding: typeof onboarding;
  instance: typeof instance;
  'instance-admin': typeof instanceAdmin;
  invitations: typeof invitations;
  'command-palette': typeof commandPalette;
  editor: typeof editor;
  assets: typeof assets;
  'work-item-detail': typeof workItemDetail;
  shortcuts: typeof shortcuts;
  cycles: typeof cycles;
  modules: typeof modules;
  views: typeof views;
  home: typeof home;
  profile: typeof profile;
  intake: typeof intake;
  'intake-form': typeof intakeForm;
  notifications: typeof notifications;
  pages: typeof pages;
  'api-tokens': typeof apiTokens;
  exports: typeof exportsNamespace;
  webhooks: typeof webhooks;
}

/** Every English namespace, bundled or not: what t() keys are checked against. */
export type EnglishResources = typeof bundledEnglish & LazyEnglish;

export type Namespace = keyof EnglishResources;

/** A namespace loaded with its screen. */
export type LazyNamespace = keyof LazyEnglish;

const LAZY: Record<LazyNamespace, true> = {
  auth: true,
  onboarding: true,
  instance: true,
  'instance-admin': true,
  invitations: true,
  'command-palette': true,
  editor: true,
  assets: true,
  'work-item-detail': true,
  shortcuts: true,
  cycles: true,
  modules: true,
  views: true,
  home: true,
  profile: true,
  intake: true,
  'intake-form': true,
  notifications: true,
  pages: true,
  'api-tokens': true,
  exports: true,
  webhooks: true,
};

/** The bundled namespaces. */
export const BUNDLED_NAMESPACES = Object.keys(bundledEnglish) as (keyof typeof bundledEnglish)[];

/** Every namespace, named after its file in locales/en. */
export const NAMESPACES: Namespace[] = [
  ...BUNDLED_NAMESPACES,
  ...(Object.keys(LAZY) as LazyNamespace[]),
];
