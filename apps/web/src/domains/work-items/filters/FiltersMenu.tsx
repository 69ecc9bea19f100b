import { observer } from 'mobx-react-lite';

/** The filter menu (being built). */
export const FiltersMenu = observer(function FiltersMenu() {
  return null;
});
