import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useInstanceAdmin } from './use-instance-admin';
import { Button } from '#web/ui/Button';
import { EmptyState } from '#web/ui/EmptyState';
import { Icon } from '#web/ui/Icon';
import { Skeleton } from '#web/ui/Skeleton';
import type { SettingToggle } from './instance-settings';
import { SettingToggleRow } from './SettingToggleRow';

/**
 * Instance settings as a list of switches; skeletons until the screen has loaded them, and a retry
 * when that failed.
 */
export const SettingToggleList = observer(function SettingToggleList({
  toggles,
}: {
  toggles: readonly SettingToggle[];
}) {
  const instanceAdmin = useInstanceAdmin();
  const { t } = useTranslation('instance-admin');

  if (instanceAdmin.configurations === null) {
    if (instanceAdmin.configurationsError !== null) {
      return (
        <EmptyState
          tone="danger"
          titleAs="h3"
          icon={<Icon name="alert-circle" size={20} />}
          title={t('toggles.loadFailedTitle')}
          description={instanceAdmin.configurationsError}
          action={
            <Button
              isLoading={instanceAdmin.isLoadingConfigurations}
              leadingIcon={<Icon name="refresh" size={14} />}
              onClick={() => void instanceAdmin.fetchConfigurations()}
            >
              {t('toggles.retry')}
            </Button>
          }
        />
      );
    }
    return (
      <div aria-busy="true" className="divide-y divide-(--border-color-subtle)">
        {toggles.map((toggle) => (
          <div key={toggle.key} className="flex items-start justify-between gap-6 px-5 py-4">
            <div className="flex-1">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="mt-2 h-4 w-4/5" />
            </div>
            <Skeleton className="h-5 w-9 rounded-full" />
          </div>
        ))}
      </div>
    );
  }

  return (
    <div className="divide-y divide-(--border-color-subtle)">
      {toggles.map((toggle) => (
        <SettingToggleRow key={toggle.key} toggle={toggle} />
      ))}
    </div>
  );
});
