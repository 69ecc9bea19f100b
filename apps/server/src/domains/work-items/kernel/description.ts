import sanitizeHtml from 'sanitize-html';

/**
 * What a work item's description may hold: the rich-text editor's blocks, marks, links, images,
 * tables, task lists, mentions, work-item embeds and file attachments. Everything else is dropped: no scripts, no event handlers, no
 * styles, no javascript: or data: URLs.
 */
const DESCRIPTION_POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'pre',
    'code',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'mark',
    'sub',
    'sup',
    'span',
    'div',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'label',
    'input',
    'mention-component',
    'image-component',
    'issue-embed-component',
  ],
  allowedAttributes: {
    '*': ['data-*', 'class'],
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    'image-component': ['src', 'id', 'width', 'height', 'aspectratio'],
    input: ['type', 'checked', 'disabled'],
    th: ['colspan', 'rowspan', 'colwidth'],
    td: ['colspan', 'rowspan', 'colwidth'],
    ol: ['start', 'type'],
    'mention-component': ['id', 'entity_identifier', 'entity_name', 'label'],
    'issue-embed-component': [
      'id',
      'entity_identifier',
      'entity_name',
      'project_identifier',
      'workspace_identifier',
    ],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Only checkboxes survive as inputs (task lists); any other input type is dropped.
  exclusiveFilter: (frame) => frame.tag === 'input' && frame.attribs.type !== 'checkbox',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer nofollow' },
    }),
    // A file attachment's card links to `data-src`: only a same-site path or an http(s) URL.
    div: (tagName, attribs) => {
      const source = attribs['data-src'];
      if (source === undefined || isSafeFileSource(source)) return { tagName, attribs };
      const { 'data-src': _dropped, ...rest } = attribs;
      return { tagName, attribs: rest };
    },
  },
};

/** A link target a card may follow: a path of this site, or an http(s) URL. */
function isSafeFileSource(source: string): boolean {
  return /^\/(?!\/)/.test(source) || /^https?:\/\//i.test(source);
}

const BLOCK_END = /<\/(?:p|div|li|h[1-6]|blockquote|pre|tr|td|th)>|<br\s*\/?>/gi;

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&nbsp;': ' ',
};

/**
 * A description made safe to store and show, and its plain text for search (words of adjacent
 * blocks kept apart, whitespace folded).
 */
export function cleanDescription(html: string): { html: string; stripped: string } {
  const safe = sanitizeHtml(html, DESCRIPTION_POLICY).trim();
  const text = sanitizeHtml(safe.replace(BLOCK_END, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&(?:amp|lt|gt|quot|nbsp|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
  return { html: safe === '' ? '<p></p>' : safe, stripped: text };
}
