import { Navigate, type Params, createBrowserRouter } from 'react-router';
import { ProjectHomeRedirect } from '../domains/projects/ProjectHomeRedirect';
import { RequireUser } from '../domains/users/SessionGate';
import { WorkspaceLayout } from '../domains/workspaces/WorkspaceLayout';
import { withNamespaces } from '#web/lib/i18n';
import { PageSpinner } from '../ui/PageSpinner';
import { prefetchProjectWorkItems } from '../domains/work-items/work-items-prefetch';
import { AppShell } from './AppShell';
import { screen } from './lazy-screen';
import { planningRoutes } from './planning-routes';
import { NotFoundScreen } from './NotFoundScreen';
import { RouteErrorScreen } from './RouteErrorScreen';
import type { RootStore } from './root-store';

/** The sign-in and sign-up screens, behind the instance's first-run check. */
function authFlow(mode: 'sign-in' | 'sign-up') {
  return async () => {
    const { AuthFlow, InstanceGate, SignedOutOnly } = await withNamespaces(
      () => import('./auth-routes'),
      ['auth', 'instance'],
    );
    return {
      element: (
        <InstanceGate>
          <SignedOutOnly>
            <AuthFlow mode={mode} />
          </SignedOutOnly>
        </InstanceGate>
      ),
    };
  };
}

function catalogue(kind: 'shops' | 'customers') {
  return async () => {
    const { CatalogueSettingsScreen } =
      await import('../domains/catalogues/CatalogueSettingsScreen');
    return { element: <CatalogueSettingsScreen catalogue={kind} /> };
  };
}

function workspaceList(variant: 'global' | 'profile' | 'drafts') {
  return async () => {
    // The global views' tabs hold the saved views, whose words come with the screen.
    const { WorkspaceWorkItemsScreen } = await withNamespaces(
      () => import('../domains/work-items/WorkspaceWorkItemsScreen'),
      ['views'],
    );
    return { element: <WorkspaceWorkItemsScreen variant={variant} /> };
  };
}

/** A work item's own page, by key (`browse/WEB-42`) or by project and id. */
function workItemDetail() {
  return screen(
    () => import('../domains/work-items/detail/WorkItemDetailPage'),
    'WorkItemDetailPage',
    ['work-item-detail', 'editor', 'assets'],
  );
}

/**
 * Starts the session check and, once signed in, the workspace's own loads (workspaces, projects)
 * as soon as a workspace route is entered: the screens would otherwise ask only once the route's
 * code has arrived and each gate above them has rendered, one round trip after another. The gates
 * still decide what to draw; these loads only fill the stores earlier. On a first visit the
 * bootstrap has answered them already (lib/early-answers.ts); the viewer's role and the lookups
 * are asked by the layout and the screen, which take the bootstrap's answers, each once.
 */
function warmWorkspace(store: RootStore, slug: string): Promise<boolean> {
  return store.user.ensureLoaded().then(() => {
    if (!store.user.isSignedIn || !store.user.isOnboarded) return false;
    void store.workspaces.ensureLoaded();
    void store.projects.ensureLoaded(slug);
    return true;
  });
}

/**
 * Whether a loader that warms stores runs again: only for another workspace or project. Every
 * navigation would otherwise run it again, and a list writes its settings into the address as it
 * opens (use-list-url.ts), which asked for the same lookups a second time.
 */
function isOtherPlace({
  currentParams,
  nextParams,
}: {
  currentParams: Params;
  nextParams: Params;
}): boolean {
  return (
    currentParams.workspaceSlug !== nextParams.workspaceSlug ||
    currentParams.projectId !== nextParams.projectId
  );
}

/**
 * The app's routes; `store` gives loaders the API client for prefetching. Each top-level route
 * names what to draw while the first screen's code or loader is on its way (React Router asks for
 * it on the first load of any route with a loader or a lazy screen).
 */
