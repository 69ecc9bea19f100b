import { observer } from 'mobx-react-lite';

/** The applied filters as removable chips (being built). */
export const AppliedFilters = observer(function AppliedFilters() {
  return null;
});
