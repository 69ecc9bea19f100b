/**
 * Whether a quick link's address may be saved: http or https (an address without a scheme is
 * taken as http://, as the server does); `javascript:`, `data:` and other schemes never.
 */
export function isQuickLinkUrl(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed === '') return false;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `http://${trimmed}`;
  try {
    const url = new URL(withScheme);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The address as a link opens it (with the scheme the server adds when there is none). */
export function quickLinkHref(url: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `http://${url}`;
}

/** The host a link leads to, shown when it has no title and used for its favicon. */
export function quickLinkHost(url: string): string {
  try {
    return new URL(quickLinkHref(url)).host;
  } catch {
    return url;
  }
}

/** The favicon of the link's own site (asked of that site only, never of a third party). */
export function quickLinkFavicon(url: string): string | null {
  try {
    const { protocol, host } = new URL(quickLinkHref(url));
    return protocol === 'http:' || protocol === 'https:'
      ? `${protocol}//${host}/favicon.ico`
      : null;
  } catch {
    return null;
  }
}
