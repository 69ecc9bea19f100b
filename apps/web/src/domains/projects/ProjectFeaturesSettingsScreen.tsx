import { type Project } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useRootStore } from '../../app/store-context';
import { ApiError } from '../../lib/api-client';
import { Alert } from '../../ui/Alert';
import { type IconName } from '../../ui/Icon';
import { SettingsSectionHeader } from '../../ui/SettingsSectionHeader';
import { SwitchSetting } from '../../ui/SwitchSetting';
import { ArchivedProjectNotice } from './ArchivedProjectNotice';
import { useProjectSettings } from './project-settings-context';
import { type FlagField } from './projects-store';

interface Feature {
  field: FlagField;
  title: string;
  description: string;
  icon: IconName;
  /** A remark after the description, for a feature whose default differs from the others. */
  note?: string;
}

const FEATURES: readonly Feature[] = [
  {
    field: 'cycle_view',
    title: 'Cycles',
    description: 'Time-box work into sprints and follow their progress.',
    icon: 'contrast',
  },
  {
    field: 'module_view',
    title: 'Modules',
    description: 'Group work items into larger pieces of work with their own lead and dates.',
    icon: 'boxes',
  },
  {
    field: 'issue_views_view',
    title: 'Views',
    description: 'Save filters, layouts and display options to come back to.',
    icon: 'layers',
  },
  {
    field: 'page_view',
    title: 'Pages',
    description: 'Write specs, notes and documents next to the work.',
    icon: 'file-text',
  },
  {
    field: 'inbox_view',
    title: 'Intake',
    description: 'Collect requests from outside the team and triage them before they become work.',
    icon: 'inbox',
  },
  {
    field: 'is_time_tracking_enabled',
    title: 'Time tracking',
    description: 'Log the time spent on work items.',
    icon: 'timer',
    note: 'Off by default.',
  },
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
  const { projects } = useRootStore();
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const onChange = (isOn: boolean) => {
    setError(null);
    setIsSaving(true);
    projects
      .toggle(slug, project.id, feature.field, isOn)
      .catch((cause: unknown) => {
        setError(
          cause instanceof ApiError
            ? cause.message
            : `Could not turn ${feature.title} ${isOn ? 'on' : 'off'}.`,
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
        title={feature.title}
        description={
          <>
            {feature.description}
            {feature.note !== undefined && ` ${feature.note}`}
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
  const { slug, project, canEdit } = useProjectSettings();
  const isArchived = project.archived_at !== null;
  const isEditable = canEdit('features') && !isArchived;

  return (
    <div data-testid="project-features" className="flex flex-col gap-4">
      <SettingsSectionHeader
        title="Features"
        description="Choose which parts of Keel this project uses. Turning one off hides it; nothing is deleted."
      />
      {isArchived && <ArchivedProjectNotice subject="features" />}
      <ul
        aria-label="Project features"
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
    </div>
  );
});
