import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInstanceAdmin } from './use-instance-admin';
import { Icon } from '#web/ui/Icon';
import { Switch } from '#web/ui/Switch';
import { type SettingToggle, isToggleOn, storedValue, toggleProblem } from './instance-settings';
import { errorMessage } from '#web/lib/api-error';

/**
 * One on/off instance setting. The switch moves at once; when the server refuses, it moves back
 * and the reason shows under the setting.
 */
export const SettingToggleRow = observer(function SettingToggleRow({
  toggle,
}: {
  toggle: SettingToggle;
}) {
  const instanceAdmin = useInstanceAdmin();
  const { t } = useTranslation(['instance-admin', 'common']);
  const [error, setError] = useState<string | null>(null);
  const labelId = useId();
  const descriptionId = useId();
  const stored = instanceAdmin.configurations ?? {};
  const isOn = isToggleOn(toggle, stored);

  const onChange = (next: boolean) => {
    setError(null);
    const problem = toggleProblem(toggle, next, stored);
    if (problem !== null) {
      setError(problem);
      return;
    }
    instanceAdmin
      .setConfiguration(toggle.key, storedValue(toggle, next))
      .catch((cause: unknown) => {
        const reason = errorMessage(cause, t('common:somethingWentWrong'));
        setError(t('toggles.notSaved', { reason: reason.replace(/\.$/, '') }));
      });
  };

  return (
    <div
      data-testid={`setting-${toggle.key}`}
      className="flex items-start justify-between gap-6 px-5 py-4"
    >
      <div className="min-w-0">
        <p id={labelId} className="text-base font-medium text-primary">
          {t(`toggles.${toggle.id}.label`)}
        </p>
        <p id={descriptionId} className="mt-0.5 text-base text-secondary">
          {t(`toggles.${toggle.id}.description`)}
        </p>
        {error !== null && (
          <p role="alert" className="mt-2 flex items-start gap-1.5 text-sm text-danger">
            <Icon name="alert-circle" size={13} className="mt-0.5" />
            {error}
          </p>
        )}
      </div>
      <Switch
        isOn={isOn}
        isBusy={instanceAdmin.isSaving(toggle.key)}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        className="mt-0.5"
        onChange={onChange}
      />
    </div>
  );
});
