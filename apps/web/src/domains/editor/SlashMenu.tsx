import type { Editor } from '@tiptap/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '#web/lib/i18n';
import {
  SLASH_COMMANDS,
  SLASH_COMMANDS_KEY,
  type SlashCommand,
  SlashCommands,
  type SlashPicker,
  filterSlashCommands,
} from './slash-commands';
import { useLatest } from './use-latest';
import { SuggestionList, type SuggestionMenuState, suggestionMenuRenderer } from './SuggestionMenu';

type SlashMenuState = SuggestionMenuState<SlashCommand>;

function labelOf(command: SlashCommand): string {
  return i18n.t(`editor:slash.commands.${command.name}`);
}

/** What the screen opens for a command that needs a choice (a file, work items to embed). */
export type SlashPickers = Partial<Record<SlashPicker, (editor: Editor) => void>>;

/**
 * The `/` menu of an editor: the extension to give the editor, and the list to draw while it is
 * open (null otherwise). Commands needing a choice are offered where `pickers` can make it.
 */
export function useSlashMenu(pickers: SlashPickers = {}) {
  const [menu, setMenu] = useState<SlashMenuState | null>(null);
  const latestPickers = useLatest(pickers);
  const extension = useMemo(
    () =>
      SlashCommands.configure({
        suggestion: {
          char: '/',
          allowSpaces: false,
          pluginKey: SLASH_COMMANDS_KEY,
          items: ({ query }) => {
            const offered = new Set(
              (Object.keys(latestPickers.current) as SlashPicker[]).filter(
                (picker) => latestPickers.current[picker] !== undefined,
              ),
            );
            return filterSlashCommands(SLASH_COMMANDS, query, labelOf, offered);
          },
          command: ({ editor, range, props }) => {
            props.run(editor, range);
            if (props.picker !== undefined) latestPickers.current[props.picker]?.(editor);
          },
          render: suggestionMenuRenderer<SlashCommand>(setMenu, (props, command) => {
            props.command(command);
          }),
        },
      }),
    // The pickers are read when the menu opens; the extension is made once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return { extension, list: menu === null ? null : <SlashSuggestions menu={menu} /> };
}

function SlashSuggestions({ menu }: { menu: SlashMenuState }) {
  const { t } = useTranslation('editor');
  return (
    <SuggestionList
      menu={menu}
      label={t('slash.listLabel')}
      emptyText={t('slash.noMatches')}
      keyOf={(command) => command.name}
      renderItem={(command) => <span className="truncate">{labelOf(command)}</span>}
    />
  );
}
