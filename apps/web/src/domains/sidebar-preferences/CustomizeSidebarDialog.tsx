import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#web/lib/api-error';
import { ArrangeList } from '#web/ui/ArrangeList';
import { Button } from '#web/ui/Button';
import { Dialog } from '#web/ui/Dialog';
import { showErrorToast } from '#web/ui/Toaster';
import { isSidebarPreferenceKey } from '@keel/core';
import { useSidebarItems } from './sidebar-items';
import { useSidebarPreferences } from './use-sidebar-preferences';

/**
 * "Customize sidebar": which entries are pinned to the sidebar (the others wait under "More"),
 * and their order, kept per person and workspace (spec §2, §3).
 */
export const CustomizeSidebarDialog = observer(function CustomizeSidebarDialog({
  slug,
  onClose,
}: {
  slug: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('workspaces');
  const preferences = useSidebarPreferences();
  const items = useSidebarItems(slug);
  const run = (action: Promise<unknown>) => {
    action.catch((cause: unknown) => {
      showErrorToast(errorMessage(cause, t('sidebar.saveFailed')));
    });
  };
  const keyOf = (id: string | undefined) =>
    id !== undefined && isSidebarPreferenceKey(id) ? id : undefined;
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={t('sidebar.customize')}
      description={t('sidebar.customizeHint')}
    >
      <ArrangeList
        label={t('sidebar.customize')}
        items={preferences.entries(slug).map((entry) => ({
          id: entry.key,
          label: items[entry.key].label,
          icon: items[entry.key].icon,
          isShown: entry.is_pinned,
        }))}
        showLabel={(name) => t('sidebar.pin', { name })}
        moveLabel={(name) => t('sidebar.move', { name })}
        moveHint={t('sidebar.moveHint')}
        onToggle={(item, isShown) => {
          const key = keyOf(item.id);
          if (key) run(preferences.setPinned(slug, key, isShown));
        }}
        onMove={({ item, before, after }) => {
          const key = keyOf(item.id);
          if (key)
            run(
              preferences.move(slug, key, { before: keyOf(before?.id), after: keyOf(after?.id) }),
            );
        }}
      />
      <div className="mt-4 flex justify-end">
        <Button variant="primary" onClick={onClose}>
          {t('sidebar.done')}
        </Button>
      </div>
    </Dialog>
  );
});
