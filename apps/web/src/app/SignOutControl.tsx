import { useTranslation } from 'react-i18next';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Button } from '../ui/Button';
import { Icon } from '../ui/Icon';
import { useRootStore } from './store-context';

/**
 * The header's way out for someone signed in outside a workspace (onboarding, invitations, profile
 * settings): who they are, and a sign-out button.
 */
export const SignOutControl = observer(function SignOutControl() {
  const root = useRootStore();
  const { t } = useTranslation('app');
  const [isSigningOut, setIsSigningOut] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (root.user.status !== 'signed-in') return null;
  return (
    <div className="flex items-center gap-2">
      <span className="hidden max-w-48 truncate text-sm text-tertiary sm:inline">
        {error ?? root.user.user?.email}
      </span>
      <Button
        variant="ghost"
        size="sm"
        isLoading={isSigningOut}
        leadingIcon={<Icon name="log-out" size={13} />}
        onClick={() => {
          setIsSigningOut(true);
          root.signOut().catch((cause: unknown) => {
            setIsSigningOut(false);
            setError(cause instanceof Error ? cause.message : t('signOut.failed'));
          });
        }}
      >
        {t('signOut.label')}
      </Button>
    </div>
  );
});
