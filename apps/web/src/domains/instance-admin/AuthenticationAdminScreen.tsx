import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useRootStore } from '../../app/store-context';
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
  const { instanceAdmin } = useRootStore();
  useEffect(() => {
    void instanceAdmin.fetchConfigurations();
  }, [instanceAdmin]);

  return (
    <AdminPage section={AUTHENTICATION_SECTION}>
      <div className="flex flex-col gap-8">
        <AdminPanel title="Sign-up">
          <SettingToggleList toggles={[SIGN_UP_TOGGLE]} />
        </AdminPanel>
        <AdminPanel
          title="Sign-in methods"
          description="Keep at least one on. Changes apply to the next sign-in; nobody is signed out."
        >
          <SettingToggleList toggles={[EMAIL_PASSWORD_TOGGLE, MAGIC_CODE_TOGGLE]} />
        </AdminPanel>
      </div>
    </AdminPage>
  );
});
