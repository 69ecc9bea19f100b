import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '#web/ui/Icon';
import { IconButton } from '#web/ui/IconButton';
import { WorkItemsScreenContext } from '../screen-context';
import { DetailActions } from './DetailActions';
import { DetailLoadFailed, DetailNotFound, DetailSkeleton } from './DetailStates';
import { WorkItemDetailContext, type WorkItemDetailScope } from './detail-context';
import type { DetailSource } from './use-detail-load';
import { useStandaloneDetail } from './use-standalone-detail';
import { browsePath, parseWorkItemKey } from './work-item-links';
import { WorkItemDetailBody } from './WorkItemDetailBody';

/**
 * A work item beside a list that is not a work-item list (the inbox): the whole detail in a
 * panel, editable as on its own page, with a way to its full page. Escape (when nothing else
 * takes it) and the close button call `onClose`; focus moves into the panel when it opens.
 */
export const WorkItemSidePanel = observer(function WorkItemSidePanel({
  slug,
  projectId,
  workItemId,
  onClose,
  className,
}: {
  slug: string;
  projectId: string;
  workItemId: string;
  onClose: () => void;
  className?: string;
}) {
  const { t } = useTranslation(['work-item-detail', 'common']);
  const source: DetailSource = useMemo(
    () => ({ kind: 'id', slug, projectId, id: workItemId }),
    [slug, projectId, workItemId],
  );
  const { load, retry, item, model, canEdit, canEditFields, canDelete, key } = useStandaloneDetail(
    slug,
    source,
  );
  const panelRef = useRef<HTMLElement>(null);

  useEffect(() => {
    panelRef.current?.focus({ preventScroll: true });
  }, [workItemId]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (document.querySelector('dialog[open]') !== null) return;
      event.preventDefault();
      onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [onClose]);

  const parsedKey = key === null ? null : parseWorkItemKey(key);
  const fullPage =
    parsedKey === null ? null : browsePath(slug, parsedKey.identifier, parsedKey.sequence);
  const header = (actions: ReactNode) => (
    <header className="flex h-12 shrink-0 items-center justify-between gap-2 border-b border-subtle px-3">
      <div className="flex min-w-0 items-center gap-1">
        <IconButton icon="x" label={t('peek.close')} onClick={onClose} />
        {fullPage !== null && (
          <Link
            to={fullPage}
            aria-label={t('peek.openFullPage')}
            title={t('peek.openFullPage')}
            className="flex size-7 shrink-0 items-center justify-center rounded-md text-tertiary transition-colors duration-100 outline-none hover:bg-surface-hover hover:text-primary focus-visible:outline-2 focus-visible:outline-focus"
          >
            <Icon name="maximize" size={15} />
          </Link>
        )}
        {key !== null && <span className="ml-1 font-mono text-sm text-secondary">{key}</span>}
      </div>
      {actions}
    </header>
  );

  let body;
  if (load.status === 'missing')
    body = (
      <>
        {header(null)}
        <DetailNotFound backTo={null} />
      </>
    );
  else if (load.status === 'failed')
    body = (
      <>
        {header(null)}
        <DetailLoadFailed message={load.message} onRetry={retry} />
      </>
    );
  else if (!item || !model)
    body = (
      <>
        {header(null)}
        <DetailSkeleton mode="peek" />
      </>
    );
  else {
    const scope: WorkItemDetailScope = {
      slug,
      projectId,
      workItemId,
      canEdit,
      canEditFields,
      canDelete,
      mode: 'peek',
    };
    body = (
      <WorkItemsScreenContext value={model}>
        <WorkItemDetailContext value={scope}>
          {header(<DetailActions onRemoved={onClose} />)}
          <WorkItemDetailBody />
        </WorkItemDetailContext>
      </WorkItemsScreenContext>
    );
  }

  return (
    <aside
      ref={panelRef}
      tabIndex={-1}
      aria-label={item ? t('peek.label', { name: item.name }) : t('peek.labelUntitled')}
      data-testid="work-item-side-panel"
      className={className}
    >
      {body}
    </aside>
  );
});
