/** What a person chose: a fixed theme, or 'system' to follow the operating system. */
export type ThemePreference = 'system' | 'light' | 'dark';

/** The theme actually painted. */
export type ResolvedTheme = 'light' | 'dark';

export const THEME_PREFERENCES: readonly ThemePreference[] = ['system', 'light', 'dark'];

/** localStorage key of the preference; index.html reads it too, before the first paint. */
export const THEME_STORAGE_KEY = 'theme';

export const DEFAULT_THEME_PREFERENCE: ThemePreference = 'system';

/** A stored value as a preference; anything unknown (or nothing) means the default. */
export function parseThemePreference(value: string | null | undefined): ThemePreference {
  return THEME_PREFERENCES.find((preference) => preference === value) ?? DEFAULT_THEME_PREFERENCE;
}

export function resolveTheme(
  preference: ThemePreference,
  systemPrefersDark: boolean,
): ResolvedTheme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}
