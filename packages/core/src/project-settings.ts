// The settings-tab rules moved to the permission kernel (issue 15); this file keeps its old
// import path working until the folders are reorganised.
export {
  PROJECT_SETTINGS_TABS,
  type ProjectSettingsTab,
  canEditProjectSettingsTab,
  canOpenProjectSettingsTab,
  projectSettingsTabsFor,
} from './permissions/settings-tabs';
