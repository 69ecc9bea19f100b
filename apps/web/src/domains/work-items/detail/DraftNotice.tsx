import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWorkItems } from '#web/domains/work-items/use-work-items';
import { Button } from '#web/ui/Button';
import { Icon } from '#web/ui/Icon';
import { showSuccessToast } from '#web/ui/Toaster';
import { useWorkItemDetail } from './detail-context';

/**
 * Says that the open item is a draft (only its author sees it, no list shows it) and offers to
 * move it into its project, where it becomes an ordinary work item with its number kept.
 */
export const DraftNotice = observer(function DraftNotice() {
  const { t } = useTranslation(['work-item-detail', 'common']);
  const { slug, workItemId, canEdit } = useWorkItemDetail();
  const workItems = useWorkItems();
  const [isMoving, setIsMoving] = useState(false);
  const item = workItems.get(workItemId);
  if (!item?.is_draft) return null;

  const move = async () => {
    setIsMoving(true);
    const isMoved = await workItems.convertDraft(slug, workItemId);
    setIsMoving(false);
    if (isMoved) showSuccessToast(t('draft.moved'));
  };

  return (
    <div
      role="note"
      className="flex items-center gap-3 rounded-lg border border-subtle bg-surface-sunken px-3 py-2 text-sm text-secondary"
    >
      <Icon name="pencil" size={14} className="shrink-0 text-tertiary" />
      <span className="flex-1">{t('draft.notice')}</span>
      {canEdit && (
        <Button
          size="sm"
          variant="secondary"
          isLoading={isMoving}
          onClick={() => {
            void move();
          }}
        >
          {t('actions.moveToProject')}
        </Button>
      )}
    </div>
  );
});
