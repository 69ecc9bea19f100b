import { z } from 'zod';
import { workspaceSlugProblem } from './workspace-rules';

/**
 * GET /api/bootstrap/: what a first visit's screen is about, as index.html's inline script reads
 * it from the address before the app's code has arrived. Either may name nothing real (the first
 * segment of /settings/profile is no workspace): such values are left out, never refused.
 */
export const BootstrapQuerySchema = z.object({
  /** The first segment of the address: the workspace's slug on a workspace screen. */
  workspace: z.string().optional(),
  /** The project of a project's work-item list (`/:slug/projects/:projectId/issues`). */
  project: z.string().optional(),
});
export type BootstrapQuery = z.infer<typeof BootstrapQuerySchema>;

/**
 * One line of GET /api/bootstrap/'s answer (newline-delimited JSON, one answer a line, each sent
 * as soon as it is ready): a GET the web app makes as it starts, as the app's own route answered
 * it. A GET the caller may not make (another workspace's, a project they are not in) has no line.
 */
export const BootstrapAnswerSchema = z.object({
  /** The path and query as the web client asks them (`/api/users/me/`). */
  path: z.string(),
  /** What the app's own route answered (200 only), in that route's shape. */
  body: z.unknown(),
});
export type BootstrapAnswer = z.infer<typeof BootstrapAnswerSchema>;

/** The media type of the bootstrap's answer: one BootstrapAnswer a line. */
export const BOOTSTRAP_MEDIA_TYPE = 'application/x-ndjson';

/** What the bootstrap answers for: null where the query named nothing a screen could be of. */
export interface BootstrapTarget {
  workspace: string | null;
  /** Only within a workspace. */
  project: string | null;
}

const PROJECT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The target of a bootstrap query. A slug that cannot name a workspace (reserved, or characters
 * no slug has) and an id that is no UUID are dropped, so that both are safe inside a path.
 */
export function bootstrapTarget(query: BootstrapQuery): BootstrapTarget {
  const workspace =
    query.workspace !== undefined && workspaceSlugProblem(query.workspace) === null
      ? query.workspace
      : null;
  const project =
    workspace !== null && query.project !== undefined && PROJECT_ID.test(query.project)
      ? query.project
      : null;
  return { workspace, project };
}

/**
 * What the bootstrap asks, in the order that gets a first screen drawn soonest. Every path is
 * exactly as the web client asks it.
 */
export interface BootstrapPlan {
  /** Asked first, at once: what the shell waits for before it draws a screen. */
  first: string[];
  /**
   * A project's list settings, asked with `first`, then the list's first page with the query
   * those settings ask for (firstPageParams); null without a project.
   */
  list: { settingsPath: string; listPath: string } | null;
  /** Asked once those are answered: what decorates the screen (lookups, the sidebar). */
  then: string[];
}

/** The workspace's API prefix, as the web client writes it. */
function workspacePath(slug: string): string {
  return `/api/workspaces/${slug}/`;
}

/** The bootstrap's requests for a target: the session, person and workspaces at least. */
export function bootstrapPlan(target: BootstrapTarget): BootstrapPlan {
  const first = [
    '/api/users/session/',
    '/api/users/me/',
    '/api/users/me/profile/',
    '/api/users/me/settings/',
    '/api/users/me/workspaces/',
  ];
  if (target.workspace === null) return { first, list: null, then: [] };
  const workspace = workspacePath(target.workspace);
  const then = [
    `${workspace}projects/`,
    `${workspace}workspace-members/me/`,
    `${workspace}sidebar-preferences/`,
  ];
  if (target.project === null) return { first, list: null, then };
  const project = `${workspace}projects/${target.project}/`;
  return {
    first,
    list: { settingsPath: `${project}user-properties/`, listPath: `${project}issues/` },
    then: [
      project,
      `${project}states/`,
      `${project}issue-labels/`,
      `${project}members/`,
      `${project}estimates/`,
      ...then,
    ],
  };
}
