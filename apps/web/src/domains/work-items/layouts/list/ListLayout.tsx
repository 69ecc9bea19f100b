import { observer } from 'mobx-react-lite';
import { useWorkItemsScreen } from '../../screen-context';

/** The list layout (being built). */
export const ListLayout = observer(function ListLayout() {
  const model = useWorkItemsScreen();
  return <div className="p-6 text-secondary">{model.list.totalCount} work items</div>;
});
