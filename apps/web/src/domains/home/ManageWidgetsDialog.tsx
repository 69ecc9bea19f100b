import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#web/lib/api-error';
import { Button } from '#web/ui/Button';
import { Dialog } from '#web/ui/Dialog';
import { IconButton } from '#web/ui/IconButton';
import { Switch } from '#web/ui/Switch';
import { showErrorToast } from '#web/ui/Toaster';
import type { HomeWidgetKey } from './home-store';
import { useHome } from './use-home';
import { useWidgetLabels } from './widget-labels';

/** "Manage widgets": which home widgets show, and their order, kept per person (spec §2, §3). */
export const ManageWidgetsDialog = observer(function ManageWidgetsDialog({
  slug,
  onClose,
}: {
  slug: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('home');
  const home = useHome();
  const labels = useWidgetLabels();
  const widgets = home.widgets(slug) ?? [];
  const run = (action: Promise<void>) => {
    action.catch((cause: unknown) => {
      showErrorToast(errorMessage(cause, t('widgets.saveFailed')));
    });
  };
  return (
    <Dialog isOpen onClose={onClose} title={t('widgets.manage')} description={t('widgets.hint')}>
      <ul className="flex flex-col divide-y divide-(--border-color-subtle)">
        {widgets.map((widget, index) => {
          const key = widget.key as HomeWidgetKey;
          return (
            <li key={key} className="flex items-center gap-2 py-2">
              <Switch
                aria-label={t('widgets.show', { name: labels[key] })}
                isOn={widget.is_enabled}
                onChange={(isShown) => {
                  run(home.setWidgetShown(slug, key, isShown));
                }}
              />
              <span className="min-w-0 flex-1 truncate text-base text-primary">{labels[key]}</span>
              <IconButton
                icon="arrow-up"
                label={t('widgets.moveUp', { name: labels[key] })}
                className="size-7"
                disabled={index === 0}
                onClick={() => {
                  run(home.moveWidget(slug, key, 'up'));
                }}
              />
              <IconButton
                icon="arrow-down"
                label={t('widgets.moveDown', { name: labels[key] })}
                className="size-7"
                disabled={index === widgets.length - 1}
                onClick={() => {
                  run(home.moveWidget(slug, key, 'down'));
                }}
              />
            </li>
          );
        })}
      </ul>
      <div className="mt-4 flex justify-end">
        <Button variant="primary" onClick={onClose}>
          {t('widgets.done')}
        </Button>
      </div>
    </Dialog>
  );
});
