import { observer } from 'mobx-react-lite';
import { useWorkItemsScreen } from '../../screen-context';

/** The calendar layout (being built). */
export const CalendarLayout = observer(function CalendarLayout() {
  const model = useWorkItemsScreen();
  return <div className="p-6 text-secondary">{model.list.totalCount} work items</div>;
});
