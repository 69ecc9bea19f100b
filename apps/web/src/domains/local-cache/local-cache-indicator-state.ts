import type { LocalCacheStatus } from '@keel/core';
import type { LocalCachePersistence } from './local-cache-protocol';

/** What the sidebar's quiet line says of the cache; hidden while it is off or not started. */
export type LocalCacheIndicatorState =
  'hidden' | 'starting' | 'syncing' | 'ready' | 'memory' | 'error';

export interface LocalCacheIndicatorInput {
  isEnabled: boolean;
  status: LocalCacheStatus;
  persistence: LocalCachePersistence | null;
  isSyncing: boolean;
  hasProjectError: boolean;
}

/** The indicator's state: a sync in progress first, then a failure, then where the cache lives. */
export function localCacheIndicatorState({
  isEnabled,
  status,
  persistence,
  isSyncing,
  hasProjectError,
}: LocalCacheIndicatorInput): LocalCacheIndicatorState {
  if (!isEnabled || status === 'uninitialized') return 'hidden';
  if (status === 'initializing') return 'starting';
  if (status === 'error') return 'error';
  if (isSyncing) return 'syncing';
  if (hasProjectError) return 'error';
  return persistence === 'memory' ? 'memory' : 'ready';
}
