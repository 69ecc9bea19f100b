import { safeNextPath } from '@keel/core';

export interface DestinationFacts {
  isOnboarded: boolean;
  lastWorkspaceSlug: string | null | undefined;
  fallbackWorkspaceSlug: string | null | undefined;
  /** The next_path the visitor arrived with, unchecked. */
  nextPath?: string | null | undefined;
}

/**
 * Where '/' sends someone who is signed in (spec §2): a safe next_path first, then onboarding
 * until it is finished, then the last-used workspace, the fallback workspace, or /create-workspace.
 * An invitation link stays reachable before onboarding, so that invitees can join first.
 */
export function signedInDestination({
  isOnboarded,
  lastWorkspaceSlug,
  fallbackWorkspaceSlug,
  nextPath,
}: DestinationFacts): string {
  const next = safeNextPath(nextPath);
  const isRoot = next === '/' || (next?.startsWith('/?') ?? false);
  if (next !== null && !isRoot && (isOnboarded || next.startsWith('/workspace-invitations')))
    return next;
  if (!isOnboarded) return '/onboarding';
  if (lastWorkspaceSlug) return `/${lastWorkspaceSlug}`;
  if (fallbackWorkspaceSlug) return `/${fallbackWorkspaceSlug}`;
  return '/create-workspace';
}

/** The URL of the sign-in screen that comes back to `path` afterwards. */
export function signInUrl(path: string): string {
  return `/?${new URLSearchParams({ next_path: path }).toString()}`;
}
