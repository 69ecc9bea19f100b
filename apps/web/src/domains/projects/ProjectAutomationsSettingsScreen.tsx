import type { Project } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { Alert } from '#web/ui/Alert';
import type { IconName } from '#web/ui/Icon';
import { Select, type SelectOption } from '#web/ui/SelectField';
import { SettingsSectionHeader } from '#web/ui/SettingsSectionHeader';
import { SwitchSetting } from '#web/ui/SwitchSetting';
import { ArchivedProjectNotice } from './ArchivedProjectNotice';
import { useProjectSettings } from './project-settings-context';
import { useTranslation } from 'react-i18next';
import { i18n } from '#web/lib/i18n';
import { errorMessage } from '#web/lib/api-error';
import { useProjects } from './use-projects';

/** The month counts offered (Plane's); the server takes any whole number from 0 to 12. */
const MONTHS = [1, 3, 6, 9, 12] as const;
/** The count a rule starts with when it is switched on. */
const FIRST_MONTHS = MONTHS[0];

function monthsLabel(months: number): string {
  return i18n.t('projects:automations.months', { count: months });
}

/** The offered counts, plus the stored one when another client saved a count not offered here. */
function monthOptions(current: number): SelectOption<number>[] {
  const counts: number[] = [...MONTHS];
  if (current > 0 && !counts.includes(current)) counts.push(current);
  return counts
    .sort((a, b) => a - b)
    .map((months) => ({ value: months, label: monthsLabel(months) }));
}

interface Automation {
  field: 'archive_in' | 'close_in';
  /** Its words in locales: automations.<key>.title, .description and .selectLabel. */
  key: 'archive' | 'close';
  icon: IconName;
}

const AUTOMATIONS: readonly Automation[] = [
  { field: 'archive_in', key: 'archive', icon: 'archive' },
  { field: 'close_in', key: 'close', icon: 'archive-x' },
];

const AutomationCard = observer(function AutomationCard({
  slug,
  project,
  automation,
  isEditable,
}: {
  slug: string;
  project: Project;
  automation: Automation;
  isEditable: boolean;
}) {
  const { t } = useTranslation('projects');
  const projects = useProjects();
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const titleId = useId();
  const selectId = useId();
  const months = project[automation.field];
  const isOn = months > 0;

  const save = (next: number) => {
    setError(null);
    setIsSaving(true);
    projects
      .update(slug, project.id, { [automation.field]: next })
      .catch((cause: unknown) => {
        setError(errorMessage(cause, t('errors.automation')));
      })
      .finally(() => {
        setIsSaving(false);
      });
  };

  return (
    <section
      aria-labelledby={titleId}
      data-testid={`automation-${automation.field}`}
      className="rounded-lg border border-subtle bg-surface shadow-xs"
    >
      <SwitchSetting
        icon={automation.icon}
        title={t(`automations.${automation.key}.title`)}
        titleAs="h2"
        titleId={titleId}
        description={t(`automations.${automation.key}.description`)}
        isOn={isOn}
        isBusy={isSaving}
        disabled={!isEditable}
        className="px-4 py-3.5"
        onChange={(next) => {
          save(next ? FIRST_MONTHS : 0);
        }}
      />
      {isOn && (
        <div className="flex items-center justify-between gap-4 border-t border-subtle px-4 py-3 pl-15">
          <label htmlFor={selectId} className="text-base text-secondary">
            {t(`automations.${automation.key}.selectLabel`)}
          </label>
          <Select
            id={selectId}
            value={months}
            options={monthOptions(months)}
            disabled={!isEditable || isSaving}
            className="w-32"
            onChange={save}
          />
        </div>
      )}
      {error !== null && (
        <div className="px-4 pb-3.5">
          <Alert>{error}</Alert>
        </div>
      )}
    </section>
  );
});

/**
 * '/:workspaceSlug/settings/projects/:projectId/automations': the daily rules that archive and
 * close stale work items. Every change saves at once.
 */
export const ProjectAutomationsSettingsScreen = observer(
  function ProjectAutomationsSettingsScreen() {
    const { t } = useTranslation('projects');
    const { slug, project, canEdit } = useProjectSettings();
    const isArchived = project.archived_at !== null;
    const isEditable = canEdit('automations') && !isArchived;

    return (
      <div data-testid="project-automations" className="flex flex-col gap-4">
        <SettingsSectionHeader
          title={t('tabs.automations')}
          description={t('automations.description')}
        />
        {isArchived && <ArchivedProjectNotice subject="automations" />}
        {AUTOMATIONS.map((automation) => (
          <AutomationCard
            key={automation.field}
            slug={slug}
            project={project}
            automation={automation}
            isEditable={isEditable}
          />
        ))}
      </div>
    );
  },
);
