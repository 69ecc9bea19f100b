import { MAX_LINK_URL_LENGTH, isWebUrl } from '@keel/core';
import { i18n } from '#web/lib/i18n';

/** The host a link points at, without a leading `www.`; the text itself when it cannot be read. */
export function hostOf(url: string): string {
  const match = /^https?:\/\/(?:[^\s/?#@]+@)?([^\s/?#:]+)/i.exec(url);
  const host = match?.[1] ?? url;
  return host.replace(/^www\./i, '').toLowerCase();
}

/** What a link shows as its name: its title, else its address without the scheme. */
export function linkLabel(link: { url: string; title: string | null }): string {
  if (link.title !== null && link.title.trim() !== '') return link.title;
  return link.url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

/** Why the typed address cannot be saved, or null when it can (the server's own rule). */
export function linkUrlProblem(text: string): string | null {
  const url = text.trim();
  if (url === '') return i18n.t('work-item-detail:links.urlRequired');
  if (url.length > MAX_LINK_URL_LENGTH)
    return i18n.t('work-item-detail:links.urlTooLong', { max: MAX_LINK_URL_LENGTH });
  // The server's own words (LINK_URL_MESSAGE) in English.
  return isWebUrl(url) ? null : i18n.t('work-item-detail:links.urlInvalid');
}
