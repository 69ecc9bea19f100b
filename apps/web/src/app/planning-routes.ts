import { createElement } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { lazyRoute } from './lazy-screen';

/**
 * Cycles and modules (issue 16), saved views (issue 17), the intake (issue 18) and pages (issue
 * 19): their screens and their work-item lists, none in the first page.
 */
export function planningRoutes(): RouteObject[] {
  const project = 'projects/:projectId';
  return [
    lazyRoute(`${project}/cycles`, () => import('../domains/cycles/CyclesScreen'), 'CyclesScreen', [
      'cycles',
    ]),
    lazyRoute(
      `${project}/cycles/:cycleId`,
      () => import('../domains/cycles/CycleWorkItemsScreen'),
      'CycleWorkItemsScreen',
      ['cycles'],
    ),
    lazyRoute(
      'active-cycles',
      () => import('../domains/cycles/ActiveCyclesScreen'),
      'ActiveCyclesScreen',
      ['cycles'],
    ),
    lazyRoute(
      `${project}/modules`,
      () => import('../domains/modules/ModulesScreen'),
      'ModulesScreen',
      ['modules'],
    ),
    lazyRoute(`${project}/views`, () => import('../domains/views/ViewsScreen'), 'ViewsScreen', [
      'views',
    ]),
    lazyRoute(
      `${project}/views/:viewId`,
      () => import('../domains/views/ViewWorkItemsScreen'),
      'ViewWorkItemsScreen',
      ['views'],
    ),
    lazyRoute(
      `${project}/pages`,
      () => import('../domains/pages/PagesListScreen'),
      'PagesListScreen',
      ['pages'],
    ),
    lazyRoute(
      `${project}/pages/:pageId`,
      () => import('../domains/pages/PageScreen'),
      'PageScreen',
      ['pages', 'editor', 'assets'],
    ),
    // Plane's older address of the intake.
    {
      path: `${project}/inbox`,
      element: createElement(Navigate, { replace: true, to: '../intake', relative: 'path' }),
    },
    lazyRoute(`${project}/intake`, () => import('../domains/intake/IntakeScreen'), 'IntakeScreen', [
      'intake',
      'work-item-detail',
    ]),
    lazyRoute(
      `${project}/modules/:moduleId`,
      () => import('../domains/modules/ModuleWorkItemsScreen'),
      'ModuleWorkItemsScreen',
      ['modules'],
    ),
  ];
}
