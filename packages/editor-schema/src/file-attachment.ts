import { Node, mergeAttributes } from '@tiptap/core';
import { type Attributed, htmlAttribute } from './html-attribute';

/**
 * A file attached where it is written about: a block holding a link to the stored file with its
 * name, size and type (`<div data-type="file-attachment" data-src data-name data-size data-mime>`
 * around a plain link, so readers that do not know the block still offer the file).
 */
export const FileAttachment = Node.create({
  name: 'fileAttachment',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,

  addAttributes() {
    return {
      src: htmlAttribute('data-src'),
      name: htmlAttribute('data-name'),
      size: {
        default: null,
        parseHTML: (element: Attributed) => {
          const size = Number(element.getAttribute('data-size'));
          return Number.isFinite(size) && size >= 0 ? size : null;
        },
        renderHTML: () => ({}),
      },
      mime: htmlAttribute('data-mime'),
    };
  },

  parseHTML() {
    return [{ tag: 'div[data-type="file-attachment"]' }];
  },

  renderHTML({ node, HTMLAttributes }) {
    const attrs = node.attrs as {
      src: string | null;
      name: string | null;
      size: number | null;
      mime: string | null;
    };
    return [
      'div',
      mergeAttributes(HTMLAttributes, {
        'data-type': 'file-attachment',
        class: 'file-attachment',
        'data-src': attrs.src ?? '',
        'data-name': attrs.name ?? '',
        'data-size': attrs.size === null ? '' : String(attrs.size),
        'data-mime': attrs.mime ?? '',
      }),
      ['a', { href: attrs.src ?? '', rel: 'noopener noreferrer nofollow' }, attrs.name ?? ''],
    ];
  },

  renderText({ node }) {
    const attrs = node.attrs as { name: string | null };
    return attrs.name ?? '';
  },
});
