/** Escapes text for HTML. */
function escape(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** Inline Markdown Pi uses: **bold**, *italic* and `code`, on escaped text. */
function inline(text: string): string {
  return escape(text)
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^*])\*(?!\s)(.+?)\*(?!\*)/g, '$1<em>$2</em>')
    .replace(/`([^`]+)`/g, '<code>$1</code>');
}

type Block =
  | { kind: 'task'; items: { checked: boolean; text: string }[] }
  | { kind: 'bullet' | 'ordered'; items: string[] }
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string };

/**
 * Pi's answer (plain Markdown) as the editor's HTML: headings, bulleted, numbered and task lists,
 * paragraphs; everything escaped, so that an answer can never inject markup.
 */
export function answerToHtml(answer: string): string {
  const blocks: Block[] = [];
  for (const raw of answer.replaceAll('\r\n', '\n').split('\n')) {
    const line = raw.trimEnd();
    const last = blocks.at(-1);
    const task = /^\s*[-*] \[( |x|X)\] (.*)$/.exec(line);
    const bullet = /^\s*[-*] (.*)$/.exec(line);
    const ordered = /^\s*\d+[.)] (.*)$/.exec(line);
    const heading = /^(#{1,3}) (.*)$/.exec(line);
    if (task) {
      const item = { checked: task[1] !== ' ', text: task[2] ?? '' };
      if (last?.kind === 'task') last.items.push(item);
      else blocks.push({ kind: 'task', items: [item] });
    } else if (bullet) {
      if (last?.kind === 'bullet') last.items.push(bullet[1] ?? '');
      else blocks.push({ kind: 'bullet', items: [bullet[1] ?? ''] });
    } else if (ordered) {
      if (last?.kind === 'ordered') last.items.push(ordered[1] ?? '');
      else blocks.push({ kind: 'ordered', items: [ordered[1] ?? ''] });
    } else if (heading) {
      blocks.push({ kind: 'heading', level: heading[1]?.length ?? 1, text: heading[2] ?? '' });
    } else if (line.trim() !== '') {
      blocks.push({ kind: 'paragraph', text: line.trim() });
    }
  }
  return blocks
    .map((block) => {
      switch (block.kind) {
        case 'task':
          return `<ul data-type="taskList">${block.items
            .map(
              (item) =>
                `<li data-type="taskItem" data-checked="${String(item.checked)}"><p>${inline(item.text)}</p></li>`,
            )
            .join('')}</ul>`;
        case 'bullet':
          return `<ul>${block.items.map((item) => `<li><p>${inline(item)}</p></li>`).join('')}</ul>`;
        case 'ordered':
          return `<ol>${block.items.map((item) => `<li><p>${inline(item)}</p></li>`).join('')}</ol>`;
        case 'heading':
          return `<h${String(block.level)}>${inline(block.text)}</h${String(block.level)}>`;
        case 'paragraph':
          return `<p>${inline(block.text)}</p>`;
      }
    })
    .join('');
}
