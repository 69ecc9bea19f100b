import type { DomainPlugin } from '#server/domains/domain';
import { v1DocsRoutes } from './docs/v1-docs.routes';
import { v1AssetsRoutes } from './v1-assets.routes';
import { v1AttachmentsRoutes } from './v1-attachments.routes';
import { v1InvitationsRoutes } from './v1-invitations.routes';
import { v1LabelsRoutes } from './v1-labels.routes';
import { v1PlanningWorkspaceRoutes } from './v1-planning-workspace.routes';
import { v1MembersRoutes } from './v1-members.routes';
import { v1ProjectMembersRoutes } from './v1-project-members.routes';
import { v1ProjectsRoutes } from './v1-projects.routes';
import { v1RelationsRoutes } from './v1-relations.routes';
import { v1StatesRoutes } from './v1-states.routes';
import { v1StickiesRoutes } from './v1-stickies.routes';
import { v1ThreadsRoutes } from './v1-threads.routes';
import { v1UsersRoutes } from './v1-users.routes';
import { v1WorkItemsRoutes } from './v1-work-items.routes';

export { registerApiKeyAuthentication } from './api-key-auth';
export { registerOpenApi } from './docs/openapi';
export {
  type V1ItemCounts,
  type V1ProjectFacts,
  type V1WorkItemRelations,
  pickV1Fields,
  presentV1Activity,
  presentV1Comment,
  presentV1Cycle,
  presentV1Label,
  presentV1Link,
  presentV1Module,
  presentV1Project,
  presentV1ProjectLite,
  presentV1ProjectMember,
  presentV1State,
  presentV1StateLite,
  presentV1User,
  presentV1WorkItem,
  presentV1WorkspaceMember,
} from './presenters';
export { type V1WorkItemSource, presentV1WorkItems } from './v1-work-items.queries';
export { type V1Page, paginateV1, readV1Page, v1Envelope } from './pagination';
export { EXTERNAL_ID_EXISTS_MESSAGE, sendV1Conflict } from './errors';

/**
 * The public REST API, `/api/v1/` (Plane's v1): routes authenticated by API key
 * (registerApiKeyAuthentication, which app.ts installs before access control) and served by the
 * same services as the app API, answered in Plane's v1 shapes (`presenters/`). Registered by app.ts.
 */
export const apiV1Domain: DomainPlugin = async (app, { db, config }) => {
  await app.register(v1DocsRoutes);
  await app.register(v1UsersRoutes, { db });
  await app.register(v1MembersRoutes, { db });
  await app.register(v1ProjectsRoutes, { db });
  await app.register(v1ProjectMembersRoutes, { db });
  await app.register(v1StatesRoutes, { db });
  await app.register(v1LabelsRoutes, { db });
  await app.register(v1WorkItemsRoutes, { db });
  await app.register(v1ThreadsRoutes, { db });
  await app.register(v1PlanningWorkspaceRoutes, { db });
  await app.register(v1RelationsRoutes, { db });
  await app.register(v1AttachmentsRoutes, { db, config });
  await app.register(v1StickiesRoutes, { db });
  await app.register(v1InvitationsRoutes, { db, config });
  await app.register(v1AssetsRoutes, { db, config });
};
