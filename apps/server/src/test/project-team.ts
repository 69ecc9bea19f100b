import { ROLE } from '@keel/core';
import type { Database } from '../db/client';
import {
  addProjectMember,
  addWorkspaceMember,
  createProject,
  createUser,
  createWorkspace,
  signIn,
} from './factories';

/**
 * A project with an admin (its creator), a member and a guest, each signed in; a workspace member
 * who is not in the project; and a user of another workspace.
 */
export async function createProjectTeam(db: Database) {
  const admin = await createUser(db);
  const workspace = await createWorkspace(db, admin);
  const project = await createProject(db, workspace, admin);
  const member = await createUser(db);
  const guest = await createUser(db);
  const stranger = await createUser(db);
  await addWorkspaceMember(db, workspace, member, ROLE.member);
  await addWorkspaceMember(db, workspace, guest, ROLE.guest);
  await addWorkspaceMember(db, workspace, stranger, ROLE.member);
  await addProjectMember(db, project, member, ROLE.member);
  await addProjectMember(db, project, guest, ROLE.guest);
  const outsider = await createUser(db);
  await createWorkspace(db, outsider);
  const base = `/api/workspaces/${workspace.slug}/projects/${project.id}`;
  return {
    workspace,
    project,
    base,
    admin: { user: admin, ...(await signIn(db, admin.id)) },
    member: { user: member, ...(await signIn(db, member.id)) },
    guest: { user: guest, ...(await signIn(db, guest.id)) },
    nonMember: { user: stranger, ...(await signIn(db, stranger.id)) },
    outsider: { user: outsider, ...(await signIn(db, outsider.id)) },
  };
}
