import {
  INTAKE_SOURCE_FORMS,
  INTAKE_STATUS,
  type IntakeItem,
  ROLE,
  type UpdateIntakeItemBody,
} from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { memberDisplayName } from '#web/domains/members/member-list';
import { useMembers } from '#web/domains/members/use-members';
import { actingProjectRole } from '#web/domains/projects/project-list';
import { useProjects } from '#web/domains/projects/use-projects';
import { useKeyBinding } from '#web/domains/shortcuts/use-key-binding';
import { useUser } from '#web/domains/users/use-user';
import { useWorkspaceSlug } from '#web/domains/workspaces/use-workspace-slug';
import { useWorkspaces } from '#web/domains/workspaces/use-workspaces';
import { errorMessage } from '#web/lib/api-error';
import { intakeChanges } from '#web/lib/change-signals';
import { formatRelativeTime } from '#web/lib/format';
import { Button } from '#web/ui/Button';
import { cx } from '#web/ui/cx';
import { EmptyState } from '#web/ui/EmptyState';
import { Icon } from '#web/ui/Icon';
import { ListSkeleton } from '#web/ui/ListSkeleton';
import { PageHeader } from '#web/ui/PageHeader';
import { TabButtons } from '#web/ui/TabButtons';
import { showErrorToast } from '#web/ui/Toaster';
import { IntakeDetailPane } from './IntakeDetailPane';
import { IntakeStatusBadge } from './IntakeStatusBadge';
import type { IntakeTab } from './intake-store';
import { NewRequestDialog } from './NewRequestDialog';
import { useIntake } from './use-intake';

const TABS: readonly IntakeTab[] = ['open', 'closed'];

/**
 * '/:workspaceSlug/projects/:projectId/intake' (spec §2): the project's requests, Open (pending
 * and snoozed) and Closed (accepted, declined, duplicate), a list on the left and the chosen one
 * on the right. `j`/`k` move, `a` accepts, `d` declines, `s` snoozes.
 */
