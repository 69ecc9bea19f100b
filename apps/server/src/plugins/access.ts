import { AsyncLocalStorage } from 'node:async_hooks';
import {
  AppError,
  type Role,
  SESSION_COOKIE,
  actingProjectRole as actingRoleOf,
  hasRole,
  membershipRole,
} from '@keel/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Database } from '../db/client';
import { projectMembers, projects, workspaceMembers, workspaces } from '../db/schema';
import { type ResolvedSession, resolveSession, type SessionUser } from '../lib/sessions';
import { activeMembershipOf, isInstanceAdmin } from '../permissions';

/**
 * Who may call a route. Every route under a guarded prefix must say so in `config.access`; the app
 * refuses to start otherwise, so a forgotten check cannot ship (CONVENTIONS.md 5).
 *   'public'          anyone; a session cookie, when sent, is still read
 *   'authenticated'   a signed-in user (401 otherwise)
 *   'instance-admin'  a signed-in administrator of the instance (403 otherwise)
 *   { workspaceRole } an active member of the workspace named by the :slug parameter with at least
 *                     this role (404 for an unknown workspace, 403 for a non-member or a lower role)
 *   { projectRole }   an active workspace member who is an active member of the :projectId project
 *                     with at least this role; a workspace admin who is a project member passes any
 *                     project check (Plane). 404 'Project not found' for a project outside the
 *                     workspace or deleted, 403 for a non-member or a lower role.
 */
export type RouteAccess =
  'public' | 'authenticated' | 'instance-admin' | { workspaceRole: Role } | { projectRole: Role };

export type WorkspaceRow = typeof workspaces.$inferSelect;
export type WorkspaceMemberRow = typeof workspaceMembers.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;
export type ProjectMemberRow = typeof projectMembers.$inferSelect;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /**
     * For { projectRole } routes that write: whether the route still works on an archived project
     * (restoring it, leaving it). Other writes to an archived project are refused (Plane).
     */
    worksOnArchivedProject?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user, or null. */
    user: SessionUser | null;
    /** The session behind the cookie, or null. */
    sessionId: string | null;
    /** For { workspaceRole } routes: the workspace of :slug and the caller's membership of it. */
    workspace: WorkspaceRow | null;
    membership: WorkspaceMemberRow | null;
    /** For { projectRole } routes: the project of :projectId and the caller's membership of it. */
    project: ProjectRow | null;
    projectMembership: ProjectMemberRow | null;
  }
}

/**
 * Where the public REST API lives. Its routes authenticate by API key alone (domains/api-v1): the
 * session cookie is never read there, so no cookie-borne request can act on them.
 */
export const API_V1_PREFIX = '/api/v1/';

/**
 * Whether the matched route is a `/api/v1/` one. The route's pattern is read, not the URL, which
 * the router percent-decodes.
 */
export function isApiV1Route(request: FastifyRequest): boolean {
  return request.routeOptions.url?.startsWith(API_V1_PREFIX) ?? false;
}

/** What one caller's requests made together read once: see shareAccessReads. */
interface SharedAccessReads {
  sessions: Map<string, Promise<ResolvedSession | null>>;
  memberships: Map<string, ReturnType<typeof loadMembership>>;
  projectMemberships: Map<string, ReturnType<typeof loadProjectMembership>>;
}

const sharedAccessReads = new AsyncLocalStorage<SharedAccessReads>();

/**
 * Runs `run` with the access checks of the requests it makes in process (the bootstrap's, on its
 * caller's behalf: domains/bootstrap) reading each session, workspace membership and project
 * membership once for all of them, instead of three queries a request. Only requests made inside
 * `run` share them, and only for as long as it runs.
 */
export function shareAccessReads<T>(run: () => Promise<T>): Promise<T> {
  return sharedAccessReads.run(
    { sessions: new Map(), memberships: new Map(), projectMemberships: new Map() },
    run,
  );
}

/** `read()`, or the same read's promise when a request inside shareAccessReads made it already. */
function sharedRead<T>(
  pick: (reads: SharedAccessReads) => Map<string, Promise<T>>,
  key: string,
  read: () => Promise<T>,
): Promise<T> {
  const reads = sharedAccessReads.getStore();
  if (!reads) return read();
  const known = pick(reads).get(key);
  if (known) return known;
  const reading = read();
  pick(reads).set(key, reading);
  return reading;
}

/** Paths served by Keel's own routes; everything else is the static web app. */
export const GUARDED_PREFIXES = ['/api', '/auth', '/ws', '/live', '/healthz', '/readyz'] as const;

/**
 * The path of a request URL as the router matches it: without the query, percent-decoded (so
 * `/%61pi/` is `/api/`). Undecodable paths are returned as they are.
 */
