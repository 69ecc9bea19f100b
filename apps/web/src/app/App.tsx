import { observer } from 'mobx-react-lite';
import { RouterProvider } from 'react-router';
import { Toaster } from '../ui/Toaster';
import type { RootStore } from './root-store';
import type { AppRouter } from './router';
import { StoreContext } from './store-context';

export interface AppProps {
  store: RootStore;
  router: AppRouter;
}

export const App = observer(function App({ store, router }: AppProps) {
  return (
    <StoreContext value={store}>
      <RouterProvider router={router} />
      <Toaster theme={store.theme.resolvedTheme} />
    </StoreContext>
  );
});