export const IntakeScreen = observer(function IntakeScreen() {
  const { t } = useTranslation(['intake', 'common']);
  const slug = useWorkspaceSlug();
  const { projectId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const tab: IntakeTab = params.get('tab') === 'closed' ? 'closed' : 'open';
  const selectedId = params.get('item');
  const store = useIntake();
  const projects = useProjects();
  const workspaces = useWorkspaces();
  const members = useMembers();
  const user = useUser();
  const [isAsking, setAsking] = useState(false);
  const snoozeOpener = useRef<(() => void) | null>(null);

  useEffect(() => {
    void projects.fetchOne(slug, projectId).catch(() => undefined);
    void members.fetch(slug).catch(() => undefined);
  }, [projects, members, slug, projectId]);
  const project = projects.get(projectId);
  const isOn = project?.inbox_view === true;

  // Read again when realtime tells of another person's change (a burst reads once).
  const changes = intakeChanges(projectId);
  useEffect(() => {
    if (!isOn) return;
    const timer = setTimeout(
      () => {
        void store.load(slug, projectId, tab);
      },
      changes === 0 ? 0 : 300,
    );
    return () => {
      clearTimeout(timer);
    };
  }, [store, slug, projectId, tab, isOn, changes]);

  const role = project ? actingProjectRole(project, workspaces.roleBySlug.get(slug)) : null;
  const canTriage = role !== null && role >= ROLE.member;
  const list = store.list(projectId, tab);
  const items = list?.items ?? [];
  const selected = items.find((item) => item.id === selectedId) ?? items[0];

  const select = (item: IntakeItem | undefined) => {
    if (!item) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('item', item.id);
        return next;
      },
      { replace: true },
    );
  };
  const showTab = (next: IntakeTab) => {
    setParams({ tab: next }, { replace: true });
  };

  const change = (item: IntakeItem, body: UpdateIntakeItemBody) => {
    const index = items.indexOf(item);
    store.update(slug, projectId, item, body).catch((cause: unknown) => {
      showErrorToast(errorMessage(cause, t('errors.update')));
    });
    // The next request takes the place of one that left the tab.
    const after = items[index + 1] ?? items[index - 1];
    if (after) select(after);
  };
  const actions = (item: IntakeItem) => ({
    accept: () => {
      change(item, { status: INTAKE_STATUS.accepted });
    },
    decline: () => {
      change(item, { status: INTAKE_STATUS.declined });
    },
    snooze: (until: string) => {
      change(item, { status: INTAKE_STATUS.snoozed, snoozed_till: until });
    },
    duplicate: (workItemId: string) => {
      change(item, { status: INTAKE_STATUS.duplicate, duplicate_to: workItemId });
    },
    reopen: () => {
      change(item, { status: INTAKE_STATUS.pending });
    },
  });

  const move = (step: number) => {
    if (!selected) return false;
    const next = items[items.indexOf(selected) + step];
    if (!next) return false;
    select(next);
    if (step > 0 && items.indexOf(next) >= items.length - 3)
      void store.loadMore(slug, projectId, tab);
    return true;
  };
  const isTriageable =
    canTriage &&
    selected !== undefined &&
    (selected.status === INTAKE_STATUS.pending || selected.status === INTAKE_STATUS.snoozed);
  useKeyBinding({ key: 'j' }, () => move(1));
  useKeyBinding({ key: 'k' }, () => move(-1));
  useKeyBinding(
    { key: 'a' },
    () => {
      if (selected) actions(selected).accept();
    },
    { isEnabled: isTriageable },
  );
  useKeyBinding(
    { key: 'd' },
    () => {
      if (selected) actions(selected).decline();
    },
    { isEnabled: isTriageable },
  );
  useKeyBinding(
    { key: 's' },
    () => {
      snoozeOpener.current?.();
    },
    { isEnabled: isTriageable },
  );

  const nameOf = (userId: string | null) => {
    const member = members.members(slug)?.find((entry) => entry.member.id === userId)?.member;
    return member ? memberDisplayName(member) : t('detail.someone');
  };

  if (project && !isOn)
    return (
      <div className="flex flex-1 items-center justify-center">
        <EmptyState
          icon={<Icon name="inbox" size={18} />}
          title={t('screen.turnedOff')}
          description={t('screen.turnedOffHint')}
          action={
            <Link
              className="text-sm font-medium text-accent underline"
              to={`/${slug}/settings/projects/${projectId}/features`}
            >
              {t('screen.turnOn')}
            </Link>
          }
        />
      </div>
    );

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <PageHeader
        title={
          <>
            <Link
              to={`/${slug}/projects/${projectId}/issues`}
              className="truncate hover:text-primary"
            >
              {project?.name ?? ''}
            </Link>
            <Icon name="chevron-right" size={14} className="text-tertiary" />
            <h1 className="font-medium text-primary">{t('screen.title')}</h1>
          </>
        }
        actions={
          <Button
            variant="primary"
            size="sm"
            leadingIcon={<Icon name="plus" size={14} />}
            disabled={!project}
            onClick={() => {
              setAsking(true);
            }}
          >
            {t('screen.newRequest')}
          </Button>
        }
      />
      <div className="flex min-h-0 flex-1">
        <div
          className={cx(
            'flex w-full min-w-0 flex-col border-subtle md:w-80 md:shrink-0 md:border-r',
            selectedId !== null && 'hidden md:flex',
          )}
        >
          <TabButtons
            label={t('screen.tabs')}
            className="px-3"
            current={tab}
            onChange={showTab}
            tabs={TABS.map((each) => ({
              id: each,
              label: t(`tabs.${each}`),
              count: store.list(projectId, each)?.total,
            }))}
          />
          <div className="min-h-0 flex-1 overflow-y-auto">
            {list === undefined || list.status === 'init-loading' ? (
              <ListSkeleton label={t('screen.loading')} cells={['h-3 w-24', 'h-4 w-48']} rows={6} />
            ) : list.status === 'init-error' ? (
              <EmptyState
                tone="danger"
                icon={<Icon name="alert-circle" size={18} />}
                title={t('errors.initTitle')}
                description={t('errors.init')}
                action={
                  <Button
                    size="sm"
                    onClick={() => {
                      void store.load(slug, projectId, tab);
                    }}
                  >
                    {t('common:retry')}
                  </Button>
                }
              />
            ) : items.length === 0 ? (
              <EmptyState
                icon={<Icon name="inbox" size={18} />}
                title={tab === 'open' ? t('empty.open') : t('empty.closed')}
                description={tab === 'open' ? t('empty.openHint') : undefined}
              />
            ) : (
              <ul aria-label={t(`tabs.${tab}`)} className="flex flex-col">
                {items.map((item) => (
                  <li key={item.id}>
                    <button
                      type="button"
                      aria-current={item.id === selected?.id ? 'true' : undefined}
                      className={cx(
                        'flex w-full flex-col gap-1 border-b border-subtle px-3 py-2.5 text-left transition-colors duration-100 hover:bg-surface-hover',
                        item.id === selected?.id && 'bg-surface-hover',
                      )}
                      onClick={() => {
                        select(item);
                      }}
                    >
                      <span className="flex items-center gap-2 text-xs text-tertiary">
                        <span className="font-mono">
                          {`${project?.identifier ?? ''}-${String(item.issue.sequence_id)}`}
                        </span>
                        <IntakeStatusBadge status={item.status} />
                        <span className="ml-auto shrink-0">
                          {formatRelativeTime(item.created_at)}
                        </span>
                      </span>
                      <span className="truncate text-base text-primary">{item.issue.name}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {list?.status === 'pagination-error' && (
              <p role="alert" className="px-3 py-2 text-sm text-danger">
                {t('errors.pagination')}
              </p>
            )}
            {list !== undefined &&
              list.items.length < list.total &&
              list.status !== 'init-error' && (
                <div className="p-3">
                  <Button
                    variant="secondary"
                    size="sm"
                    className="w-full"
                    isLoading={list.status === 'pagination-loading'}
                    onClick={() => {
                      void store.loadMore(slug, projectId, tab);
                    }}
                  >
                    {t('screen.more')}
                  </Button>
                </div>
              )}
          </div>
        </div>
        <div
          className={cx('min-w-0 flex-1 overflow-y-auto', selectedId === null && 'hidden md:block')}
        >
          {selectedId !== null && (
            <div className="border-b border-subtle px-3 py-2 md:hidden">
              <Button
                variant="ghost"
                size="sm"
                leadingIcon={<Icon name="arrow-left" size={14} />}
                onClick={() => {
                  setParams({ tab }, { replace: true });
                }}
              >
                {t('screen.back')}
              </Button>
            </div>
          )}
          {selected && project ? (
            <IntakeDetailPane
              key={selected.id}
              slug={slug}
              projectId={projectId}
              projectIdentifier={project.identifier}
              item={selected}
              creatorName={
                selected.source === INTAKE_SOURCE_FORMS && selected.source_email !== null
                  ? selected.source_email
                  : nameOf(selected.created_by)
              }
              canTriage={canTriage}
              canDelete={role === ROLE.admin || selected.created_by === user.user?.id}
              canEditOwn={selected.created_by === user.user?.id}
              actions={actions(selected)}
              snoozeOpener={snoozeOpener}
              onDeleted={() => {
                setParams({ tab }, { replace: true });
              }}
            />
          ) : (
            list?.status === 'loaded' &&
            items.length > 0 && (
              <EmptyState icon={<Icon name="inbox" size={18} />} title={t('screen.pick')} />
            )
          )}
        </div>
      </div>
      {isAsking && (
        <NewRequestDialog
          onClose={() => {
            setAsking(false);
          }}
          onSend={async (values) => {
            const created = await store.create(slug, projectId, { issue: values });
            if (tab !== 'open') showTab('open');
            select(created);
          }}
        />
      )}
    </div>
  );
});
