import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '#web/domains/editor/RichTextEditor';
import { errorMessage } from '#web/lib/api-error';
import { cx } from '#web/ui/cx';
import { DragHandle, type SortableHandle } from '#web/ui/DragHandle';
import { Icon } from '#web/ui/Icon';
import { IconButton } from '#web/ui/IconButton';
import { Menu, menuItemClassName } from '#web/ui/Menu';
import { STICKY_COLORS, stickyBackgroundClass, stickyColorOf } from './sticky-colors';
import type { BoardEntry } from './use-sticky-board';

/** How long a sticky waits after the last key before it is saved. */
const AUTOSAVE_DELAY_MS = 700;

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

export interface StickyNoteProps {
  entry: BoardEntry;
  /** Names the note for assistive technology: "Sticky 3". */
  label: string;
  /** Writes the note's text; rejects with the server's refusal. */
  onSave: (html: string) => Promise<void>;
  onPaint: (color: string) => void;
  onDelete: () => void;
  /** The drag handle's wiring, when the note sits in a sortable board. */
  handle?: SortableHandle;
  autoFocus?: boolean;
}

/**
 * A sticky written in place: each pause in typing saves it (the first words create it), its menu
 * paints it one of the sticky colours or deletes it, and its grip drags it to a new place.
 */
export function StickyNote({
  entry,
  label,
  onSave,
  onPaint,
  onDelete,
  handle,
  autoFocus = false,
}: StickyNoteProps) {
  const { t } = useTranslation('home');
  const [state, setState] = useState<SaveState>('idle');
  const [error, setError] = useState<string | null>(null);
  const pending = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** Saves run one after another, so the first words create the sticky only once. */
  const queue = useRef<Promise<void>>(Promise.resolve());
  const save = useRef(onSave);
  useLayoutEffect(() => {
    save.current = onSave;
  });

  const flush = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    const html = pending.current;
    if (html === null) return;
    pending.current = null;
    setState('saving');
    queue.current = queue.current.then(async () => {
      try {
        await save.current(html);
        setError(null);
        setState(pending.current === null ? 'saved' : 'saving');
      } catch (cause) {
        setError(errorMessage(cause, t('stickies.saveFailed')));
        setState('failed');
      }
    });
  };

  // Whatever is still waiting is saved when the note goes away (a dialog closed, a page left).
  const flushRef = useRef(flush);
  useLayoutEffect(() => {
    flushRef.current = flush;
  });
  useEffect(
    () => () => {
      flushRef.current();
    },
    [],
  );

  const onChange = (html: string) => {
    pending.current = html;
    setState('saving');
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(flush, AUTOSAVE_DELAY_MS);
  };

  const color = stickyColorOf(entry.sticky?.background_color);
  const isNew = entry.sticky === null;
  return (
    <article
      data-testid="sticky"
      aria-label={label}
      className={cx(
        'flex h-full flex-col gap-1 rounded-lg border border-subtle px-3 pb-3 pt-1.5 shadow-xs',
        stickyBackgroundClass(entry.sticky?.background_color),
      )}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) flush();
      }}
    >
      <div className="-mr-1.5 flex items-center gap-1">
        {handle !== undefined && (
          <DragHandle
            sortable={handle}
            label={t('stickies.reorder', { name: label })}
            title={isNew ? t('stickies.reorderNew') : t('stickies.reorderHint')}
            disabled={isNew}
            isCompact
          />
        )}
        <span className="min-w-0 flex-1 truncate text-xs text-tertiary" aria-live="polite">
          {state === 'saving' ? t('stickies.saving') : state === 'saved' ? t('stickies.saved') : ''}
        </span>
        <Menu
          triggerLabel={t('stickies.colorOf', { name: label })}
          trigger={<Icon name="palette" size={14} />}
          placement="bottom-end"
          triggerClassName="flex size-7 items-center justify-center rounded-md text-tertiary hover:bg-surface-hover hover:text-primary focus-visible:outline-2 focus-visible:outline-focus disabled:opacity-40"
        >
          {(close) =>
            isNew ? (
              <p className="px-2 py-1.5 text-sm text-tertiary">{t('stickies.colorAfterSave')}</p>
            ) : (
              STICKY_COLORS.map((option) => (
                <button
                  key={option}
                  type="button"
                  role="menuitemradio"
                  aria-checked={option === color}
                  className={menuItemClassName}
                  onClick={() => {
                    close();
                    onPaint(option);
                  }}
                >
                  <span
                    aria-hidden
                    className={cx(
                      'size-4 rounded-full border border-strong',
                      stickyBackgroundClass(option),
                    )}
                  />
                  <span className="flex-1">{t(`stickies.colors.${option}`)}</span>
                  {option === color && <Icon name="check" size={14} className="text-accent" />}
                </button>
              ))
            )
          }
        </Menu>
        <IconButton
          icon="trash"
          tone="danger"
          label={t('stickies.deleteOne', { name: label })}
          onClick={onDelete}
        />
      </div>
      {error !== null && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <div className="min-h-16 flex-1 text-primary">
        <RichTextEditor
          initialHtml={entry.sticky?.description_html ?? ''}
          autoFocus={autoFocus}
          variant="note"
          label={t('stickies.text', { name: label })}
          placeholder={t('stickies.placeholder')}
          onChange={onChange}
          onSubmit={flush}
        />
      </div>
    </article>
  );
}
