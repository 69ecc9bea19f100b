/** A ProseMirror document as JSON (what the editor's getJSON answers). */
export interface DocNode {
  type?: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  content?: DocNode[];
}

function attr(node: { attrs?: Record<string, unknown> }, name: string): string {
  const value = node.attrs?.[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

function inline(nodes: readonly DocNode[] = []): string {
  return nodes
    .map((node) => {
      if (node.type === 'hardBreak') return '  \n';
      if (node.type === 'mention') return `@${attr(node, 'label') || attr(node, 'id')}`;
      if (node.type === 'workItemMention')
        return `${attr(node, 'label')} ${attr(node, 'name')}`.trim();
      if (node.type === 'image') return `![${attr(node, 'alt')}](${attr(node, 'src')})`;
      let text = (node.text ?? '').replace(/([\\`*_[\]])/g, '\\$1');
      for (const mark of node.marks ?? []) {
        if (mark.type === 'bold') text = `**${text}**`;
        else if (mark.type === 'italic') text = `*${text}*`;
        else if (mark.type === 'strike') text = `~~${text}~~`;
        else if (mark.type === 'code') text = `\`${node.text ?? ''}\``;
        else if (mark.type === 'link') text = `[${text}](${attr(mark, 'href')})`;
      }
      return text;
    })
    .join('');
}

function indent(text: string, by: string): string {
  return text
    .split('\n')
    .map((line, index) => (index === 0 || line === '' ? line : `${by}${line}`))
    .join('\n');
}

function block(node: DocNode): string {
  const children = node.content ?? [];
  switch (node.type) {
    case 'heading':
      return `${'#'.repeat(Number(attr(node, 'level') || 1))} ${inline(children)}`;
    case 'paragraph':
      return inline(children);
    case 'blockquote':
      return children
        .map(block)
        .join('\n\n')
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n');
    case 'codeBlock':
      return `\`\`\`${attr(node, 'language')}\n${children.map((child) => child.text ?? '').join('')}\n\`\`\``;
    case 'horizontalRule':
      return '---';
    case 'bulletList':
      return children.map((item) => `- ${indent(blocks(item.content), '  ')}`).join('\n');
    case 'orderedList':
      return children
        .map((item, index) => `${String(index + 1)}. ${indent(blocks(item.content), '   ')}`)
        .join('\n');
    case 'taskList':
      return children
        .map(
          (item) =>
            `- [${item.attrs?.checked === true ? 'x' : ' '}] ${indent(blocks(item.content), '  ')}`,
        )
        .join('\n');
    case 'table': {
      const rows = children.map((row) =>
        (row.content ?? []).map((cell) =>
          blocks(cell.content).replaceAll('\n', ' ').replaceAll('|', '\\|'),
        ),
      );
      const width = Math.max(...rows.map((row) => row.length), 1);
      const line = (cells: string[]) =>
        `| ${Array.from({ length: width }, (_, index) => cells[index] ?? '').join(' | ')} |`;
      const [head = [], ...body] = rows;
      return [line(head), line(Array<string>(width).fill('---')), ...body.map(line)].join('\n');
    }
    case 'image':
      return inline([node]);
    case 'fileAttachment':
      return `[${attr(node, 'name').replace(/([\\[\]])/g, '\\$1')}](${attr(node, 'src')})`;
    case 'workItemEmbed': {
      const text = `${attr(node, 'label')} ${attr(node, 'name')}`.trim();
      const href = attr(node, 'href');
      return href === '' ? text : `[${text.replace(/([\\[\]])/g, '\\$1')}](${href})`;
    }
    default:
      return blocks(children);
  }
}

function blocks(nodes: readonly DocNode[] = []): string {
  return nodes.map(block).join('\n\n');
}

/**
 * The document with what it links to made absolute against `origin` (a Markdown file is read
 * away from Keel): images and attached files, and each embedded work item's page.
 */
function linkedFrom(node: DocNode, origin: string): DocNode {
  const attrs = { ...node.attrs };
  const src = attrs.src;
  if (typeof src === 'string' && src.startsWith('/') && !src.startsWith('//'))
    attrs.src = `${origin}${src}`;
  if (node.type === 'workItemEmbed' && typeof attrs.label === 'string' && attrs.label !== '') {
    const workspace = typeof attrs.workspace === 'string' ? attrs.workspace : '';
    if (workspace !== '')
      attrs.href = `${origin}/${encodeURIComponent(workspace)}/browse/${encodeURIComponent(attrs.label)}/`;
  }
  return {
    ...node,
    ...(node.attrs === undefined ? {} : { attrs }),
    ...(node.content === undefined
      ? {}
      : { content: node.content.map((child) => linkedFrom(child, origin)) }),
  };
}

/**
 * A page as Markdown: its title as the first heading, then its body; links to Keel's own files
 * and work items are made absolute against `origin`.
 */
export function pageToMarkdown(title: string, doc: DocNode, origin = ''): string {
  const body = blocks(linkedFrom(doc, origin).content ?? []).trim();
  return `# ${title}\n\n${body}\n`;
}

/** A file name from a title: the characters file systems refuse become spaces. */
export function fileName(title: string): string {
  return title.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'page';
}

/** Saves text as a file the browser downloads. */
export function downloadText(name: string, text: string, type: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type }));
  link.download = name;
  link.click();
  URL.revokeObjectURL(link.href);
}
