import { useTranslation } from 'react-i18next';
import { i18n } from '#web/lib/i18n';
import { type Editor, useEditorState } from '@tiptap/react';
// The editor's formatting icons come straight from Lucide (as ui/Icon does): they are drawn only
// here, inside the editor's own lazy chunk, and must not join the icons offered as project logos.
import {
  Bold,
  Code,
  Heading1,
  Heading2,
  Heading3,
  Image,
  Italic,
  Link,
  List,
  ListChecks,
  ListOrdered,
  type LucideIcon,
  Sparkles,
  SquareCode,
  Strikethrough,
  Table,
  TextQuote,
} from 'lucide-react';
import { useRef } from 'react';
import { cx } from '#web/ui/cx';
import type editorText from '#web/locales/en/editor.json';

type ActionName = keyof (typeof editorText)['toolbar']['actions'];

interface ToolbarAction {
  /** Its key under `editor:toolbar.actions`. */
  name: ActionName;
  icon: LucideIcon;
  /** The letter of the shortcut shown in the tooltip, pressed with Cmd or Ctrl. */
  keys?: string;
  isActive: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

const MARKS: readonly ToolbarAction[] = [
  {
    name: 'bold',
    icon: Bold,
    keys: 'B',
    isActive: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    name: 'italic',
    icon: Italic,
    keys: 'I',
    isActive: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    name: 'strikethrough',
    icon: Strikethrough,
    isActive: (e) => e.isActive('strike'),
    run: (e) => e.chain().focus().toggleStrike().run(),
  },
  {
    name: 'inlineCode',
    icon: Code,
    keys: 'E',
    isActive: (e) => e.isActive('code'),
    run: (e) => e.chain().focus().toggleCode().run(),
  },
  {
    name: 'link',
    icon: Link,
    isActive: (e) => e.isActive('link'),
    run: (e) => {
      if (e.isActive('link')) {
        e.chain().focus().extendMarkRange('link').unsetLink().run();
        return;
      }
      const previous = (e.getAttributes('link') as { href?: string }).href ?? 'https://';
      const href = window.prompt(i18n.t('editor:toolbar.linkPrompt'), previous);
      if (href === null || href.trim() === '') return;
      if (!/^(https?:|mailto:)/i.test(href.trim())) return;
      e.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
    },
  },
];

const BLOCKS: readonly ToolbarAction[] = [
  {
    name: 'heading1',
    icon: Heading1,
    isActive: (e) => e.isActive('heading', { level: 1 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 1 }).run(),
  },
  {
    name: 'heading2',
    icon: Heading2,
    isActive: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    name: 'heading3',
    icon: Heading3,
    isActive: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    name: 'bulletedList',
    icon: List,
    isActive: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    name: 'numberedList',
    icon: ListOrdered,
    isActive: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    name: 'checklist',
    icon: ListChecks,
    isActive: (e) => e.isActive('taskList'),
    run: (e) => e.chain().focus().toggleTaskList().run(),
  },
  {
    name: 'quote',
    icon: TextQuote,
    isActive: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
  {
    name: 'codeBlock',
    icon: SquareCode,
    isActive: (e) => e.isActive('codeBlock'),
    run: (e) => e.chain().focus().toggleCodeBlock().run(),
  },
  {
    name: 'table',
    icon: Table,
    isActive: (e) => e.isActive('table'),
    run: (e) => e.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
  },
];

function ToolbarButton({
  action,
  isActive,
  onRun,
}: {
  action: Pick<ToolbarAction, 'name' | 'icon' | 'keys'>;
  isActive: boolean;
  onRun: () => void;
}) {
  const { t } = useTranslation('editor');
  const Glyph = action.icon;
  const name = t(`toolbar.actions.${action.name}`);
  const title = action.keys
    ? t('toolbar.withShortcut', {
        name,
        keys: IS_MAC ? `⌘${action.keys}` : t('toolbar.ctrlKey', { key: action.keys }),
      })
    : name;
  return (
    <button
      type="button"
      aria-label={name}
      aria-pressed={isActive}
      title={title}
      // Keeps the selection the action applies to.
      onMouseDown={(event) => {
        event.preventDefault();
      }}
      onClick={onRun}
      className={cx(
        'flex size-7 shrink-0 touch:size-10 items-center justify-center rounded-md transition-colors duration-100 outline-none focus-visible:outline-2 focus-visible:outline-focus',
        isActive
          ? 'bg-accent-subtle text-accent'
          : 'text-tertiary hover:bg-surface-hover hover:text-primary',
      )}
    >
      <Glyph size={15} strokeWidth={1.75} aria-hidden />
    </button>
  );
}

/**
 * The formatting buttons: marks, then blocks (headings, lists, checklist, quote, code, table),
 * then an image from a file when images are on. Active formats are pressed.
 */
export function EditorToolbar({
  editor,
  onPickImage,
  onAskPi,
  className,
}: {
  editor: Editor;
  /** Stores and inserts an image file; none hides the image button. */
  onPickImage?: ((file: File) => void) | undefined;
  /** Opens Pi on the selection; none (no AI here) hides the button. */
  onAskPi?: (() => void) | undefined;
  className?: string;
}) {
  const { t } = useTranslation('editor');
  const fileRef = useRef<HTMLInputElement>(null);
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      [...MARKS, ...BLOCKS].map((action) => action.isActive(current)),
  });
  const separator = <span aria-hidden className="mx-1 h-4 shrink-0 border-l border-subtle" />;
  return (
    <div
      role="toolbar"
      aria-label={t('toolbar.label')}
      className={cx('flex items-center gap-0.5', className)}
    >
      {MARKS.map((action, index) => (
        <ToolbarButton
          key={action.name}
          action={action}
          isActive={active[index] ?? false}
          onRun={() => {
            action.run(editor);
          }}
        />
      ))}
      {separator}
      {BLOCKS.map((action, index) => (
        <ToolbarButton
          key={action.name}
          action={action}
          isActive={active[MARKS.length + index] ?? false}
          onRun={() => {
            action.run(editor);
          }}
        />
      ))}
      {onPickImage && (
        <>
          {separator}
          <ToolbarButton
            action={{ name: 'image', icon: Image }}
            isActive={false}
            onRun={() => fileRef.current?.click()}
          />
          <input
            ref={fileRef}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            className="hidden"
            aria-hidden
            tabIndex={-1}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) onPickImage(file);
            }}
          />
        </>
      )}
      {onAskPi && (
        <>
          {separator}
          <ToolbarButton
            action={{ name: 'askPi', icon: Sparkles }}
            isActive={false}
            onRun={onAskPi}
          />
        </>
      )}
    </div>
  );
}
