import type { Project } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { ApiError } from '#web/lib/api-client';
import { Alert } from '#web/ui/Alert';
import type { IconName } from '#web/ui/Icon';
import { SettingsSectionHeader } from '#web/ui/SettingsSectionHeader';
import { SwitchSetting } from '#web/ui/SwitchSetting';
import { IntakeFormSettings } from '#web/domains/intake/IntakeFormSettings';
import { ArchivedProjectNotice } from './ArchivedProjectNotice';
import { useProjectSettings } from './project-settings-context';
import type { FlagField } from './projects-store';
import { useTranslation } from 'react-i18next';
import { useProjects } from './use-projects';

interface Feature {
  field: FlagField;
  /** Its title and description in locales: features.<key>.title and .description. */
  key: 'cycles' | 'modules' | 'views' | 'pages' | 'intake' | 'timeTracking';
  icon: IconName;
  /** Whether it starts off, unlike the others: said after the description. */
  isOffByDefault?: boolean;
}

const FEATURES: readonly Feature[] = [
  { field: 'cycle_view', key: 'cycles', icon: 'contrast' },
  { field: 'module_view', key: 'modules', icon: 'boxes' },
  { field: 'issue_views_view', key: 'views', icon: 'layers' },
  { field: 'page_view', key: 'pages', icon: 'file-text' },
  { field: 'inbox_view', key: 'intake', icon: 'inbox' },
  { field: 'is_time_tracking_enabled', key: 'timeTracking', icon: 'timer', isOffByDefault: true },
];

const FeatureRow = observer(function FeatureRow({
  slug,
  project,
  feature,
  isEditable,
}: {
  slug: string;
  project: Project;
  feature: Feature;
  isEditable: boolean;
}) {
  const { t } = useTranslation('projects');
  const projects = useProjects();
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const title = t(`features.${feature.key}.title`);

  const onChange = (isOn: boolean) => {
    setError(null);
    setIsSaving(true);
    projects
      .toggle(slug, project.id, feature.field, isOn)
      .catch((cause: unknown) => {
        setError(
          cause instanceof ApiError
            ? cause.message
            : t(isOn ? 'errors.turnOn' : 'errors.turnOff', { feature: title }),
        );
      })
      .finally(() => {
        setIsSaving(false);
      });
  };

  return (
    <li data-testid="project-feature-row" className="px-4 py-3.5">
      <SwitchSetting
        icon={feature.icon}
        title={title}
        description={
          <>
            {t(`features.${feature.key}.description`)}
            {feature.isOffByDefault === true && ` ${t('features.offByDefault')}`}
          </>
        }
        isOn={project[feature.field]}
        isBusy={isSaving}
        disabled={!isEditable}
        onChange={onChange}
      />
      {error !== null && <Alert className="mt-3">{error}</Alert>}
    </li>
  );
});

/**
 * '/:workspaceSlug/settings/projects/:projectId/features': turns the project's optional parts on
 * and off. Each switch saves at once and moves back when the server refuses.
 */
export const ProjectFeaturesSettingsScreen = observer(function ProjectFeaturesSettingsScreen() {
  const { t } = useTranslation('projects');
  const { slug, project, canEdit } = useProjectSettings();
  const isArchived = project.archived_at !== null;
  const isEditable = canEdit('features') && !isArchived;

  return (
    <div data-testid="project-features" className="flex flex-col gap-4">
      <SettingsSectionHeader title={t('tabs.features')} description={t('features.description')} />
      {isArchived && <ArchivedProjectNotice subject="features" />}
      <ul
        aria-label={t('features.listLabel')}
        className="divide-y divide-(--border-color-subtle) rounded-lg border border-subtle bg-surface shadow-xs"
      >
        {FEATURES.map((feature) => (
          <FeatureRow
            key={feature.field}
            slug={slug}
            project={project}
            feature={feature}
            isEditable={isEditable}
          />
        ))}
      </ul>
      {project.inbox_view && canEdit('features') && (
        <IntakeFormSettings slug={slug} projectId={project.id} disabled={isArchived} />
      )}
    </div>
  );
});
