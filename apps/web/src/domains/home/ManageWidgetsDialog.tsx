import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#web/lib/api-error';
import { ArrangeList } from '#web/ui/ArrangeList';
import { Button } from '#web/ui/Button';
import { Dialog } from '#web/ui/Dialog';
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
      <ArrangeList
        label={t('widgets.manage')}
        items={widgets.map((widget) => ({
          id: widget.key,
          label: labels[widget.key as HomeWidgetKey],
          isShown: widget.is_enabled,
        }))}
        showLabel={(name) => t('widgets.show', { name })}
        moveLabel={(name) => t('widgets.move', { name })}
        moveHint={t('widgets.moveHint')}
        onToggle={(item, isShown) => {
          run(home.setWidgetShown(slug, item.id as HomeWidgetKey, isShown));
        }}
        onMove={({ item, before, after }) => {
          run(
            home.moveWidget(slug, item.id as HomeWidgetKey, {
              above: before?.id,
              below: after?.id,
            }),
          );
        }}
      />
      <div className="mt-4 flex justify-end">
        <Button variant="primary" onClick={onClose}>
          {t('widgets.done')}
        </Button>
      </div>
    </Dialog>
  );
});
