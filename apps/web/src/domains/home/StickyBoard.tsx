import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '#web/ui/Alert';
import { Button } from '#web/ui/Button';
import { EmptyState } from '#web/ui/EmptyState';
import { Icon } from '#web/ui/Icon';
import { SearchField } from '#web/ui/SearchField';
import { Skeleton } from '#web/ui/Skeleton';
import { SortableList } from '#web/ui/SortableList';
import { StickyNote } from './StickyNote';
import type { StickyBoard as Board } from './use-sticky-board';

/**
 * The person's stickies as cards in a grid, newest first, with a search over their text and the
 * "Add sticky" button (one new sticky at a time). Used by the stickies page and the All stickies
 * dialog.
 */
export function StickyBoard({ board, isTall = false }: { board: Board; isTall?: boolean }) {
  const { t } = useTranslation('home');
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const { entries } = board;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <SearchField
            label={t('stickies.search')}
            placeholder={t('stickies.searchPlaceholder')}
            value={board.search}
            onChange={board.setSearch}
          />
        </div>
        <Button
          variant="primary"
          size="sm"
          leadingIcon={<Icon name="plus" size={14} />}
          disabled={!board.canAdd}
          title={board.canAdd ? undefined : t('stickies.oneAtATime')}
          onClick={() => {
            setFocusKey(board.add() ?? null);
          }}
        >
          {t('stickies.add')}
        </Button>
      </div>
      {board.error !== null && <Alert>{board.error}</Alert>}
      {entries === null ? (
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : entries.length === 0 ? (
        <EmptyState
          icon={<Icon name="sticky-note" size={20} />}
          title={board.query === '' ? t('stickies.emptyTitle') : t('stickies.noMatch')}
          description={board.query === '' ? t('stickies.empty') : undefined}
        />
      ) : (
        <SortableList
          items={entries}
          getId={(entry) => entry.key}
          onMove={board.move}
          layout="grid"
          isDisabled={(entry) => entry.sticky === null}
          label={t('stickies.listLabel')}
          className={
            isTall
              ? 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3'
              : 'grid max-h-[60vh] gap-3 overflow-y-auto sm:grid-cols-2'
          }
        >
          {(entry, handle) => {
            const label = t('stickies.number', { number: entries.indexOf(entry) + 1 });
            return (
              <StickyNote
                entry={entry}
                label={label}
                handle={handle}
                autoFocus={entry.key === focusKey}
                onSave={(html) => board.saveText(entry, html)}
                onPaint={(color) => {
                  if (entry.sticky) void board.paint(entry.sticky, color);
                }}
                onDelete={() => void board.remove(entry)}
              />
            );
          }}
        </SortableList>
      )}
      {board.nextCursor !== null && entries !== null && (
        <Button variant="secondary" size="sm" onClick={() => void board.loadMore()}>
          {t('stickies.more')}
        </Button>
      )}
    </div>
  );
}
