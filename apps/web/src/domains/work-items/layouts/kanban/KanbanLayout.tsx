import { observer } from 'mobx-react-lite';
import { useWorkItemsScreen } from '../../screen-context';

/** The kanban layout (being built). */
export const KanbanLayout = observer(function KanbanLayout() {
  const model = useWorkItemsScreen();
  return <div className="p-6 text-secondary">{model.list.totalCount} work items</div>;
});
