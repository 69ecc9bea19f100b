import { i18n } from '#web/lib/i18n';
import { type Module, MODULE_STATUSES, type ModuleStatus } from './modules-wire';

/** What the modules screen narrows its list by. */
export interface ModuleListFilter {
  search: string;
  /** The statuses shown; empty: every status. */
  statuses: readonly ModuleStatus[];
  isFavoritesOnly: boolean;
}

export const NO_MODULE_FILTER: ModuleListFilter = {
  search: '',
  statuses: [],
  isFavoritesOnly: false,
};

export function isModuleStatus(value: string): value is ModuleStatus {
  return MODULE_STATUSES.some((status) => status === value);
}

/** The modules a filter keeps, ordered by name (spec §2: modules list ordered by name). */
export function visibleModules(modules: readonly Module[], filter: ModuleListFilter): Module[] {
  const needle = filter.search.trim().toLowerCase();
  return modules
    .filter(
      (module) =>
        (needle === '' || module.name.toLowerCase().includes(needle)) &&
        (filter.statuses.length === 0 ||
          (isModuleStatus(module.status) && filter.statuses.includes(module.status))) &&
        (!filter.isFavoritesOnly || module.is_favorite),
    )
    .sort((a, b) =>
      a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' }),
    );
}

/** A status's name in the interface's language. */
export function moduleStatusLabel(status: string): string {
  return isModuleStatus(status) ? i18n.t(`modules:status.${status}`) : status;
}

/** The colour of a status's dot: the theme's tones where they fit, state-like hues otherwise. */
export const MODULE_STATUS_COLORS: Readonly<Record<ModuleStatus, string>> = {
  backlog: '#a3a3a3',
  planned: '#3f76ff',
  'in-progress': 'var(--color-warning)',
  paused: '#60646c',
  completed: 'var(--color-success)',
  cancelled: 'var(--color-danger)',
};

export function moduleStatusColor(status: string): string {
  return isModuleStatus(status) ? MODULE_STATUS_COLORS[status] : MODULE_STATUS_COLORS.backlog;
}

/** Whether the dates are in order (start on or before target); missing dates are fine. */
export function areModuleDatesInOrder(start: string | null, target: string | null): boolean {
  return start === null || target === null || start <= target;
}

/** A link must be http(s) (the server refuses anything else, javascript: above all). */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
