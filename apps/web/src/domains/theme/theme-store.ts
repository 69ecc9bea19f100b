import { autorun, makeAutoObservable } from 'mobx';
import {
  THEME_STORAGE_KEY,
  parseThemePreference,
  resolveTheme,
  type ResolvedTheme,
  type ThemePreference,
} from './theme-preference';

/** The (prefers-color-scheme: dark) media query, as much of it as the store uses. */
export interface ColorSchemeQuery {
  readonly matches: boolean;
  addEventListener(type: 'change', listener: () => void): void;
  removeEventListener(type: 'change', listener: () => void): void;
}

/** The element whose class turns the dark tokens on: <html> in the browser. */
export interface ThemeRoot {
  classList: { toggle(token: string, force?: boolean): boolean };
  style: { colorScheme: string };
}

/** The parts of the browser the store touches; each is null where the platform lacks it. */
export interface ThemeEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  darkQuery: ColorSchemeQuery | null;
  root: ThemeRoot | null;
}

export function browserThemeEnvironment(): ThemeEnvironment {
  return {
    storage: localStorageOrNull(),
    darkQuery: window.matchMedia('(prefers-color-scheme: dark)'),
    root: document.documentElement,
  };
}

/** The person's theme preference, kept in localStorage and painted on <html>. */
export class ThemeStore {
  preference: ThemePreference;
  /** What the operating system asks for; only matters while the preference is 'system'. */
  systemPrefersDark: boolean;
  readonly #environment: ThemeEnvironment;

  constructor(environment: ThemeEnvironment) {
    this.#environment = environment;
    this.preference = parseThemePreference(readItem(environment.storage, THEME_STORAGE_KEY));
    this.systemPrefersDark = environment.darkQuery?.matches ?? false;
    makeAutoObservable(this, { start: false });
  }

  get resolvedTheme(): ResolvedTheme {
    return resolveTheme(this.preference, this.systemPrefersDark);
  }

  setPreference(preference: ThemePreference): void {
    this.preference = preference;
    try {
      this.#environment.storage?.setItem(THEME_STORAGE_KEY, preference);
    } catch {
      // Storage can be full or blocked; the choice still holds until the page is closed.
    }
  }

  setSystemPrefersDark(prefersDark: boolean): void {
    this.systemPrefersDark = prefersDark;
  }

  /**
   * Paints the resolved theme now and whenever it changes, following the operating system while
   * the preference is 'system'. Returns the function that stops both.
   */
  start(): () => void {
    const { darkQuery, root } = this.#environment;
    const onSystemChange = () => {
      if (darkQuery) this.setSystemPrefersDark(darkQuery.matches);
    };
    darkQuery?.addEventListener('change', onSystemChange);
    const stopPainting = autorun(() => {
      paintTheme(root, this.resolvedTheme);
    });
    return () => {
      darkQuery?.removeEventListener('change', onSystemChange);
      stopPainting();
    };
  }
}

function paintTheme(root: ThemeRoot | null, theme: ResolvedTheme): void {
  if (!root) return;
  root.classList.toggle('dark', theme === 'dark');
  // Native controls and scrollbars follow color-scheme, not our class.
  root.style.colorScheme = theme;
}

function readItem(storage: ThemeEnvironment['storage'], key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function localStorageOrNull(): Storage | null {
  // Reading window.localStorage itself throws when the browser blocks site data.
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
