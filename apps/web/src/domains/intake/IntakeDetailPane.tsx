import {
  INTAKE_SOURCE_FORMS,
  INTAKE_STATUS,
  type IntakeItem,
  type IntakeItemDetail,
} from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RichTextEditor } from '#web/domains/editor/RichTextEditor';
import { WorkItemPickerDialog } from '#web/domains/work-items/detail/work-item-picker/WorkItemPickerDialog';
import { errorMessage } from '#web/lib/api-error';
import { formatDateTime, formatRelativeTime } from '#web/lib/format';
import { Alert } from '#web/ui/Alert';
import { Button } from '#web/ui/Button';
import { ConfirmDialog } from '#web/ui/ConfirmDialog';
import { Icon } from '#web/ui/Icon';
import { Kbd } from '#web/ui/Kbd';
import { Skeleton } from '#web/ui/Skeleton';
import { useConfirmation } from '#web/ui/use-confirmation';
import {
  IntakeRequestDescription,
  IntakeRequestPriority,
  IntakeRequestTitle,
} from './IntakeRequestFields';
import { IntakeStatusBadge } from './IntakeStatusBadge';
import { SnoozeButton } from './SnoozeButton';
import { useIntake } from './use-intake';

/** The keys of the triage shortcuts (IntakeScreen binds them). */
const KEYS = { accept: 'A', decline: 'D' } as const;

/** A button's key, shown to the eye (the button's aria-keyshortcuts tells assistive technology). */
function Shortcut({ keys }: { keys: string }) {
  return (
    <span aria-hidden>
      <Kbd>{keys}</Kbd>
    </span>
  );
}

export interface IntakeActions {
  accept: () => void;
  decline: () => void;
  snooze: (until: string) => void;
  duplicate: (workItemId: string) => void;
  reopen: () => void;
}

/**
 * The open request beside the list: what was asked, by whom and when, and the triage buttons
 * (Accept, Decline, Snooze, Mark as duplicate; Reopen once closed), each with its key.
 */