export function createAppRouter(store: RootStore) {
  return createBrowserRouter([
    {
      element: <AppShell />,
      hydrateFallbackElement: <PageSpinner />,
      // Reached only when the shell itself fails; it draws its own frame.
      errorElement: <RouteErrorScreen isStandalone />,
      children: [
        {
          // A screen that fails keeps the header, so the rest of the product stays in reach.
          errorElement: <RouteErrorScreen />,
          children: [
            { index: true, lazy: authFlow('sign-in') },
            { path: 'sign-up', lazy: authFlow('sign-up') },
            {
              path: 'setup',
              lazy: screen(() => import('../domains/auth/SetupScreen'), 'SetupScreen', [
                'auth',
                'instance',
              ]),
            },
            {
              path: 'accounts/forgot-password',
              lazy: screen(
                () => import('../domains/auth/ForgotPasswordScreen'),
                'ForgotPasswordScreen',
                ['auth'],
              ),
            },
            {
              path: 'accounts/reset-password',
              lazy: screen(
                () => import('../domains/auth/ResetPasswordScreen'),
                'ResetPasswordScreen',
                ['auth'],
              ),
            },
            {
              path: 'spaces/intake/:anchor',
              lazy: screen(
                () => import('../domains/intake/PublicIntakeFormScreen'),
                'PublicIntakeFormScreen',
                ['intake-form'],
              ),
            },
            {
              path: 'workspace-invitations',
              lazy: screen(
                () => import('../domains/invitations/WorkspaceInvitationScreen'),
                'WorkspaceInvitationScreen',
                ['invitations'],
              ),
            },
            {
              element: <RequireUser />,
              children: [
                {
                  path: 'onboarding',
                  lazy: screen(
                    () => import('../domains/onboarding/OnboardingScreen'),
                    'OnboardingScreen',
                    ['onboarding', 'invitations'],
                  ),
                },
                {
                  path: 'invitations',
                  lazy: screen(
                    () => import('../domains/invitations/InvitationsScreen'),
                    'InvitationsScreen',
                    ['invitations'],
                  ),
                },
              ],
            },
            {
              element: <RequireUser requireOnboarded />,
              children: [
                {
                  path: 'create-workspace',
                  lazy: screen(
                    () => import('../domains/workspaces/CreateWorkspaceScreen'),
                    'CreateWorkspaceScreen',
                  ),
                },
                {
                  path: 'settings/profile/general',
                  lazy: screen(
                    () => import('../domains/users/ProfileSettingsScreen'),
                    'ProfileSettingsScreen',
                  ),
                },
                {
                  path: 'settings/profile/api-tokens',
                  lazy: screen(
                    () => import('../domains/api-tokens/ApiTokensScreen'),
                    'ApiTokensScreen',
                    ['api-tokens'],
                  ),
                },
                {
                  path: 'settings/profile/activity',
                  lazy: screen(
                    () => import('../domains/profile/OwnActivityScreen'),
                    'OwnActivityScreen',
                    ['profile', 'work-item-detail'],
                  ),
                },
              ],
            },
            { path: '*', element: <NotFoundScreen /> },
          ],
        },
      ],
    },
    {
      // Instance administration (Plane's god mode); signed-out visitors are sent to sign in.
      path: 'god-mode',
      element: <RequireUser />,
      hydrateFallbackElement: <PageSpinner />,
      errorElement: <RouteErrorScreen isStandalone />,
      children: [
        {
          lazy: screen(
            () => import('../domains/instances/admin/InstanceAdminLayout'),
            'InstanceAdminLayout',
            ['instance-admin', 'instance'],
          ),
          children: [
            { index: true, element: <Navigate replace to="/god-mode/general" /> },
            {
              path: 'general',
              lazy: screen(
                () => import('../domains/instances/admin/GeneralAdminScreen'),
                'GeneralAdminScreen',
              ),
            },
            {
              path: 'workspace',
              lazy: screen(
                () => import('../domains/instances/admin/WorkspaceAdminScreen'),
                'WorkspaceAdminScreen',
              ),
            },
            { path: 'workspaces', element: <Navigate replace to="/god-mode/workspace" /> },
            {
              path: 'authentication',
              lazy: screen(
                () => import('../domains/instances/admin/AuthenticationAdminScreen'),
                'AuthenticationAdminScreen',
              ),
            },
            {
              path: 'email',
              lazy: screen(
                () => import('../domains/instances/admin/EmailAdminScreen'),
                'EmailAdminScreen',
              ),
            },
            { path: '*', element: <NotFoundScreen /> },
          ],
        },
      ],
    },
    {
      path: ':workspaceSlug',
      loader: ({ params }) => {
        if (params.workspaceSlug) void warmWorkspace(store, params.workspaceSlug);
        return null;
      },
      shouldRevalidate: isOtherPlace,
      element: <RequireUser requireOnboarded />,
      hydrateFallbackElement: <PageSpinner />,
      errorElement: <RouteErrorScreen isStandalone />,
      children: [
        {
          element: <WorkspaceLayout />,
          children: [
            {
              index: true,
              lazy: screen(
                () => import('../domains/workspaces/WorkspaceHomeScreen'),
                'WorkspaceHomeScreen',
                ['home'],
              ),
            },
            {
              path: 'settings',
              lazy: screen(
                () => import('../domains/workspaces/WorkspaceSettingsScreen'),
                'WorkspaceSettingsScreen',
              ),
            },
            {
              path: 'settings/members',
              lazy: screen(
                () => import('../domains/members/MembersSettingsScreen'),
                'MembersSettingsScreen',
                ['invitations'],
              ),
            },
            {
              path: 'settings/exports',
              lazy: screen(
                () => import('../domains/exports/ExportsSettingsScreen'),
                'ExportsSettingsScreen',
                ['exports'],
              ),
            },
            {
              path: 'settings/webhooks',
              lazy: screen(() => import('../domains/webhooks/WebhooksScreen'), 'WebhooksScreen', [
                'webhooks',
              ]),
            },
            {
              path: 'settings/webhooks/:webhookId',
              lazy: screen(
                () => import('../domains/webhooks/WebhookDetailScreen'),
                'WebhookDetailScreen',
                ['webhooks'],
              ),
            },
            {
              path: 'projects',
              lazy: screen(
                () => import('../domains/projects/ProjectsListScreen'),
                'ProjectsListScreen',
              ),
            },
            {
              path: 'projects/archives',
              lazy: async () => {
                const { ProjectsListScreen } =
                  await import('../domains/projects/ProjectsListScreen');
                return { element: <ProjectsListScreen isArchive /> };
              },
            },
            { path: 'projects/:projectId', element: <ProjectHomeRedirect /> },
            { path: 'browse/:workItemKey', lazy: workItemDetail() },
            { path: 'projects/:projectId/issues/:issueId', lazy: workItemDetail() },
            {
              path: 'workspace-views',
              element: <Navigate replace to="all-issues" />,
            },
            { path: 'workspace-views/:globalViewId', lazy: workspaceList('global') },
            { path: 'profile/:userId', lazy: workspaceList('profile') },
            {
              path: 'profile/:userId/overview',
              lazy: screen(
                () => import('../domains/profile/ProfileOverviewScreen'),
                'ProfileOverviewScreen',
                ['profile', 'work-item-detail'],
              ),
            },
            {
              path: 'profile/:userId/activity',
              lazy: screen(
                () => import('../domains/profile/ProfileActivityScreen'),
                'ProfileActivityScreen',
                ['profile', 'work-item-detail'],
              ),
            },
            { path: 'profile/:userId/:tab', lazy: workspaceList('profile') },
            { path: 'drafts', lazy: workspaceList('drafts') },
            {
              path: 'notifications',
              lazy: screen(
                () => import('../domains/notifications/NotificationsScreen'),
                'NotificationsScreen',
                ['notifications', 'intake'],
              ),
            },
            {
              path: 'stickies',
              lazy: screen(() => import('../domains/home/StickiesScreen'), 'StickiesScreen', [
                'home',
                'editor',
              ]),
            },
            {
              path: 'report',
              lazy: screen(
                () => import('../domains/profile/WorkspaceReportScreen'),
                'WorkspaceReportScreen',
                ['profile'],
              ),
            },
            ...planningRoutes(),
            {
              path: 'projects/:projectId/issues',
              // Starts the settings and first page at once, alongside the shell's own checks. The
              // lookups the rows are drawn with only decorate them: the screen asks for them.
              loader: ({ params }) => {
                const { workspaceSlug, projectId } = params;
                if (workspaceSlug && projectId)
                  prefetchProjectWorkItems(store.api, workspaceSlug, projectId);
                return null;
              },
              shouldRevalidate: isOtherPlace,
              lazy: screen(
                () => import('../domains/work-items/ProjectWorkItemsScreen'),
                'ProjectWorkItemsScreen',
              ),
            },
            {
              path: 'projects/:projectId/archives/issues',
              lazy: async () => {
                const { ProjectWorkItemsScreen } =
                  await import('../domains/work-items/ProjectWorkItemsScreen');
                return { element: <ProjectWorkItemsScreen isArchive /> };
              },
            },
            {
              path: 'settings/projects/:projectId',
              lazy: screen(
                () => import('../domains/projects/ProjectSettingsLayout'),
                'ProjectSettingsLayout',
              ),
              children: [
                {
                  index: true,
                  lazy: screen(
                    () => import('../domains/projects/ProjectGeneralSettingsScreen'),
                    'ProjectGeneralSettingsScreen',
                  ),
                },
                {
                  path: 'members',
                  lazy: screen(
                    () => import('../domains/members/ProjectMembersSettingsScreen'),
                    'ProjectMembersSettingsScreen',
                  ),
                },
                {
                  path: 'features',
                  lazy: screen(
                    () => import('../domains/projects/ProjectFeaturesSettingsScreen'),
                    'ProjectFeaturesSettingsScreen',
                    ['intake-form'],
                  ),
                },
                {
                  path: 'states',
                  lazy: screen(
                    () => import('../domains/states/StatesSettingsScreen'),
                    'StatesSettingsScreen',
                  ),
                },
                {
                  path: 'labels',
                  lazy: screen(
                    () => import('../domains/labels/LabelsSettingsScreen'),
                    'LabelsSettingsScreen',
                  ),
                },
                {
                  path: 'estimates',
                  lazy: screen(
                    () => import('../domains/estimates/EstimatesSettingsScreen'),
                    'EstimatesSettingsScreen',
                  ),
                },
                {
                  path: 'automations',
                  lazy: screen(
                    () => import('../domains/projects/ProjectAutomationsSettingsScreen'),
                    'ProjectAutomationsSettingsScreen',
                  ),
                },
                { path: 'shops', lazy: catalogue('shops') },
                { path: 'customers', lazy: catalogue('customers') },
                { path: '*', element: <NotFoundScreen /> },
              ],
            },
          ],
        },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
