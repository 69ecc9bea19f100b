import { observer } from 'mobx-react-lite';
import { useWorkItemsScreen } from '#web/domains/work-items/screen-context';
import { type BarPlacement, type GanttRelation, relationArrows } from './gantt-arrows';
import { barGeometry, type ChartRange } from './gantt-geometry';

export interface GanttArrowsProps {
  /** Blocking relations among the listed items; relations reach the client with issue 7. */
  relations: readonly GanttRelation[];
  ids: readonly string[];
  range: ChartRange;
  rowHeight: number;
  left: number;
  width: number;
}

/** Arrows from each blocking item's bar to the bar of the item it blocks, under the bars. */
export const GanttArrows = observer(function GanttArrows({
  relations,
  ids,
  range,
  rowHeight,
  left,
  width,
}: GanttArrowsProps) {
  const model = useWorkItemsScreen();
  if (relations.length === 0) return null;
  const ends = new Set(relations.flatMap((relation) => [relation.fromId, relation.toId]));
  const placements = new Map<string, BarPlacement>();
  ids.forEach((id, row) => {
    if (!ends.has(id)) return;
    const item = model.store.get(id);
    const geometry = item ? barGeometry(range, item) : null;
    if (geometry)
      placements.set(id, { row, left: geometry.left, right: geometry.left + geometry.width });
  });
  const arrows = relationArrows(relations, placements, rowHeight);
  return (
    <svg
      aria-hidden="true"
      className="pointer-events-none absolute top-0 z-[1] h-full overflow-visible"
      style={{ left, width }}
    >
      <defs>
        <marker
          id="gantt-arrow-head"
          viewBox="0 0 8 8"
          refX="7"
          refY="4"
          markerWidth="6"
          markerHeight="6"
          orient="auto"
        >
          <path d="M 0 0 L 8 4 L 0 8 z" fill="var(--text-color-tertiary)" />
        </marker>
      </defs>
      {arrows.map((arrow) => (
        <path
          key={arrow.key}
          d={arrow.d}
          fill="none"
          strokeWidth={1.5}
          stroke={arrow.isConflict ? 'var(--color-danger)' : 'var(--text-color-tertiary)'}
          markerEnd="url(#gantt-arrow-head)"
        />
      ))}
    </svg>
  );
});
