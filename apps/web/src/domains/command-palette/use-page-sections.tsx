import { i18n } from '#web/lib/i18n';
import type { WorkItem } from '@keel/core';
import { useEffect } from 'react';
import { useProjectMembers } from '#web/domains/members/use-project-members';
import { useStates } from '#web/domains/states/use-states';
import { useTheme } from '#web/domains/theme/use-theme';
import { useWorkItems } from '#web/domains/work-items/use-work-items';
import { Icon } from '#web/ui/Icon';
import type { ThemePreference } from '../theme/theme-preference';
import {
  isPriority,
  memberOptions,
  priorityOptions,
  stateOptions,
} from '../work-items/properties/pickers/property-options';
import type { PropertyOption } from '../work-items/properties/PropertyOptionList';
import {
  type PaletteEntry,
  type PalettePage,
  type PaletteSection,
  nonEmpty,
} from './palette-entry';
import { matchesText } from './palette-results';

const THEME_ICONS = { light: 'sun', dark: 'moon', system: 'monitor' } as const;

/** The themes in the order offered. */
const THEME_CHOICES: readonly ThemePreference[] = ['light', 'dark', 'system'];

export interface PageSectionsOptions {
  slug: string;
  page: PalettePage;
  text: string;
  item: WorkItem | null;
  close: () => void;
}

/** Property options as palette rows under their sections (a state's group), filtered by text. */
function optionSections(
  options: readonly PropertyOption[],
  text: string,
  fallbackHeading: string,
  toEntry: (option: PropertyOption) => PaletteEntry,
): PaletteSection[] {
  const sections: PaletteSection[] = [];
  for (const option of options) {
    if (!matchesText(text, option.label)) continue;
    const heading = option.section ?? fallbackHeading;
    const last = sections.at(-1);
    if (last?.heading === heading) last.entries.push(toEntry(option));
    else sections.push({ heading, entries: [toEntry(option)] });
  }
  return sections;
}

/**
 * The rows of a nested page: themes, or the open work item's states, priorities or people. A
 * change applies at once through the shared store (optimistic, rolled back with a toast on
 * refusal); state and priority close the palette, assignees toggle and stay for the next.
 */
export function usePageSections(options: PageSectionsOptions): PaletteSection[] {
  const { slug, page, text, item, close } = options;
  const statesStore = useStates();
  const projectMembers = useProjectMembers();
  const themeStore = useTheme();
  const workItems = useWorkItems();
  const projectId = item?.project_id ?? null;

  useEffect(() => {
    if (projectId === null) return;
    if (page === 'state' && !statesStore.states(projectId)) void statesStore.fetch(slug, projectId);
    if (page === 'assignee' && !projectMembers.members(projectId))
      void projectMembers.fetch(slug, projectId);
  }, [statesStore, projectMembers, slug, page, projectId]);

  if (page === 'theme') {
    const entries = THEME_CHOICES.map((preference): PaletteEntry => ({
      value: `theme:${preference}`,
      label: i18n.t(`command-palette:themes.${preference}`),
      icon: <Icon name={THEME_ICONS[preference]} size={14} />,
      isChecked: themeStore.preference === preference,
      onSelect: () => {
        themeStore.setPreference(preference);
        close();
      },
    }));
    return nonEmpty([
      {
        heading: i18n.t('command-palette:headings.theme'),
        entries: entries.filter((entry) => matchesText(text, entry.label)),
      },
    ]);
  }
  if (!item || projectId === null) return [];
  const update = (patch: Parameters<typeof workItems.update>[2]) => {
    void workItems.update(slug, item.id, patch);
  };
  if (page === 'state') {
    const states = statesStore.states(projectId) ?? [];
    return optionSections(
      stateOptions(states),
      text,
      i18n.t('command-palette:headings.states'),
      (option) => ({
        value: `state:${option.value}`,
        label: option.label,
        icon: option.icon,
        isChecked: item.state_id === option.value,
        onSelect: () => {
          if (item.state_id !== option.value) update({ state_id: option.value });
          close();
        },
      }),
    );
  }
  if (page === 'priority') {
    return optionSections(
      priorityOptions(),
      text,
      i18n.t('command-palette:headings.priority'),
      (option) => ({
        value: `priority:${option.value}`,
        label: option.label,
        icon: option.icon,
        isChecked: item.priority === option.value,
        onSelect: () => {
          if (isPriority(option.value) && item.priority !== option.value)
            update({ priority: option.value });
          close();
        },
      }),
    );
  }
  const members = (projectMembers.members(projectId) ?? []).filter((member) => member.is_active);
  return optionSections(
    memberOptions(members),
    text,
    i18n.t('command-palette:headings.members'),
    (option) => {
      const isAssigned = item.assignee_ids.includes(option.value);
      return {
        value: `assignee:${option.value}`,
        label: option.label,
        icon: option.icon,
        isChecked: isAssigned,
        onSelect: () => {
          update({
            assignee_ids: isAssigned
              ? item.assignee_ids.filter((id) => id !== option.value)
              : [...item.assignee_ids, option.value],
          });
        },
      };
    },
  );
}
