/** Whether a sticky's HTML holds no text (an empty paragraph, spaces, line breaks). */
export function isBlankHtml(html: string): boolean {
  return (
    html
      .replace(/<br\s*\/?>/gi, '')
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  );
}

/** Stickies asked of the server per page in the All stickies dialog (Plane's page size). */
export const STICKIES_PAGE_SIZE = 30;
