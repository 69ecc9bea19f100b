import { ROLE } from '@keel/core';
import type { Database } from '#server/db/client';
import {
  addProjectMember,
  addWorkspaceMember,
  createProject,
  createUser,
  createWorkspace,
  signIn,
} from '#server/test/factories';
import type { TestApp } from '#server/test/harness';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export function caller(ctx: TestApp) {
  return (method: Method, url: string, cookie?: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      ...(cookie ? { headers: { cookie } } : {}),
      ...(payload ? { payload } : {}),
    });
}

async function signedIn(db: Database) {
  const user = await createUser(db);
  const { cookie } = await signIn(db, user.id);
  return { user, cookie };
}

/**
 * A workspace with a project whose admin, member and guest are also workspace members of that
 * role; `outsider` belongs to the workspace but not the project, `stranger` to another workspace.
 */
export async function projectWorld(db: Database) {
  const admin = await signedIn(db);
  const member = await signedIn(db);
  const guest = await signedIn(db);
  const outsider = await signedIn(db);
  const stranger = await signedIn(db);
  const workspace = await createWorkspace(db, admin.user);
  await createWorkspace(db, stranger.user);
  await addWorkspaceMember(db, workspace, member.user, ROLE.member);
  await addWorkspaceMember(db, workspace, guest.user, ROLE.guest);
  await addWorkspaceMember(db, workspace, outsider.user, ROLE.member);
  const project = await createProject(db, workspace, admin.user, { network: 0 });
  await addProjectMember(db, project, member.user, ROLE.member);
  await addProjectMember(db, project, guest.user, ROLE.guest);
  const base = `/api/workspaces/${workspace.slug}`;
  return {
    admin,
    member,
    guest,
    outsider,
    stranger,
    workspace,
    project,
    base,
    projectUrl: `${base}/projects/${project.id}`,
  };
}
