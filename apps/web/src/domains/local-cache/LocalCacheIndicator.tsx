import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { cx } from '#web/ui/cx';
import { Icon } from '#web/ui/Icon';
import { Spinner } from '#web/ui/Spinner';
import { localCacheIndicatorState } from './local-cache-indicator-state';
import { useLocalCache } from './use-local-cache';

/**
 * A quiet line in the sidebar saying where the work-item lists come from: being saved to this
 * device, saved there, in memory only, or unavailable (lists then load from the server). Nothing
 * while the cache is off or not started.
 */
export const LocalCacheIndicator = observer(function LocalCacheIndicator() {
  const localCache = useLocalCache();
  const { t } = useTranslation('local-cache');
  const state = localCacheIndicatorState(localCache);
  const hint =
    state === 'ready'
      ? t('indicator.readyHint')
      : state === 'memory'
        ? t('indicator.memoryHint')
        : state === 'error'
          ? t('indicator.errorHint')
          : undefined;
  return (
    <div role="status" data-testid="local-cache-status" data-state={state}>
      {state !== 'hidden' && (
        <p
          title={hint}
          className={cx(
            'mx-2 mb-1 flex items-center gap-2 px-2 py-1 text-sm',
            state === 'error' ? 'text-secondary' : 'text-tertiary',
          )}
        >
          {state === 'starting' || state === 'syncing' ? (
            <Spinner size={12} className="shrink-0" />
          ) : (
            <Icon
              name={state === 'error' ? 'alert-circle' : state === 'memory' ? 'cpu' : 'database'}
              size={12}
              className={cx('shrink-0', state === 'error' && 'text-warning')}
            />
          )}
          <span className="min-w-0 flex-1 truncate">{t(`indicator.${state}`)}</span>
        </p>
      )}
    </div>
  );
});
