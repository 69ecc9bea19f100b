import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '#web/ui/Icon';
import { IconButton } from '#web/ui/IconButton';
import { WorkItemKey } from '../properties/PropertyBadges';
import { useWorkItemsScreen } from '../screen-context';
import { DetailActions } from './DetailActions';
import { DetailLoadFailed, DetailNotFound, DetailSkeleton } from './DetailStates';
import { WorkItemDetailContext, type WorkItemDetailScope } from './detail-context';
import { useBrowsePath } from './use-copy-link';
import { useDetailLoad } from './use-detail-load';
import { useDetailRealtime } from './use-detail-realtime';
import { WorkItemDetailBody } from './WorkItemDetailBody';

/** Whether Escape belongs to something else: a dialog, a popover, the editor's own menus. */
function isEscapeTaken(event: KeyboardEvent): boolean {
  return event.defaultPrevented || document.querySelector('dialog[open]') !== null;
}

/**
 * The peek view: the work item open in a panel over the right half of the list, which stays in
 * reach behind it. Escape or the close button shut it and give focus back to where it was opened
 * from (the row); "Open in full page" goes to the item's own page.
 */
export const WorkItemPeek = observer(function WorkItemPeek({ id }: { id: string }) {
  const { t } = useTranslation(['work-item-detail', 'common']);
  const model = useWorkItemsScreen();
  const item = model.store.get(id);
  const projectId = item?.project_id ?? model.projectId;
  const { load, retry } = useDetailLoad(
    projectId === null ? null : { kind: 'id', slug: model.slug, projectId, id },
  );
  useDetailRealtime({ slug: model.slug, projectId, workItemId: id, onDeleted: retry });
  const panelRef = useRef<HTMLElement>(null);
  const openerRef = useRef<Element | null>(null);
  const fullPagePath = useBrowsePath(model.slug, id);

  useEffect(() => {
    const active = document.activeElement;
    if (!panelRef.current?.contains(active)) openerRef.current = active;
    panelRef.current?.focus({ preventScroll: true });
  }, [id]);

  /** Closes the peek and puts focus back on the row it was opened from. */
  const close = useCallback(() => {
    model.openPeek(null);
    const opener = openerRef.current;
    requestAnimationFrame(() => {
      const row = document.querySelector<HTMLElement>(
        `[data-id="${CSS.escape(id)}"] [data-row-name], [data-id="${CSS.escape(id)}"]`,
      );
      const target = opener instanceof HTMLElement && opener.isConnected ? opener : row;
      target?.focus({ preventScroll: true });
    });
  }, [model, id]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || isEscapeTaken(event)) return;
      event.preventDefault();
      close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [close]);

  const isUnknown = projectId === null && model.list.loader === 'loaded';

  let body;
  if (load.status === 'missing' || isUnknown) body = <DetailNotFound backTo={null} />;
  else if (load.status === 'failed')
    body = <DetailLoadFailed message={load.message} onRetry={retry} />;
  else if (!item || projectId === null) body = <DetailSkeleton mode="peek" />;
  else {
    const scope: WorkItemDetailScope = {
      slug: model.slug,
      projectId,
      workItemId: id,
      canEdit: model.canEdit && item.archived_at === null,
      canEditFields: model.canEditItem(item) && item.archived_at === null,
      canDelete: model.canDeleteItem(item) && item.archived_at === null,
      mode: 'peek',
    };
    body = (
      <WorkItemDetailContext value={scope}>
        <header className="flex h-12 shrink-0 items-center justify-between gap-2 border-b border-subtle px-3">
          <div className="flex min-w-0 items-center gap-1">
            <IconButton icon="x" label={t('peek.close')} onClick={close} />
            {fullPagePath !== null && (
              <Link
                to={fullPagePath}
                aria-label={t('peek.openFullPage')}
                title={t('peek.openFullPage')}
                className="flex size-7 shrink-0 items-center justify-center rounded-md text-tertiary transition-colors duration-100 outline-none hover:bg-surface-hover hover:text-primary focus-visible:outline-2 focus-visible:outline-focus"
              >
                <Icon name="maximize" size={15} />
              </Link>
            )}
            <span className="ml-1">
              <WorkItemKey id={id} />
            </span>
          </div>
          <DetailActions onRemoved={close} />
        </header>
        <WorkItemDetailBody />
      </WorkItemDetailContext>
    );
  }

  return (
    <aside
      ref={panelRef}
      tabIndex={-1}
      role="dialog"
      aria-modal="false"
      aria-label={item ? t('peek.label', { name: item.name }) : t('peek.labelUntitled')}
      data-testid="work-item-peek"
      className="absolute inset-y-0 right-0 z-20 flex w-full flex-col border-l border-subtle bg-surface shadow-card outline-none md:w-[max(50%,560px)] md:max-w-full"
    >
      {body}
      {!item && load.status === 'loading' && (
        <div className="absolute top-2 left-3">
          <IconButton icon="x" label={t('peek.close')} onClick={close} />
        </div>
      )}
    </aside>
  );
});
