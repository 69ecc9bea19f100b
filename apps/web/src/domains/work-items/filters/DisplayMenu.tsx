import { observer } from 'mobx-react-lite';

/** The display menu (being built). */
export const DisplayMenu = observer(function DisplayMenu() {
  return null;
});
