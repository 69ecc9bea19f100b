import { observer } from 'mobx-react-lite';
import { useWorkItemsScreen } from '../../screen-context';

/** The gantt layout (being built). */
export const GanttLayout = observer(function GanttLayout() {
  const model = useWorkItemsScreen();
  return <div className="p-6 text-secondary">{model.list.totalCount} work items</div>;
});
