import { RouterProvider } from 'react-router';
import { type RootStore } from './root-store';
import { type AppRouter } from './router';
import { StoreContext } from './store-context';

export interface AppProps {
  store: RootStore;
  router: AppRouter;
}

export function App({ store, router }: AppProps) {
  return (
    <StoreContext value={store}>
      <RouterProvider router={router} />
    </StoreContext>
  );
}
