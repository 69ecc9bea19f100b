import { type ComponentType } from 'react';
import { type RouteObject } from 'react-router';
import { withNamespaces } from '#web/lib/i18n';

type Load = () => Promise<Record<string, ComponentType>>;

function cycleScreen(path: string, load: Load, name: string): RouteObject {
  return {
    path,
    lazy: async () => ({ Component: (await withNamespaces(load, ['cycles']))[name] }),
  };
}

/**
 * The cycle screens below a workspace (issue 16), each loaded with the `cycles` namespace on first
 * visit: none of their code, recharts included, is part of the first page. The cycle's own
 * work-item list (`projects/:projectId/cycles/:cycleId`) is routed with the list contexts.
 */
export function cycleRoutes(): RouteObject[] {
  return [
    cycleScreen(
      'projects/:projectId/cycles',
      () => import('../domains/cycles/CyclesScreen'),
      'CyclesScreen',
    ),
    cycleScreen(
      'active-cycles',
      () => import('../domains/cycles/ActiveCyclesScreen'),
      'ActiveCyclesScreen',
    ),
  ];
}
