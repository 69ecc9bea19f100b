/** Workspace naming rules: a name of at most 80 characters, a slug of at most 48 lower-case letters,
 * digits and dashes (Plane also allows '_'; Keel's URLs keep to dashes). */
export const MAX_WORKSPACE_NAME_LENGTH = 80;
export const MAX_WORKSPACE_SLUG_LENGTH = 48;

/**
 * Slugs that would collide with the app's own top-level routes or Plane's, and so cannot name a
 * workspace.
 */
export const RESERVED_WORKSPACE_SLUGS: ReadonlySet<string> = new Set([
  '404',
  'accounts',
  'admin',
  'analytics',
  'api',
  'auth',
  'billing',
  'config',
  'create-workspace',
  'dashboard',
  'epic',
  'epics',
  'god-mode',
  'initiatives',
  'installations',
  'instances',
  'invitations',
  'license',
  'live',
  'm',
  'onboarding',
  'pages',
  'password',
  'profile',
  'settings',
  'sign-in',
  'sign-up',
  'signin',
  'signup',
  'spaces',
  'static',
  'story',
  'upgrade',
  'workflows',
  'workspace-invitations',
  'ws',
]);

export type SlugProblem = 'empty' | 'too-long' | 'invalid-characters' | 'reserved';

/** Why a slug cannot name a workspace, or null when it can (availability is checked apart). */
export function workspaceSlugProblem(slug: string): SlugProblem | null {
  if (slug.length === 0) return 'empty';
  if (slug.length > MAX_WORKSPACE_SLUG_LENGTH) return 'too-long';
  if (!/^[a-z0-9-]+$/.test(slug)) return 'invalid-characters';
  if (RESERVED_WORKSPACE_SLUGS.has(slug)) return 'reserved';
  return null;
}

/** A slug suggested from a workspace name: lower-case, dashes for spaces, nothing else. */
export function slugFromName(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9\s_-]/g, '')
    .replace(/[\s_]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, MAX_WORKSPACE_SLUG_LENGTH);
}
