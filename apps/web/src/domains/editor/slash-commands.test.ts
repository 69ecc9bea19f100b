import { describe, expect, it } from 'vitest';
import { SLASH_COMMANDS, filterSlashCommands } from './slash-commands';

describe('filterSlashCommands', () => {
  const labelOf = (command: { name: string }) => command.name.replace(/(\d)/, ' $1');
  it('finds commands by their label or an alias, all of them before anything is typed', () => {
    const names = (query: string) =>
      filterSlashCommands(SLASH_COMMANDS, query, labelOf).map((command) => command.name);
    expect(names('')).toHaveLength(SLASH_COMMANDS.length);
    expect(names('h2')).toEqual(['heading2']);
    expect(names('call')).toEqual(['callout']);
    expect(names('todo')).toEqual(['checklist']);
    expect(names('zzz')).toEqual([]);
  });
});
