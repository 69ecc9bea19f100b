import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { type Namespace, withNamespaces } from '#web/lib/i18n';

/**
 * A route whose screen is loaded when it is first visited, so that the first page of Keel loads
 * only what it shows (sign-in, onboarding, settings, god mode and project screens come in their
 * own chunks), together with the translations it needs beyond the bundled ones.
 */
export function screen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  namespaces: readonly Namespace[] = [],
): () => Promise<{ Component: ComponentType }> {
  return async () => ({ Component: (await withNamespaces(load, namespaces))[name] });
}

/** A path whose screen is loaded on first visit, with the namespaces it needs. */
export function lazyRoute<Name extends string>(
  path: string,
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
  namespaces: readonly Namespace[],
): RouteObject {
  return { path, lazy: screen(load, name, namespaces) };
}