export function requestPath(url: string): string {
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Whether a route pattern or a request's decoded path (see requestPath) is under a guarded prefix. */
export function isGuardedPath(url: string): boolean {
  return GUARDED_PREFIXES.some(
    (prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`),
  );
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess | undefined;
}

/** The signed-in user of a route that requires one; access checks guarantee it is there. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED');
  return request.user;
}

/** The workspace and membership of a { workspaceRole } route. */
export function requireWorkspace(request: FastifyRequest): {
  user: SessionUser;
  workspace: WorkspaceRow;
  membership: WorkspaceMemberRow;
} {
  const user = requireUser(request);
  if (!request.workspace || !request.membership) throw new AppError('WORKSPACE_NOT_FOUND');
  return { user, workspace: request.workspace, membership: request.membership };
}

/** The project, workspace and memberships of a { projectRole } route. */
export function requireProject(request: FastifyRequest): {
  user: SessionUser;
  workspace: WorkspaceRow;
  membership: WorkspaceMemberRow;
  project: ProjectRow;
  projectMembership: ProjectMemberRow;
} {
  const { user, workspace, membership } = requireWorkspace(request);
  if (!request.project || !request.projectMembership) throw new AppError('PROJECT_NOT_FOUND');
  return {
    user,
    workspace,
    membership,
    project: request.project,
    projectMembership: request.projectMembership,
  };
}

/**
 * The role a project member acts with: the membership's (original_role preferred), or admin for a
 * workspace admin (Plane).
 */
export function actingProjectRole(
  membership: WorkspaceMemberRow,
  projectMembership: ProjectMemberRow,
): Role {
  return actingRoleOf(membership.role, projectMembership) ?? membershipRole(projectMembership);
}

/** A project of the workspace (live) and the user's active membership of it, if any. */
export async function loadProjectMembership(
  db: Database,
  workspaceId: string,
  projectId: string,
  userId: string,
): Promise<{ project: ProjectRow | null; projectMembership: ProjectMemberRow | null }> {
  const [row] = await db
    .select({ project: projects, projectMembership: projectMembers })
    .from(projects)
    .leftJoin(projectMembers, activeMembershipOf(userId, projects.id))
    .where(
      and(
        eq(projects.id, projectId),
        eq(projects.workspace_id, workspaceId),
        isNull(projects.deleted_at),
      ),
    )
    .limit(1);
  return { project: row?.project ?? null, projectMembership: row?.projectMembership ?? null };
}

function isProjectAccess(access: RouteAccess): access is { projectRole: Role } {
  return typeof access === 'object' && 'projectRole' in access;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function loadMembership(
  db: Database,
  slug: string,
  userId: string,
): Promise<{ workspace: WorkspaceRow | null; membership: WorkspaceMemberRow | null }> {
  const [row] = await db
    .select({ workspace: workspaces, membership: workspaceMembers })
    .from(workspaces)
    .leftJoin(
      workspaceMembers,
      and(
        eq(workspaceMembers.workspace_id, workspaces.id),
        eq(workspaceMembers.member_id, userId),
        eq(workspaceMembers.is_active, true),
      ),
    )
    .where(and(eq(workspaces.slug, slug), isNull(workspaces.deleted_at)))
    .limit(1);
  return { workspace: row?.workspace ?? null, membership: row?.membership ?? null };
}

/**
 * Records every route as it is registered and refuses to start when a guarded one declares no
 * access; then, on each request, reads the session cookie and enforces the route's declaration
 * before the body is even parsed. `routeTable` lets tests walk the routes.
 */
export function registerAccessControl(app: FastifyInstance, db: Database): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('workspace', null);
  app.decorateRequest('membership', null);
  app.decorateRequest('project', null);
  app.decorateRequest('projectMembership', null);

  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      routes.push({ method, url: route.url, access: route.config?.access });
    }
  });
  app.addHook('onReady', async () => {
    const undeclared = routes.filter((route) => isGuardedPath(route.url) && !route.access);
    if (undeclared.length > 0) {
      const list = undeclared.map((route) => `${route.method} ${route.url}`).join(', ');
      throw new Error(`Routes without an access declaration: ${list}`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const access: RouteAccess | undefined = request.routeOptions.config.access;
    if (!access) return;
    // On /api/v1/ the API key, checked before this hook, has set the user; cookies count for nothing.
    const token = isApiV1Route(request) ? undefined : request.cookies[SESSION_COOKIE];
    if (token) {
      const session = await sharedRead(
        (reads) => reads.sessions,
        token,
        () => resolveSession(db, token),
      );
      if (session) {
        request.user = session.user;
        request.sessionId = session.sessionId;
      }
    }
    if (access === 'public') return;
    if (!request.user) throw new AppError('UNAUTHENTICATED');
    if (access === 'authenticated') return;
    if (access === 'instance-admin') {
      if (!(await isInstanceAdmin(db, request.user.id))) throw new AppError('FORBIDDEN');
      return;
    }
    const { slug } = request.params as { slug?: string };
    if (!slug)
      throw new Error(
        `${request.routeOptions.url ?? ''} declares a workspace role but has no :slug`,
      );
    const userId = request.user.id;
    const { workspace, membership } = await sharedRead(
      (reads) => reads.memberships,
      `${slug}\n${userId}`,
      () => loadMembership(db, slug, userId),
    );
    if (!workspace) throw new AppError('WORKSPACE_NOT_FOUND');
    if (!membership) throw new AppError('NOT_A_MEMBER');
    request.workspace = workspace;
    request.membership = membership;
    if (!isProjectAccess(access)) {
      if (membership.role < access.workspaceRole) throw new AppError('FORBIDDEN');
      return;
    }
    const { projectId } = request.params as { projectId?: string };
    if (!projectId) {
      throw new Error(
        `${request.routeOptions.url ?? ''} declares a project role but has no :projectId`,
      );
    }
    if (!UUID_PATTERN.test(projectId)) throw new AppError('PROJECT_NOT_FOUND');
    const { project, projectMembership } = await sharedRead(
      (reads) => reads.projectMemberships,
      `${workspace.id}\n${projectId}\n${userId}`,
      () => loadProjectMembership(db, workspace.id, projectId, userId),
    );
    if (!project) throw new AppError('PROJECT_NOT_FOUND');
    if (!projectMembership) throw new AppError('NOT_A_PROJECT_MEMBER');
    if (!hasRole(actingProjectRole(membership, projectMembership), access.projectRole))
      throw new AppError('FORBIDDEN');
    const isWrite = request.method !== 'GET' && request.method !== 'HEAD';
    if (isWrite && project.archived_at && !request.routeOptions.config.worksOnArchivedProject)
      throw new AppError('PROJECT_ARCHIVED');
    request.project = project;
    request.projectMembership = projectMembership;
  });
  return routes;
}
