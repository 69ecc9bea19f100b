import { observer } from 'mobx-react-lite';
import { useWorkItemsScreen } from '../../screen-context';

/** The spreadsheet layout (being built). */
export const SpreadsheetLayout = observer(function SpreadsheetLayout() {
  const model = useWorkItemsScreen();
  return <div className="p-6 text-secondary">{model.list.totalCount} work items</div>;
});
