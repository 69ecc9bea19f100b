import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjectMembers } from '#web/domains/members/use-project-members';
import {
  type ListProgress,
  useReadAgainOnProgress,
} from '#web/domains/work-items/use-list-progress';
import { errorMessage } from '#web/lib/api-error';
import { EmptyState } from '#web/ui/EmptyState';
import { Icon } from '#web/ui/Icon';
import { SelectField } from '#web/ui/SelectField';
import { Skeleton } from '#web/ui/Skeleton';
import { TextField } from '#web/ui/TextField';
import { showErrorToast } from '#web/ui/Toaster';
import { MemberChoices, memberLabel } from '../MemberChoices';
import { ModuleProgressBar } from '../ModuleBits';
import { areModuleDatesInOrder, isModuleStatus, moduleStatusLabel } from '../module-list';
import { type ModuleBody, MODULE_STATUSES } from '../modules-wire';
import { useModuleProject } from '../use-module-project';
import { useModules } from '../use-modules';
import { ModuleLinks } from './ModuleLinks';

const NO_LEAD = '';
const STATE_GROUPS = ['backlog', 'unstarted', 'started', 'completed', 'cancelled'] as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 border-b border-subtle px-4 py-4">
      <h2 className="text-sm font-medium text-primary">{title}</h2>
      {children}
    </section>
  );
}

/**
 * A module's sidebar beside its work items: status, lead, members and dates (editable by members
 * and admins), its progress by state group, and its links.
 */
export const ModuleSidebar = observer(function ModuleSidebar({
  workspaceSlug: slug,
  projectId,
  moduleId,
  progress,
}: {
  workspaceSlug: string;
  projectId: string;
  moduleId: string;
  /** The list beside, whose changes make the progress read again. */
  progress?: ListProgress;
}) {
  const { t } = useTranslation(['modules', 'common']);
  const store = useModules();
  const { canWrite } = useModuleProject(slug, projectId);
  const members = (useProjectMembers().members(projectId) ?? []).filter((entry) => entry.is_active);
  const [isMissing, setIsMissing] = useState(false);
  useEffect(() => {
    setIsMissing(false);
    store.refresh(slug, projectId, moduleId).catch(() => {
      setIsMissing(true);
    });
  }, [store, slug, projectId, moduleId]);
  useReadAgainOnProgress(progress, () => {
    store.refresh(slug, projectId, moduleId).catch(() => undefined);
  });
  const module = store.find(moduleId);

  if (!module)
    return isMissing ? (
      <EmptyState icon={<Icon name="boxes" size={18} />} title={t('sidebar.notFound')} />
    ) : (
      <div aria-busy="true" className="flex flex-col gap-3 p-4">
        <span className="sr-only">{t('screen.loading')}</span>
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    );

  const isEditable = canWrite && !module.archived_at;
  const save = (patch: Partial<ModuleBody>) => {
    store.update(slug, projectId, moduleId, patch).catch((cause: unknown) => {
      showErrorToast(errorMessage(cause, t('errors.update')));
    });
  };
  const counts: Record<(typeof STATE_GROUPS)[number], number> = {
    backlog: module.backlog_issues ?? 0,
    unstarted: module.unstarted_issues ?? 0,
    started: module.started_issues ?? 0,
    completed: module.completed_issues ?? 0,
    cancelled: module.cancelled_issues ?? 0,
  };
  const total = module.total_issues ?? 0;
  const done = counts.completed + counts.cancelled;

  return (
    <div className="flex flex-col">
      <div className="px-4 pt-4 pb-2">
        <h2 className="text-lg font-semibold break-words text-primary">{module.name}</h2>
        {module.description ? (
          <p className="mt-1 text-sm whitespace-pre-wrap text-secondary">{module.description}</p>
        ) : null}
      </div>
      <div className="flex flex-col gap-3 border-b border-subtle px-4 pb-4">
        <SelectField
          label={t('form.status')}
          value={isModuleStatus(module.status) ? module.status : 'backlog'}
          disabled={!isEditable}
          options={MODULE_STATUSES.map((status) => ({
            value: status,
            label: moduleStatusLabel(status),
          }))}
          onChange={(status) => {
            save({ status });
          }}
        />
        <SelectField
          label={t('form.lead')}
          value={module.lead_id ?? NO_LEAD}
          disabled={!isEditable}
          options={[
            { value: NO_LEAD, label: t('form.noLead') },
            ...members.map((member) => ({ value: member.member, label: memberLabel(member) })),
          ]}
          onChange={(lead) => {
            save({ lead_id: lead === NO_LEAD ? null : lead });
          }}
        />
        {isEditable ? (
          <MemberChoices
            label={t('form.members')}
            members={members}
            value={module.member_ids}
            onChange={(memberIds) => {
              save({ member_ids: memberIds });
            }}
          />
        ) : (
          <p className="text-sm text-secondary">
            {t('form.members')}:{' '}
            {members
              .filter((member) => module.member_ids.includes(member.member))
              .map(memberLabel)
              .join(', ') || t('form.membersNone')}
          </p>
        )}
        <div className="grid grid-cols-2 gap-2">
          <TextField
            type="date"
            label={t('form.startDate')}
            value={module.start_date ?? ''}
            disabled={!isEditable}
            max={module.target_date ?? undefined}
            onChange={(event) => {
              const next = event.target.value === '' ? null : event.target.value;
              if (areModuleDatesInOrder(next, module.target_date)) save({ start_date: next });
            }}
          />
          <TextField
            type="date"
            label={t('form.targetDate')}
            value={module.target_date ?? ''}
            disabled={!isEditable}
            min={module.start_date ?? undefined}
            onChange={(event) => {
              const next = event.target.value === '' ? null : event.target.value;
              if (areModuleDatesInOrder(module.start_date, next)) save({ target_date: next });
            }}
          />
        </div>
      </div>
      <Section title={t('sidebar.progress')}>
        <ModuleProgressBar module={module} />
        <p className="text-sm text-secondary">{t('sidebar.progressSummary', { done, total })}</p>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
          {STATE_GROUPS.map((group) => (
            <div key={group} className="contents">
              <dt className="text-secondary">{t(`sidebar.groups.${group}`)}</dt>
              <dd className="text-right text-primary tabular-nums">{counts[group]}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section title={t('sidebar.links')}>
        <ModuleLinks
          slug={slug}
          projectId={projectId}
          moduleId={moduleId}
          links={module.link_module}
          isEditable={isEditable}
        />
      </Section>
    </div>
  );
});
