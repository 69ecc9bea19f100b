import { WEBHOOK_EVENTS, type Webhook, type WebhookEvent } from '@keel/core';

/** The events a person can pick (pages are stored but not sent yet, so not offered). */
export const PICKABLE_EVENTS: readonly WebhookEvent[] = WEBHOOK_EVENTS.filter(
  (event) => event !== 'page',
);

/** Which events a webhook hears, as a set. */
export function eventsOf(webhook: Pick<Webhook, WebhookEvent>): Set<WebhookEvent> {
  return new Set(WEBHOOK_EVENTS.filter((event) => webhook[event]));
}

/** Whether a choice covers every event that can be picked. */
export function isEveryEvent(events: ReadonlySet<WebhookEvent>): boolean {
  return PICKABLE_EVENTS.every((event) => events.has(event));
}

/** The toggles to send for a choice: every event for "everything", else the ones picked. */
export function eventToggles(
  isEverything: boolean,
  events: ReadonlySet<WebhookEvent>,
): Record<WebhookEvent, boolean> {
  const toggles = {} as Record<WebhookEvent, boolean>;
  for (const event of WEBHOOK_EVENTS) toggles[event] = isEverything || events.has(event);
  return toggles;
}
