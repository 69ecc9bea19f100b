import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '#web/ui/cx';
import { PHONE_QUERY, useMediaQuery } from '#web/ui/use-media-query';
import { useIsWide } from './use-is-wide';
import { ActivityFeed } from './activity/ActivityFeed';
import { useWorkItemDetail } from './detail-context';
import { AiScopeContext } from '#web/domains/editor/ai-scope';
import { useWorkItems } from '#web/domains/work-items/use-work-items';
import { DetailWidgets } from './DetailWidgets';
import { DraftNotice } from './DraftNotice';
import { ReactionsBar } from './reactions/ReactionsBar';
import { WorkItemDescription } from './WorkItemDescription';
import { WorkItemPropertyList } from './WorkItemPropertyList';
import { WorkItemTitle } from './WorkItemTitle';
import { WorkItemKey } from '../properties/PropertyBadges';

function PropertiesSection() {
  const { t } = useTranslation('work-item-detail');
  return (
    <section
      aria-label={t('page.properties')}
      className="rounded-lg border border-subtle px-3 py-2"
    >
      <WorkItemPropertyList />
    </section>
  );
}

/** Title, description, reactions, the widgets and the activity: the detail's reading column. */
function MainColumn({ withProperties }: { withProperties: boolean }) {
  const { workItemId, mode } = useWorkItemDetail();
  const isPhone = useMediaQuery(PHONE_QUERY);
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-col gap-2">
        {/* The peek names the item in its header already. */}
        {mode === 'page' && <WorkItemKey id={workItemId} />}
        <WorkItemTitle />
      </div>
      <DraftNotice />
      {withProperties && !isPhone && <PropertiesSection />}
      <WorkItemDescription />
      {/* Phones read the description first, then the properties stacked under it. */}
      {withProperties && isPhone && <PropertiesSection />}
      <ReactionsBar />
      <DetailWidgets />
      <div className="border-t border-subtle pt-6">
        <ActivityFeed />
      </div>
    </div>
  );
}

/** Below this width the properties go under the title instead of in a column of their own. */
const SIDEBAR_MIN_WIDTH = 880;

/**
 * One work item's detail: a reading column and a property sidebar when there is room (the page,
 * a wide peek), else one column with the properties under the title.
 */
export const WorkItemDetailBody = observer(function WorkItemDetailBody() {
  const { t } = useTranslation(['work-item-detail', 'common']);
  const { mode, slug, projectId, workItemId } = useWorkItemDetail();
  const workItems = useWorkItems();
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const hasSidebar = useIsWide(frame, SIDEBAR_MIN_WIDTH);
  const title = workItems.get(workItemId)?.name;
  // Pi is offered in the description's and the comments' editors (issue 19).
  const aiScope = useMemo(
    () => ({ slug, projectId, ...(title !== undefined ? { title } : {}) }),
    [slug, projectId, title],
  );
  return (
    <AiScopeContext value={aiScope}>
      <div ref={setFrame} className="flex min-h-0 flex-1">
        <div className="min-w-0 flex-1 overflow-y-auto" data-testid="detail-scroll">
          <div
            className={cx(
              'mx-auto w-full',
              mode === 'page' ? 'max-w-3xl px-4 py-5 md:px-8 md:py-8' : 'px-4 py-4 md:px-6 md:py-5',
            )}
          >
            <MainColumn withProperties={!hasSidebar} />
          </div>
        </div>
        {hasSidebar && (
          <aside
            aria-label={t('page.properties')}
            className={cx(
              'shrink-0 overflow-y-auto border-l border-subtle px-4',
              mode === 'page' ? 'w-80 py-6' : 'w-72 py-5',
            )}
          >
            <h2 className="mb-2 px-0.5 text-xs font-medium tracking-wide text-tertiary uppercase">
              {t('page.properties')}
            </h2>
            <WorkItemPropertyList />
          </aside>
        )}
      </div>
    </AiScopeContext>
  );
});
