import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The signed-in user on whose behalf the current code runs, carried through async calls so that
 * every query a request makes can tell PostgreSQL who acts (the `keel.actor_id` setting, which
 * the realtime triggers record as the event's actor). Code outside a request (jobs, start-up)
 * runs as nobody: its changes are the system's.
 */
const actorStorage = new AsyncLocalStorage<string>();

/** Runs `run` (and everything it starts) as the user `userId`. */
export function runAsActor<T>(userId: string, run: () => T): T {
  return actorStorage.run(userId, run);
}

/** The acting user's id, or null outside a signed-in request. */
export function currentActorId(): string | null {
  return actorStorage.getStore() ?? null;
}
