import type { DomainPlugin } from '#server/domains/domain';
import { projectsRoutes } from './projects.routes';
import { projectMembersRoutes } from './project-members.routes';

export {
  createProject,
  deleteProject,
  editProject,
  getProject,
  listProjects,
  setArchived,
} from './projects.service';
export {
  addProjectMembers,
  changeProjectMemberRole,
  getProjectMember,
  listProjectMembers,
  removeProjectMember,
} from './project-members.service';

/** The projects domain: its routes, registered by app.ts. */
export const projectsDomain: DomainPlugin = async (app, { db }) => {
  await app.register(projectsRoutes, { db });
  await app.register(projectMembersRoutes, { db });
};
