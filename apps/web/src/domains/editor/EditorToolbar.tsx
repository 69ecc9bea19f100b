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
  SquareCode,
  Strikethrough,
  Table,
  TextQuote,
} from 'lucide-react';
import { useRef } from 'react';
import { cx } from '../../ui/cx';

interface ToolbarAction {
  name: string;
  icon: LucideIcon;
  /** The shortcut shown in the tooltip. */
  keys?: string;
  isActive: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);
const MOD = IS_MAC ? '⌘' : 'Ctrl+';

const MARKS: readonly ToolbarAction[] = [
  {
    name: 'Bold',
    icon: Bold,
    keys: `${MOD}B`,
    isActive: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    name: 'Italic',
    icon: Italic,
    keys: `${MOD}I`,
    isActive: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    name: 'Strikethrough',
    icon: Strikethrough,
    isActive: (e) => e.isActive('strike'),
    run: (e) => e.chain().focus().toggleStrike().run(),
  },
  {
    name: 'Inline code',
    icon: Code,
    keys: `${MOD}E`,
    isActive: (e) => e.isActive('code'),
    run: (e) => e.chain().focus().toggleCode().run(),
  },
  {
    name: 'Link',
    icon: Link,
    isActive: (e) => e.isActive('link'),
    run: (e) => {
      if (e.isActive('link')) {
        e.chain().focus().extendMarkRange('link').unsetLink().run();
        return;
      }
      const previous = (e.getAttributes('link') as { href?: string }).href ?? 'https://';
      const href = window.prompt('Link address', previous);
      if (href === null || href.trim() === '') return;
      if (!/^(https?:|mailto:)/i.test(href.trim())) return;
      e.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
    },
  },
];

const BLOCKS: readonly ToolbarAction[] = [
  {
    name: 'Heading 1',
    icon: Heading1,
    isActive: (e) => e.isActive('heading', { level: 1 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 1 }).run(),
  },
  {
    name: 'Heading 2',
    icon: Heading2,
    isActive: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    name: 'Heading 3',
    icon: Heading3,
    isActive: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    name: 'Bulleted list',
    icon: List,
    isActive: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    name: 'Numbered list',
    icon: ListOrdered,
    isActive: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    name: 'Checklist',
    icon: ListChecks,
    isActive: (e) => e.isActive('taskList'),
    run: (e) => e.chain().focus().toggleTaskList().run(),
  },
  {
    name: 'Quote',
    icon: TextQuote,
    isActive: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
  {
    name: 'Code block',
    icon: SquareCode,
    isActive: (e) => e.isActive('codeBlock'),
    run: (e) => e.chain().focus().toggleCodeBlock().run(),
  },
  {
    name: 'Table',
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
  const Glyph = action.icon;
  const title = action.keys ? `${action.name} (${action.keys})` : action.name;
  return (
    <button
      type="button"
      aria-label={action.name}
      aria-pressed={isActive}
      title={title}
      // Keeps the selection the action applies to.
      onMouseDown={(event) => {
        event.preventDefault();
      }}
      onClick={onRun}
      className={cx(
        'flex size-7 shrink-0 items-center justify-center rounded-md transition-colors duration-100 outline-none focus-visible:outline-2 focus-visible:outline-focus',
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
  className,
}: {
  editor: Editor;
  /** Stores and inserts an image file; none hides the image button. */
  onPickImage?: ((file: File) => void) | undefined;
  className?: string;
}) {
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
      aria-label="Formatting"
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
            action={{ name: 'Image', icon: Image }}
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
    </div>
  );
}
