import type { Webhook } from '@keel/core';
import { useTranslation } from 'react-i18next';
import { PICKABLE_EVENTS, eventsOf, isEveryEvent } from './webhook-events';

/** The events a webhook hears, in a few words: "All events" or "Work items, Cycles". */
export function EventsSummary({ webhook }: { webhook: Webhook }) {
  const { t } = useTranslation('webhooks');
  const events = eventsOf(webhook);
  let text;
  if (isEveryEvent(events)) text = t('events.all');
  else if (events.size === 0) text = t('events.none');
  else
    text = PICKABLE_EVENTS.filter((event) => events.has(event))
      .map((event) => t(`events.${event}`))
      .join(', ');
  return <span>{text}</span>;
}
