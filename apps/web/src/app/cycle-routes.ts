import { type RouteObject } from 'react-router';
import { withNamespaces } from '#web/lib/i18n';

/**
 * The cycle screens below a workspace (issue 16), each loaded with its namespace on first visit:
 * none of their code, recharts included, is part of the first page. The cycle's own work-item
 * list (`projects/:projectId/cycles/:cycleId`) is routed with the list contexts.
 */
export function cycleRoutes(): RouteObject[] {
  return [
    {
      path: 'projects/:projectId/cycles',
      lazy: async () => ({
        Component: (
          await withNamespaces(() => import('../domains/cycles/CyclesScreen'), ['cycles'])
        ).CyclesScreen,
      }),
    },
    {
      path: 'active-cycles',
      lazy: async () => ({
        Component: (
          await withNamespaces(() => import('../domains/cycles/ActiveCyclesScreen'), ['cycles'])
        ).ActiveCyclesScreen,
      }),
    },
  ];
}
