import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useInstanceAdmin } from './use-instance-admin';
import { AdminPage, AdminPanel } from './AdminPage';
import { WORKSPACE_CREATION_TOGGLE, WORKSPACE_SECTION } from './instance-settings';
import { SettingToggleList } from './SettingToggleList';

/** '/god-mode/workspace': whether everyone, or only instance admins, may create workspaces. */
export const WorkspaceAdminScreen = observer(function WorkspaceAdminScreen() {
  const instanceAdmin = useInstanceAdmin();
  const { t } = useTranslation('instance-admin');
  useEffect(() => {
    void instanceAdmin.fetchConfigurations();
  }, [instanceAdmin]);

  return (
    <AdminPage section={WORKSPACE_SECTION}>
      <AdminPanel title={t('workspace.creation')}>
        <SettingToggleList toggles={[WORKSPACE_CREATION_TOGGLE]} />
      </AdminPanel>
    </AdminPage>
  );
});
