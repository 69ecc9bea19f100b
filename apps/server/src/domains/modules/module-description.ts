import sanitizeHtml from 'sanitize-html';

/**
 * What a module's rich description may hold: text blocks, marks, lists and links. No scripts,
 * event handlers, styles, images or non-web URLs; what is not allowed is dropped.
 */
const MODULE_DESCRIPTION_POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'blockquote',
    'pre',
    'code',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'a',
    'span',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], '*': ['class'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' },
    }),
  },
};

/** A module's description HTML made safe to store and show; an empty one is `<p></p>`. */
export function cleanModuleDescription(html: string): string {
  const safe = sanitizeHtml(html, MODULE_DESCRIPTION_POLICY).trim();
  return safe === '' ? '<p></p>' : safe;
}
