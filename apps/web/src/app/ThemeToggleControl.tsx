import { observer } from 'mobx-react-lite';
import { ThemeToggle } from '../ui/ThemeToggle';
import { useRootStore } from './store-context';

/** The header's theme switch, bound to the theme store. */
export const ThemeToggleControl = observer(function ThemeToggleControl() {
  const { theme } = useRootStore();
  return (
    <ThemeToggle
      value={theme.preference}
      onChange={(preference) => {
        theme.setPreference(preference);
      }}
    />
  );
});
