import { type Editor, useEditorState } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import { cx } from '#web/ui/cx';
import { IconButton } from '#web/ui/IconButton';
import { PHONE_QUERY, useMediaQuery } from '#web/ui/use-media-query';

interface Heading {
  level: number;
  text: string;
  pos: number;
}

/** The page's headings, in order, with where each starts. */
function headingsOf(editor: Editor): Heading[] {
  const found: Heading[] = [];
  editor.state.doc.descendants((node, pos) => {
    if (node.type.name !== 'heading') return true;
    found.push({ level: Number(node.attrs.level ?? 1), text: node.textContent, pos });
    return false;
  });
  return found;
}

/** The outline (table of contents): the page's headings, each taking the reader to it. */
export function PageOutline({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const { t } = useTranslation(['pages', 'common']);
  // On a phone the outline covers the page: picking a heading shows the page again.
  const isPhone = useMediaQuery(PHONE_QUERY);
  const headings = useEditorState({
    editor,
    selector: ({ editor: current }) => headingsOf(current),
  });
  return (
    <aside
      aria-label={t('page.outline')}
      data-testid="page-outline"
      data-print-hidden
      className="absolute inset-0 z-20 flex flex-col bg-surface md:static md:w-72 md:shrink-0 md:border-l md:border-subtle"
    >
      <header className="flex h-11 shrink-0 items-center justify-between border-b border-subtle px-3">
        <h2 className="text-sm font-medium text-primary">{t('page.outline')}</h2>
        <IconButton icon="x" label={t('common:close')} onClick={onClose} />
      </header>
      {headings.length === 0 ? (
        <p className="p-4 text-sm text-tertiary">{t('page.outlineEmpty')}</p>
      ) : (
        <ol className="flex flex-col overflow-y-auto p-1.5">
          {headings.map((heading) => (
            <li key={heading.pos}>
              <button
                type="button"
                className={cx(
                  'w-full truncate rounded-md px-2 py-1 text-left text-sm text-secondary hover:bg-surface-hover hover:text-primary focus-visible:outline-2 focus-visible:outline-focus',
                  heading.level === 2 && 'pl-5',
                  heading.level === 3 && 'pl-8',
                )}
                onClick={() => {
                  editor
                    .chain()
                    .focus()
                    .setTextSelection(heading.pos + 1)
                    .scrollIntoView()
                    .run();
                  if (isPhone) onClose();
                }}
              >
                {heading.text === '' ? t('row.untitled') : heading.text}
              </button>
            </li>
          ))}
        </ol>
      )}
    </aside>
  );
}
