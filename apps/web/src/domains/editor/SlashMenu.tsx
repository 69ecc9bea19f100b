import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '#web/lib/i18n';
import {
  SLASH_COMMANDS,
  SLASH_COMMANDS_KEY,
  type SlashCommand,
  SlashCommands,
  filterSlashCommands,
} from './slash-commands';
import { SuggestionList, type SuggestionMenuState, suggestionMenuRenderer } from './SuggestionMenu';

type SlashMenuState = SuggestionMenuState<SlashCommand>;

function labelOf(command: SlashCommand): string {
  return i18n.t(`editor:slash.commands.${command.name}`);
}

/**
 * The `/` menu of an editor: the extension to give the editor, and the list to draw while it is
 * open (null otherwise).
 */
export function useSlashMenu() {
  const [menu, setMenu] = useState<SlashMenuState | null>(null);
  const extension = useMemo(
    () =>
      SlashCommands.configure({
        suggestion: {
          char: '/',
          allowSpaces: false,
          pluginKey: SLASH_COMMANDS_KEY,
          items: ({ query }) => filterSlashCommands(SLASH_COMMANDS, query, labelOf),
          command: ({ editor, range, props }) => {
            props.run(editor, range);
          },
          render: suggestionMenuRenderer<SlashCommand>(setMenu, (props, command) => {
            props.command(command);
          }),
        },
      }),
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
