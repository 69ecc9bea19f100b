import { type DisplayPropertyKey } from '@keel/core';
import { observer } from 'mobx-react-lite';
import { useWorkItemsScreen } from '../screen-context';

export interface WorkItemPropertiesProps {
  id: string;
  /** 'row': one line, for list rows; 'card': wrapping, for kanban cards and calendar chips. */
  variant: 'row' | 'card';
  /** Properties not to show here, such as the one the list is grouped by. */
  hide?: readonly DisplayPropertyKey[];
}

/** An item's enabled display properties (being built: read-only for now). */
export const WorkItemProperties = observer(function WorkItemProperties({
  id,
}: WorkItemPropertiesProps) {
  const model = useWorkItemsScreen();
  const item = model.store.get(id);
  if (!item) return null;
  return <span className="text-xs text-tertiary">{item.priority}</span>;
});
