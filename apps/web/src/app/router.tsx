import { Navigate, createBrowserRouter } from 'react-router';
import { AuthFlow } from '../domains/auth/AuthFlow';
import { ForgotPasswordScreen } from '../domains/auth/ForgotPasswordScreen';
import { ResetPasswordScreen } from '../domains/auth/ResetPasswordScreen';
import { SetupScreen } from '../domains/auth/SetupScreen';
import { CatalogueSettingsScreen } from '../domains/catalogues/CatalogueSettingsScreen';
import { EstimatesSettingsScreen } from '../domains/estimates/EstimatesSettingsScreen';
import { LabelsSettingsScreen } from '../domains/labels/LabelsSettingsScreen';
import { ProjectMembersSettingsScreen } from '../domains/members/ProjectMembersSettingsScreen';
import { ProjectAutomationsSettingsScreen } from '../domains/projects/ProjectAutomationsSettingsScreen';
import { ProjectFeaturesSettingsScreen } from '../domains/projects/ProjectFeaturesSettingsScreen';
import { ProjectGeneralSettingsScreen } from '../domains/projects/ProjectGeneralSettingsScreen';
import { ProjectHomeRedirect } from '../domains/projects/ProjectHomeRedirect';
import { ProjectSettingsLayout } from '../domains/projects/ProjectSettingsLayout';
import { ProjectsListScreen } from '../domains/projects/ProjectsListScreen';
import { StatesSettingsScreen } from '../domains/states/StatesSettingsScreen';
import { AuthenticationAdminScreen } from '../domains/instance-admin/AuthenticationAdminScreen';
import { EmailAdminScreen } from '../domains/instance-admin/EmailAdminScreen';
import { GeneralAdminScreen } from '../domains/instance-admin/GeneralAdminScreen';
import { InstanceAdminLayout } from '../domains/instance-admin/InstanceAdminLayout';
import { WorkspaceAdminScreen } from '../domains/instance-admin/WorkspaceAdminScreen';
import { InstanceGate } from '../domains/instance/InstanceGate';
import { InvitationsScreen } from '../domains/invitations/InvitationsScreen';
import { WorkspaceInvitationScreen } from '../domains/invitations/WorkspaceInvitationScreen';
import { MembersSettingsScreen } from '../domains/members/MembersSettingsScreen';
import { OnboardingScreen } from '../domains/onboarding/OnboardingScreen';
import { ProfileSettingsScreen } from '../domains/users/ProfileSettingsScreen';
import { RequireUser, SignedOutOnly } from '../domains/users/SessionGate';
import { CreateWorkspaceScreen } from '../domains/workspaces/CreateWorkspaceScreen';
import { WorkspaceHomeScreen } from '../domains/workspaces/WorkspaceHomeScreen';
import { WorkspaceLayout } from '../domains/workspaces/WorkspaceLayout';
import { WorkspaceSettingsScreen } from '../domains/workspaces/WorkspaceSettingsScreen';
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
            {
              index: true,
              element: (
                <InstanceGate>
                  <SignedOutOnly>
                    <AuthFlow mode="sign-in" />
                  </SignedOutOnly>
                </InstanceGate>
              ),
            },
            {
              path: 'sign-up',
              element: (
                <InstanceGate>
                  <SignedOutOnly>
                    <AuthFlow mode="sign-up" />
                  </SignedOutOnly>
                </InstanceGate>
              ),
            },
            { path: 'setup', element: <SetupScreen /> },
            { path: 'accounts/forgot-password', element: <ForgotPasswordScreen /> },
            { path: 'accounts/reset-password', element: <ResetPasswordScreen /> },
            { path: 'workspace-invitations', element: <WorkspaceInvitationScreen /> },
            {
              element: <RequireUser />,
              children: [
                { path: 'onboarding', element: <OnboardingScreen /> },
                { path: 'invitations', element: <InvitationsScreen /> },
              ],
            },
            {
              element: <RequireUser requireOnboarded />,
              children: [
                { path: 'create-workspace', element: <CreateWorkspaceScreen /> },
                { path: 'settings/profile/general', element: <ProfileSettingsScreen /> },
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
      errorElement: <RouteErrorScreen isStandalone />,
      children: [
        {
          element: <InstanceAdminLayout />,
          children: [
            { index: true, element: <Navigate replace to="/god-mode/general" /> },
            { path: 'general', element: <GeneralAdminScreen /> },
            { path: 'workspace', element: <WorkspaceAdminScreen /> },
            { path: 'workspaces', element: <Navigate replace to="/god-mode/workspace" /> },
            { path: 'authentication', element: <AuthenticationAdminScreen /> },
            { path: 'email', element: <EmailAdminScreen /> },
            { path: '*', element: <NotFoundScreen /> },
          ],
        },
      ],
    },
    {
      path: ':workspaceSlug',
      element: <RequireUser requireOnboarded />,
      errorElement: <RouteErrorScreen isStandalone />,
      children: [
        {
          element: <WorkspaceLayout />,
          children: [
            { index: true, element: <WorkspaceHomeScreen /> },
            { path: 'settings', element: <WorkspaceSettingsScreen /> },
            { path: 'settings/members', element: <MembersSettingsScreen /> },
            { path: 'projects', element: <ProjectsListScreen /> },
            { path: 'projects/archives', element: <ProjectsListScreen isArchive /> },
            {
              // Until the work-item screens arrive, a project opens on its settings.
              path: 'projects/:projectId',
              element: <ProjectHomeRedirect />,
            },
            {
              path: 'settings/projects/:projectId',
              element: <ProjectSettingsLayout />,
              children: [
                { index: true, element: <ProjectGeneralSettingsScreen /> },
                { path: 'members', element: <ProjectMembersSettingsScreen /> },
                { path: 'features', element: <ProjectFeaturesSettingsScreen /> },
                { path: 'states', element: <StatesSettingsScreen /> },
                { path: 'labels', element: <LabelsSettingsScreen /> },
                { path: 'estimates', element: <EstimatesSettingsScreen /> },
                { path: 'automations', element: <ProjectAutomationsSettingsScreen /> },
                { path: 'shops', element: <CatalogueSettingsScreen catalogue="shops" /> },
                { path: 'customers', element: <CatalogueSettingsScreen catalogue="customers" /> },
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
