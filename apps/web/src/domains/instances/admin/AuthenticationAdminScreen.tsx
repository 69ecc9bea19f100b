import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useInstanceAdmin } from './use-instance-admin';
import { AdminPage, AdminPanel } from './AdminPage';
import {
  AUTHENTICATION_SECTION,
  EMAIL_PASSWORD_TOGGLE,
  MAGIC_CODE_TOGGLE,
  SIGN_UP_TOGGLE,
} from './instance-settings';
import { SettingToggleList } from './SettingToggleList';

/** '/god-mode/authentication': whether strangers may sign up, and the ways to sign in. */
export const AuthenticationAdminScreen = observer(function AuthenticationAdminScreen() {
  const instanceAdmin = useInstanceAdmin();
  const { t } = useTranslation('instance-admin');
  useEffect(() => {
    void instanceAdmin.fetchConfigurations();
  }, [instanceAdmin]);

  return (
    <AdminPage section={AUTHENTICATION_SECTION}>
      <div className="flex flex-col gap-8">
        <AdminPanel title={t('authentication.signUp')}>
          <SettingToggleList toggles={[SIGN_UP_TOGGLE]} />
        </AdminPanel>
        <AdminPanel
          title={t('authentication.signInMethods')}
          description={t('authentication.signInMethodsDescription')}
        >
          <SettingToggleList toggles={[EMAIL_PASSWORD_TOGGLE, MAGIC_CODE_TOGGLE]} />
        </AdminPanel>
      </div>
    </AdminPage>
  );
});
