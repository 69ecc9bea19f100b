import { i18n } from '#web/lib/i18n';
import { Icon } from '#web/ui/Icon';
import type { Module } from '#web/domains/modules/modules-wire';
import { type CycleSummary, pickableCycles } from '#web/domains/work-items/lookups/cycles-lookup';
import type { PropertyOption } from '../PropertyOptionList';

/** The value standing for "no cycle" in the option list (ids are uuids, so never this). */
export const NO_CYCLE = 'none';

/**
 * "No cycle", then the cycles an item may move into (current, upcoming, drafts); the item's own
 * cycle stays offered even when it has ended, so the list shows where the item is.
 */
export function cycleOptions(
  cycles: readonly CycleSummary[],
  currentId: string | null,
): PropertyOption[] {
  const offered = pickableCycles(cycles);
  const current = currentId ? cycles.find((cycle) => cycle.id === currentId) : undefined;
  const all = current && !offered.includes(current) ? [current, ...offered] : offered;
  return [
    {
      value: NO_CYCLE,
      label: i18n.t('work-items:group.none.cycle'),
      icon: <Icon name="minus" size={14} className="text-tertiary" />,
    },
    ...all.map((cycle) => ({
      value: cycle.id,
      label: cycle.name,
      icon: <Icon name="contrast" size={14} className="text-secondary" />,
    })),
  ];
}

/** Names as people sort them: case-blind, numbers in order (Sprint 2 before Sprint 10). */
export function compareByName(a: { name: string }, b: { name: string }): number {
  return a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' });
}

/** The project's live modules by name. */
export function moduleOptions(modules: readonly Module[]): PropertyOption[] {
  return [...modules]
    .filter((module) => !module.archived_at)
    .sort(compareByName)
    .map((module) => ({
      value: module.id,
      label: module.name,
      icon: <Icon name="boxes" size={14} className="text-secondary" />,
    }));
}
