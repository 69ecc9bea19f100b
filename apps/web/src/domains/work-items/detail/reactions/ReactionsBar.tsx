import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useRootStore } from '#web/app/store-context';
import { showErrorToast } from '#web/ui/Toaster';
import { useWorkItemDetail } from '../detail-context';
import { ReactionsRow } from './ReactionsRow';
import { useReactor } from './use-reactor';
import { toggleWorkItemReaction } from './work-item-reactions';

/** The work item's reactions under its description, toggled with a click (optimistic). */
export const ReactionsBar = observer(function ReactionsBar() {
  const { t } = useTranslation(['work-item-detail', 'common']);
  const { slug, projectId, workItemId } = useWorkItemDetail();
  const root = useRootStore();
  const me = useReactor();
  const reactions = root.workItems.details.get(workItemId)?.issue_reactions;
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
            api: root.api,
            details: root.workItems.details,
            scope: { slug, projectId, workItemId },
            me,
            code,
            mutations: root.workItems.mutations,
          });
        }}
      />
    </div>
  );
});
