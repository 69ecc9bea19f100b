import type { Project } from '@keel/core';
import { useTranslation } from 'react-i18next';
import { PropertyOptionList } from '../properties/PropertyOptionList';
import { PropertyPopover } from '../properties/PropertyPopover';

export interface ProjectSelectProps {
  projects: readonly Project[];
  value: string | null;
  onChange: (projectId: string) => void;
}

function Identifier({ project }: { project: Project }) {
  return (
    <span className="shrink-0 rounded-sm bg-surface-sunken px-1 font-mono text-xs text-secondary">
      {project.identifier}
    </span>
  );
}

/** The project a work item is created in, where the screen spans several projects. */
export function ProjectSelect({ projects, value, onChange }: ProjectSelectProps) {
  const { t } = useTranslation(['work-item-create', 'common']);
  const current = projects.find((project) => project.id === value);
  return (
    <PropertyPopover
      triggerLabel={t('project.label', { name: current?.name ?? t('common:none') })}
      variant="button"
      isEditable
      isEmpty={current === undefined}
      testId="create-project"
      trigger={
        current ? (
          <>
            <Identifier project={current} />
            <span className="truncate">{current.name}</span>
          </>
        ) : (
          <span className="truncate text-tertiary">{t('project.choose')}</span>
        )
      }
    >
      {(close) => (
        <PropertyOptionList
          isMulti={false}
          searchPlaceholder={t('project.search')}
          emptyText={t('project.noMatch')}
          selected={value === null ? [] : [value]}
          options={projects.map((project) => ({
            value: project.id,
            label: project.name,
            icon: <Identifier project={project} />,
          }))}
          onPick={(picked) => {
            close();
            onChange(picked);
          }}
        />
      )}
    </PropertyPopover>
  );
}
