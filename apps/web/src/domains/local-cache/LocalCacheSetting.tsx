import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SwitchSetting } from '#web/ui/SwitchSetting';
import { useLocalCache } from './use-local-cache';

/**
 * The profile preference that turns the browser's cache of work items on or off (stored in this
 * browser, per person); off removes the copy at once.
 */
export const LocalCacheSetting = observer(function LocalCacheSetting() {
  const localCache = useLocalCache();
  const { t } = useTranslation('local-cache');
  const [isBusy, setIsBusy] = useState(false);
  return (
    <div data-testid="local-cache-setting" className="flex flex-col gap-3">
      <SwitchSetting
        icon="database"
        title={t('setting.toggle')}
        description={t('setting.toggleHint')}
        isOn={localCache.isEnabled}
        isBusy={isBusy}
        disabled={!localCache.isSupported}
        onChange={(isOn) => {
          setIsBusy(true);
          void localCache.setEnabled(isOn).finally(() => {
            setIsBusy(false);
          });
        }}
      />
      {localCache.isEnabled && localCache.persistence === 'memory' && (
        <p className="text-sm text-tertiary">{t('setting.inMemory')}</p>
      )}
    </div>
  );
});
