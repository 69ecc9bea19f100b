import { describe, expect, it } from 'vitest';
import { type ColorSchemeQuery, type ThemeEnvironment, ThemeStore } from './theme-store';

function fakeEnvironment({ stored, systemDark }: { stored?: string; systemDark: boolean }) {
  const items = new Map<string, string>(stored === undefined ? [] : [['theme', stored]]);
  const classes = new Set<string>();
  const listeners = new Set<() => void>();
  const darkQuery: ColorSchemeQuery & { matches: boolean } = {
    matches: systemDark,
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  };
  const root = {
    classList: {
      toggle(token: string, force?: boolean) {
        const isOn = force ?? !classes.has(token);
        if (isOn) classes.add(token);
        else classes.delete(token);
        return isOn;
      },
    },
    style: { colorScheme: '' },
  };
  const environment: ThemeEnvironment = {
    storage: {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => items.set(key, value),
    },
    darkQuery,
    root,
  };
  const setSystemDark = (isDark: boolean) => {
    darkQuery.matches = isDark;
    for (const listener of listeners) listener();
  };
  return { environment, items, classes, root, setSystemDark };
}

describe('ThemeStore', () => {
  it('starts from the stored preference and paints it', () => {
    const fake = fakeEnvironment({ stored: 'dark', systemDark: false });
    const store = new ThemeStore(fake.environment);

    store.start();

    expect(store.preference).toBe('dark');
    expect(fake.classes.has('dark')).toBe(true);
    expect(fake.root.style.colorScheme).toBe('dark');
  });

  it('defaults to system and follows the operating system while it is chosen', () => {
    const fake = fakeEnvironment({ systemDark: false });
    const store = new ThemeStore(fake.environment);
    store.start();
    expect(store.preference).toBe('system');
    expect(fake.classes.has('dark')).toBe(false);

    fake.setSystemDark(true);

    expect(store.resolvedTheme).toBe('dark');
    expect(fake.classes.has('dark')).toBe(true);
  });

  it('stores a new preference and repaints', () => {
    const fake = fakeEnvironment({ systemDark: true });
    const store = new ThemeStore(fake.environment);
    store.start();

    store.setPreference('light');

    expect(fake.items.get('theme')).toBe('light');
    expect(fake.classes.has('dark')).toBe(false);
    expect(fake.root.style.colorScheme).toBe('light');
  });

  it('stops following the system once stopped', () => {
    const fake = fakeEnvironment({ systemDark: false });
    const store = new ThemeStore(fake.environment);
    const stop = store.start();

    stop();
    fake.setSystemDark(true);

    expect(fake.classes.has('dark')).toBe(false);
  });
});
