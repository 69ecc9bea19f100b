import { describe, expect, it } from 'vitest';
import { pageToMarkdown } from './page-markdown';

describe('pageToMarkdown', () => {
  it('writes headings, marks, lists, checklists, quotes, code and tables', () => {
    const doc = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Plan' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Ship ' },
            { type: 'text', text: 'now', marks: [{ type: 'bold' }] },
            { type: 'text', text: ' see ' },
            {
              type: 'text',
              text: 'docs',
              marks: [{ type: 'link', attrs: { href: 'https://x.io' } }],
            },
          ],
        },
        {
          type: 'taskList',
          content: [
            {
              type: 'taskItem',
              attrs: { checked: true },
              content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Build' }] }],
            },
          ],
        },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: 'a' }] }],
            },
          ],
        },
        {
          type: 'blockquote',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'q' }] }],
        },
        {
          type: 'codeBlock',
          attrs: { language: 'ts' },
          content: [{ type: 'text', text: 'let x = 1;' }],
        },
        { type: 'horizontalRule' },
        {
          type: 'table',
          content: [
            {
              type: 'tableRow',
              content: [
                {
                  type: 'tableHeader',
                  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'A' }] }],
                },
                {
                  type: 'tableHeader',
                  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'B' }] }],
                },
              ],
            },
            {
              type: 'tableRow',
              content: [
                {
                  type: 'tableCell',
                  content: [{ type: 'paragraph', content: [{ type: 'text', text: '1' }] }],
                },
                {
                  type: 'tableCell',
                  content: [{ type: 'paragraph', content: [{ type: 'text', text: '2' }] }],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(pageToMarkdown('Release', doc)).toBe(
      [
        '# Release',
        '',
        '## Plan',
        '',
        'Ship **now** see [docs](https://x.io)',
        '',
        '- [x] Build',
        '',
        '- a',
        '',
        '> q',
        '',
        '```ts\nlet x = 1;\n```',
        '',
        '---',
        '',
        '| A | B |\n| --- | --- |\n| 1 | 2 |',
        '',
      ].join('\n'),
    );
  });

  it('links embedded work items, attached files and images absolutely', () => {
    const doc = {
      type: 'doc',
      content: [
        {
          type: 'workItemEmbed',
          attrs: { id: 'w1', projectId: 'p1', workspace: 'acme', label: 'WEB-1', name: 'Ship' },
        },
        {
          type: 'fileAttachment',
          attrs: {
            src: '/api/assets/a1/',
            name: 'plan [v2].pdf',
            size: 10,
            mime: 'application/pdf',
          },
        },
        { type: 'paragraph', content: [{ type: 'image', attrs: { src: '/api/i/', alt: 'shot' } }] },
      ],
    };
    expect(pageToMarkdown('Notes', doc, 'https://keel.test')).toBe(
      [
        '# Notes',
        '',
        '[WEB-1 Ship](https://keel.test/acme/browse/WEB-1/)',
        '',
        '[plan \\[v2\\].pdf](https://keel.test/api/assets/a1/)',
        '',
        '![shot](https://keel.test/api/i/)',
        '',
      ].join('\n'),
    );
  });
});
