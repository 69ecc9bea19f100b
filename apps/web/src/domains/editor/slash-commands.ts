import { Extension, type Editor, type Range } from '@tiptap/core';
import { PluginKey } from '@tiptap/pm/state';
import Suggestion, { type SuggestionOptions } from '@tiptap/suggestion';
import type editorText from '#web/locales/en/editor.json';

/** The `/` list's plugin: each suggestion list needs a key of its own. */
export const SLASH_COMMANDS_KEY = new PluginKey('slashCommands');

/** What a command asks of the screen after it runs: a choice the editor cannot make alone. */
export type SlashPicker = 'workItems' | 'file' | 'image';

/** A command of the `/` menu: its name in `editor:slash.commands`, its icon, what it does. */
export interface SlashCommand {
  name: keyof (typeof editorText)['slash']['commands'];
  /** Words it is also found by (English, as typed after the slash). */
  aliases: readonly string[];
  run: (editor: Editor, range: Range) => void;
  /** Offered only where the screen can pick this (work items to embed, a file to attach). */
  picker?: SlashPicker;
}

/** Removes the typed command; the picker then inserts what was chosen where it stood. */
const clearCommand = (e: Editor, r: Range) => e.chain().focus().deleteRange(r).run();

/** The blocks `/` offers: each replaces the typed command with its block. */
export const SLASH_COMMANDS: readonly SlashCommand[] = [
  {
    name: 'text',
    aliases: ['paragraph', 'p'],
    run: (e, r) => e.chain().focus().deleteRange(r).setParagraph().run(),
  },
  {
    name: 'heading1',
    aliases: ['h1', 'title'],
    run: (e, r) => e.chain().focus().deleteRange(r).setHeading({ level: 1 }).run(),
  },
  {
    name: 'heading2',
    aliases: ['h2'],
    run: (e, r) => e.chain().focus().deleteRange(r).setHeading({ level: 2 }).run(),
  },
  {
    name: 'heading3',
    aliases: ['h3'],
    run: (e, r) => e.chain().focus().deleteRange(r).setHeading({ level: 3 }).run(),
  },
  {
    name: 'bulletedList',
    aliases: ['ul', 'bullet'],
    run: (e, r) => e.chain().focus().deleteRange(r).toggleBulletList().run(),
  },
  {
    name: 'numberedList',
    aliases: ['ol', 'number'],
    run: (e, r) => e.chain().focus().deleteRange(r).toggleOrderedList().run(),
  },
  {
    name: 'checklist',
    aliases: ['todo', 'task'],
    run: (e, r) => e.chain().focus().deleteRange(r).toggleTaskList().run(),
  },
  {
    name: 'quote',
    aliases: ['blockquote'],
    run: (e, r) => e.chain().focus().deleteRange(r).toggleBlockquote().run(),
  },
  {
    name: 'codeBlock',
    aliases: ['code', 'pre'],
    run: (e, r) => e.chain().focus().deleteRange(r).toggleCodeBlock().run(),
  },
  {
    name: 'callout',
    aliases: ['note', 'info'],
    run: (e, r) => e.chain().focus().deleteRange(r).toggleCallout().run(),
  },
  {
    name: 'divider',
    aliases: ['hr', 'line', 'separator'],
    run: (e, r) => e.chain().focus().deleteRange(r).setHorizontalRule().run(),
  },
  {
    name: 'table',
    aliases: ['grid'],
    run: (e, r) =>
      e.chain().focus().deleteRange(r).insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
  },
  { name: 'image', aliases: ['picture', 'photo', 'img'], run: clearCommand, picker: 'image' },
  { name: 'file', aliases: ['attachment', 'upload'], run: clearCommand, picker: 'file' },
  {
    name: 'workItem',
    aliases: ['embed', 'issue', 'task'],
    run: clearCommand,
    picker: 'workItems',
  },
];

/**
 * The commands whose name (in the interface's language) or aliases contain the query, among those
 * the screen can carry out (`pickers` it offers).
 */
export function filterSlashCommands(
  commands: readonly SlashCommand[],
  query: string,
  labelOf: (command: SlashCommand) => string,
  pickers: ReadonlySet<SlashPicker> = new Set(),
): SlashCommand[] {
  const wanted = query.trim().toLowerCase();
  const offered = commands.filter(
    (command) => command.picker === undefined || pickers.has(command.picker),
  );
  if (wanted === '') return offered;
  return offered.filter(
    (command) =>
      labelOf(command).toLowerCase().includes(wanted) ||
      command.aliases.some((alias) => alias.startsWith(wanted)),
  );
}

/**
 * The `/` menu: typing a slash at the start of a word offers blocks to insert; the web editor
 * passes how the list is drawn (`render`) and which commands there are.
 */
export const SlashCommands = Extension.create<{
  suggestion: Omit<SuggestionOptions<SlashCommand, SlashCommand>, 'editor'>;
}>({
  name: 'slashCommands',
  addOptions() {
    return {
      suggestion: {
        char: '/',
        allowSpaces: false,
        pluginKey: SLASH_COMMANDS_KEY,
        command: ({ editor, range, props }) => {
          props.run(editor, range);
        },
      },
    };
  },
  addProseMirrorPlugins() {
    return [Suggestion({ editor: this.editor, ...this.options.suggestion })];
  },
});
