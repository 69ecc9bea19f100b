import { describe, expect, it } from 'vitest';
import { SLASH_COMMANDS, filterSlashCommands } from './slash-commands';

describe('filterSlashCommands', () => {
  const labelOf = (command: { name: string }) => command.name.replace(/(\d)/, ' $1');
  it('finds commands by their label or an alias, all of them before anything is typed', () => {
    const names = (query: string) =>
      filterSlashCommands(SLASH_COMMANDS, query, labelOf).map((command) => command.name);
    const plain = SLASH_COMMANDS.filter((command) => command.picker === undefined);
    expect(names('')).toHaveLength(plain.length);
    expect(names('h2')).toEqual(['heading2']);
    expect(names('call')).toEqual(['callout']);
    expect(names('todo')).toEqual(['checklist']);
    expect(names('zzz')).toEqual([]);
  });

  it('offers a command that needs a choice only where the screen can make it', () => {
    const names = (query: string, pickers: ('workItems' | 'file' | 'image')[]) =>
      filterSlashCommands(SLASH_COMMANDS, query, labelOf, new Set(pickers)).map(
        (command) => command.name,
      );
    expect(names('embed', [])).toEqual([]);
    expect(names('embed', ['workItems'])).toEqual(['workItem']);
    expect(names('attach', ['file', 'image'])).toEqual(['file']);
    expect(names('', ['image'])).toContain('image');
    expect(names('', ['image'])).not.toContain('file');
  });
});
