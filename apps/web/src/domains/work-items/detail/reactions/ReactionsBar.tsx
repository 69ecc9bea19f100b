import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useApi } from '#web/app/store-context';
import { useWorkItems } from '#web/domains/work-items/use-work-items';
import { showErrorToast } from '#web/ui/Toaster';
import { useWorkItemDetail } from '../detail-context';
import { ReactionsRow } from './ReactionsRow';
import { useReactor } from './use-reactor';
import { toggleWorkItemReaction } from './work-item-reactions';

/** The work item's reactions under its description, toggled with a click (optimistic). */
export const ReactionsBar = observer(function ReactionsBar() {
  const { t } = useTranslation(['work-item-detail', 'common']);
  const { slug, projectId, workItemId } = useWorkItemDetail();
  const workItems = useWorkItems();
  const api = useApi();
  const me = useReactor();
  const reactions = workItems.details.get(workItemId)?.issue_reactions;
  if (!reactions) return null;
  return (
    <div data-testid="work-item-reactions">
      <ReactionsRow
        subject="workItem"
        reactions={reactions}
        myUserId={me?.id ?? null}
        canReact={me !== null}
        onToggle={(code) => {
          if (!me) {
            showErrorToast(t('comment.noUser'));
            return;
          }
          void toggleWorkItemReaction({
            api,
            details: workItems.details,
            scope: { slug, projectId, workItemId },
            me,
            code,
            mutations: workItems.mutations,
          });
        }}
      />
    </div>
  );
});