export const IntakeDetailPane = observer(function IntakeDetailPane({
  slug,
  projectId,
  projectIdentifier,
  item,
  creatorName,
  canTriage,
  canDelete,
  canEditOwn,
  actions,
  snoozeOpener,
  onDeleted,
}: {
  slug: string;
  projectId: string;
  projectIdentifier: string;
  item: IntakeItem;
  creatorName: string;
  canTriage: boolean;
  canDelete: boolean;
  /** Whether the viewer asked for it (a guest may change their own request's title and text). */
  canEditOwn: boolean;
  actions: IntakeActions;
  snoozeOpener: { current: (() => void) | null };
  onDeleted: () => void;
}) {
  const { t } = useTranslation(['intake', 'common']);
  const store = useIntake();
  const [detail, setDetail] = useState<IntakeItemDetail | null>(
    () => store.details.get(item.id) ?? null,
  );
  const [error, setError] = useState<string | null>(null);
  const [isPicking, setPicking] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    setError(null);
    store.loadDetail(slug, projectId, item.id).then(
      (loaded) => {
        if (isCurrent) setDetail(loaded);
      },
      (cause: unknown) => {
        if (isCurrent) setError(errorMessage(cause, t('errors.detail')));
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [store, slug, projectId, item.id, t]);

  const deletion = useConfirmation<IntakeItem>(async (target) => {
    await store.remove(slug, projectId, target);
    onDeleted();
  }, t('errors.delete'));

  const shown = detail?.id === item.id ? detail : null;
  const isOpen = item.status === INTAKE_STATUS.pending || item.status === INTAKE_STATUS.snoozed;
  // Triagers and the request's author change its own fields while it is open; once closed, an
  // accepted request is edited as the work item it became.
  const canEditRequest = isOpen && (canTriage || canEditOwn);
  const key = `${projectIdentifier}-${String(item.issue.sequence_id)}`;
  return (
    <article aria-label={item.issue.name} className="flex min-w-0 flex-1 flex-col gap-5 p-4 md:p-6">
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2 text-sm text-tertiary">
          <span className="font-mono">{key}</span>
          <IntakeStatusBadge status={item.status} />
          {item.source === INTAKE_SOURCE_FORMS && (
            <span className="inline-flex items-center gap-1 rounded-sm bg-surface-hover px-1.5 py-0.5 text-xs text-secondary">
              <Icon name="globe" size={12} />
              {t('detail.viaForm')}
            </span>
          )}
          {item.status === INTAKE_STATUS.snoozed && item.snoozed_till !== null && (
            <span>{t('detail.snoozedTill', { when: formatDateTime(item.snoozed_till) })}</span>
          )}
        </div>
        <IntakeRequestTitle
          slug={slug}
          projectId={projectId}
          item={item}
          canEdit={canEditRequest}
        />
        <p className="text-sm text-secondary">
          {t('detail.askedBy', {
            name: creatorName,
            when: formatRelativeTime(item.created_at),
          })}
        </p>
      </header>

      {canTriage && (
        <div role="toolbar" aria-label={t('detail.triage')} className="flex flex-wrap gap-2">
          {isOpen ? (
            <>
              <Button
                variant="primary"
                size="sm"
                leadingIcon={<Icon name="check" size={14} />}
                trailingIcon={<Shortcut keys={KEYS.accept} />}
                aria-keyshortcuts={KEYS.accept}
                onClick={actions.accept}
              >
                {t('actions.accept')}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                leadingIcon={<Icon name="ban" size={14} />}
                trailingIcon={<Shortcut keys={KEYS.decline} />}
                aria-keyshortcuts={KEYS.decline}
                onClick={actions.decline}
              >
                {t('actions.decline')}
              </Button>
              <SnoozeButton onSnooze={actions.snooze} openRef={snoozeOpener} />
              <Button
                variant="secondary"
                size="sm"
                leadingIcon={<Icon name="copy" size={14} />}
                onClick={() => {
                  setPicking(true);
                }}
              >
                {t('actions.duplicate')}
              </Button>
            </>
          ) : (
            item.status !== INTAKE_STATUS.accepted && (
              <Button
                variant="secondary"
                size="sm"
                leadingIcon={<Icon name="refresh" size={14} />}
                onClick={actions.reopen}
              >
                {t('actions.reopen')}
              </Button>
            )
          )}
          {canDelete && (
            <Button
              variant="ghost"
              size="sm"
              leadingIcon={<Icon name="trash" size={14} />}
              onClick={() => {
                deletion.open(item);
              }}
            >
              {t('actions.delete')}
            </Button>
          )}
        </div>
      )}

      {item.status === INTAKE_STATUS.accepted && (
        <Alert tone="success">
          {t('detail.accepted')}{' '}
          <Link
            className="font-medium underline"
            to={`/${slug}/projects/${projectId}/issues/${item.issue.id}`}
          >
            {t('detail.openWorkItem', { key })}
          </Link>
        </Alert>
      )}
      {item.status === INTAKE_STATUS.duplicate && item.duplicate_issue_detail !== null && (
        <Alert tone="info">
          {t('detail.duplicateOf')}{' '}
          <Link
            className="font-medium underline"
            to={`/${slug}/projects/${projectId}/issues/${item.duplicate_issue_detail.id}`}
          >
            {`${projectIdentifier}-${String(item.duplicate_issue_detail.sequence_id)} ${item.duplicate_issue_detail.name}`}
          </Link>
        </Alert>
      )}

      {canTriage && isOpen && (
        <IntakeRequestPriority slug={slug} projectId={projectId} item={item} />
      )}

      <section aria-label={t('detail.description')} className="flex flex-col gap-2">
        <h3 className="text-sm font-medium text-secondary">{t('detail.description')}</h3>
        {error !== null ? (
          <Alert>{error}</Alert>
        ) : shown === null ? (
          <Skeleton className="h-16 w-full" />
        ) : canEditRequest ? (
          <IntakeRequestDescription
            key={shown.id}
            slug={slug}
            projectId={projectId}
            item={item}
            initialHtml={shown.issue.description_html}
          />
        ) : shown.issue.description_html.replace(/<[^>]*>/g, '').trim() === '' ? (
          <p className="text-sm text-tertiary">{t('detail.noDescription')}</p>
        ) : (
          <RichTextEditor
            key={shown.issue.updated_at}
            initialHtml={shown.issue.description_html}
            editable={false}
            variant="description"
            label={t('detail.description')}
          />
        )}
      </section>

      {isPicking && (
        <WorkItemPickerDialog
          isOpen
          slug={slug}
          projectId={projectId}
          title={t('duplicate.title')}
          excludeIds={[item.issue.id]}
          onClose={() => {
            setPicking(false);
          }}
          onSubmit={([picked]) => {
            setPicking(false);
            if (picked) actions.duplicate(picked.id);
          }}
        />
      )}
      <ConfirmDialog
        isOpen={deletion.target !== null}
        onClose={deletion.close}
        title={t('delete.title')}
        description={t('delete.description')}
        confirmLabel={t('actions.delete')}
        isBusy={deletion.isBusy}
        error={deletion.error}
        onConfirm={() => void deletion.confirm()}
      />
    </article>
  );
});
