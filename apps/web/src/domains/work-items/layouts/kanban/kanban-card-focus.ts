/** Marks the element of a card that takes focus (its title button). */
export const CARD_TITLE_ATTRIBUTE = 'data-card-title';
/** Marks a card list (a column, or a swimlane cell) for arrow-key moves between lists. */
export const CELL_ATTRIBUTE = 'data-kanban-cell';
/** Marks the row of lists that Left and Right move along (the board, or one swimlane). */
export const ROW_ATTRIBUTE = 'data-kanban-row';

function titleOf(container: ParentNode, id: string): HTMLElement | null {
  return container.querySelector<HTMLElement>(
    `[data-id="${CSS.escape(id)}"] [${CARD_TITLE_ATTRIBUTE}]`,
  );
}

/** Focuses a card's title once the virtual list has drawn it (after a scroll to it). */
export function focusCardWhenDrawn(container: HTMLElement | null, id: string, tries = 4): void {
  if (container === null) return;
  const title = titleOf(container, id);
  if (title) {
    title.focus();
    return;
  }
  if (tries > 0)
    requestAnimationFrame(() => {
      focusCardWhenDrawn(container, id, tries - 1);
    });
}

/**
 * Focuses, in the list beside `from` (left or right in its row), the card nearest in height to the
 * focused one; lists without drawn cards (collapsed, empty) are passed over.
 */
export function focusBesideCard(from: HTMLElement, step: -1 | 1): boolean {
  const cell = from.closest<HTMLElement>(`[${CELL_ATTRIBUTE}]`);
  const row = cell?.closest<HTMLElement>(`[${ROW_ATTRIBUTE}]`);
  if (!cell || !row) return false;
  const cells = Array.from(row.querySelectorAll<HTMLElement>(`[${CELL_ATTRIBUTE}]`));
  const top = from.getBoundingClientRect().top;
  for (let index = cells.indexOf(cell) + step; index >= 0 && index < cells.length; index += step) {
    const titles = Array.from(
      cells[index]?.querySelectorAll<HTMLElement>(`[${CARD_TITLE_ATTRIBUTE}]`) ?? [],
    );
    let nearest: HTMLElement | null = null;
    let distance = Infinity;
    for (const title of titles) {
      const gap = Math.abs(title.getBoundingClientRect().top - top);
      if (gap < distance) {
        nearest = title;
        distance = gap;
      }
    }
    if (nearest) {
      nearest.focus();
      return true;
    }
  }
  return false;
}
