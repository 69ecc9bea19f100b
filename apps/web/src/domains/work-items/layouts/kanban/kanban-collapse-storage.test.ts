import { describe, expect, it } from 'vitest';
import {
  kanbanCollapseKey,
  parseCollapsed,
  readCollapsed,
  toggleCollapsed,
  writeCollapsed,
} from './kanban-collapse-storage';

function memoryStorage() {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => {
      entries.set(key, value);
    },
    removeItem: (key: string) => {
      entries.delete(key);
    },
  };
}

describe('kanbanCollapseKey', () => {
  it('keys columns and swimlanes per project and grouping', () => {
    expect(kanbanCollapseKey('columns', 'p1', 'state')).toBe('keel:kanban-collapsed:p1:state');
    expect(kanbanCollapseKey('swimlanes', 'p1', 'priority')).toBe(
      'keel:kanban-collapsed-rows:p1:priority',
    );
  });

  it('uses a workspace entry where the list spans projects', () => {
    expect(kanbanCollapseKey('columns', null, 'priority')).toBe(
      'keel:kanban-collapsed:workspace:priority',
    );
  });
});

describe('parseCollapsed', () => {
  it('reads a stored list of keys', () => {
    expect(parseCollapsed('["a","None"]')).toEqual(['a', 'None']);
  });

  it('treats missing, broken or foreign values as nothing collapsed', () => {
    expect(parseCollapsed(null)).toEqual([]);
    expect(parseCollapsed('{not json')).toEqual([]);
    expect(parseCollapsed('{"a":1}')).toEqual([]);
    expect(parseCollapsed('["a",3,null]')).toEqual(['a']);
  });
});

describe('toggleCollapsed', () => {
  it('collapses an open group and opens a collapsed one', () => {
    expect(toggleCollapsed(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleCollapsed(['a', 'b'], 'a')).toEqual(['b']);
  });
});

describe('readCollapsed and writeCollapsed', () => {
  it('round-trips the keys and removes the entry when none are collapsed', () => {
    const storage = memoryStorage();
    writeCollapsed(storage, 'k', ['x', 'y']);
    expect(readCollapsed(storage, 'k')).toEqual(['x', 'y']);
    writeCollapsed(storage, 'k', []);
    expect(storage.entries.has('k')).toBe(false);
    expect(readCollapsed(storage, 'k')).toEqual([]);
  });

  it('survives a storage that throws', () => {
    const failing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(readCollapsed(failing, 'k')).toEqual([]);
    expect(() => {
      writeCollapsed(failing, 'k', ['a']);
    }).not.toThrow();
  });
});
