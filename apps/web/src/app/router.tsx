import { createBrowserRouter } from 'react-router';
import { InstanceHomeScreen } from '../domains/instance/InstanceHomeScreen';
import { AppShell } from './AppShell';
import { NotFoundScreen } from './NotFoundScreen';
import { RouteErrorScreen } from './RouteErrorScreen';

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <AppShell />,
      // Reached only when the shell itself fails; it draws its own frame.
      errorElement: <RouteErrorScreen isStandalone />,
      children: [
        {
          // A screen that fails keeps the header, so the rest of the product stays in reach.
          errorElement: <RouteErrorScreen />,
          children: [
            { index: true, element: <InstanceHomeScreen /> },
            { path: '*', element: <NotFoundScreen /> },
          ],
        },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
