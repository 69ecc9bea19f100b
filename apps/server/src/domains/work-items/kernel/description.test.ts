import { describe, expect, it } from 'vitest';
import { cleanDescription } from './description';

/** Payloads from common XSS cheat sheets; none may leave script able to run. */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<body onload=alert(1)>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<input type="image" src=x onerror=alert(1)>',
  '<div onclick="alert(1)">click</div>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<a href="//evil.example/">x</a>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '"><script>alert(1)</script>',
];

describe('cleanDescription', () => {
  it.each(PAYLOADS)('leaves nothing runnable of %s', (payload) => {
    const { html } = cleanDescription(payload);
    expect(html).not.toMatch(/<script|<iframe|<object|<embed|<form|<svg|<meta|<style/i);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/data:image/i);
    expect(html).not.toMatch(/href="\/\//);
  });

  it('keeps the editor’s formatting, links, task lists and mentions', () => {
    const input =
      '<h2>Plan</h2><p><strong>Bold</strong> and <a href="https://example.com">a link</a></p>' +
      '<ul data-type="taskList"><li data-checked="true"><label><input type="checkbox" checked></label><p>Done</p></li></ul>' +
      '<mention-component entity_identifier="u1" entity_name="user_mention"></mention-component>';
    const { html } = cleanDescription(input);
    expect(html).toContain('<h2>Plan</h2>');
    expect(html).toContain('<strong>Bold</strong>');
    expect(html).toContain('href="https://example.com"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    expect(html).toContain('data-type="taskList"');
    expect(html).toContain('<input type="checkbox" checked />');
    expect(html).toContain('entity_identifier="u1"');
  });

  it('keeps a mention as Plane stores it, with its person, kind and label', () => {
    const mention =
      '<mention-component entity_identifier="0b6c1f4e-7f52-4c1d-9a43-3c1f0e2a9b7d" entity_name="user_mention" label="Ada Admin"></mention-component>';
    const { html } = cleanDescription(`<p>Ask ${mention} onclick</p>`);
    expect(html).toBe(`<p>Ask ${mention} onclick</p>`);
    const hostile = cleanDescription(
      '<mention-component entity_identifier="u1" label="x" onclick="alert(1)" style="color:red"></mention-component>',
    ).html;
    expect(hostile).toBe(
      '<mention-component entity_identifier="u1" label="x"></mention-component>',
    );
  });

  it('derives searchable text with blocks kept apart and entities read', () => {
    expect(cleanDescription('<p>Fish &amp; chips</p><p>second&nbsp;line</p>').stripped).toBe(
      'Fish & chips second line',
    );
  });

  it('keeps work-item embeds and file attachments, never an unsafe file link', () => {
    const embed =
      '<issue-embed-component entity_identifier="w1" entity_name="issue" project_identifier="p1" workspace_identifier="acme" data-label="WEB-1" onclick="x"></issue-embed-component>';
    const { html } = cleanDescription(embed);
    expect(html).toContain('project_identifier="p1"');
    expect(html).toContain('data-label="WEB-1"');
    expect(html).not.toContain('onclick');
    const file = (src: string) =>
      cleanDescription(
        `<div data-type="file-attachment" data-src="${src}" data-name="a.pdf"><a href="${src}">a.pdf</a></div>`,
      ).html;
    expect(file('/api/assets/v2/x/')).toContain('data-src="/api/assets/v2/x/"');
    expect(file('https://files.example/a.pdf')).toContain('data-src="https://files.example/a.pdf"');
    expect(file('javascript:alert(1)')).not.toContain('data-src');
    expect(file('//evil.example/a')).not.toContain('data-src');
  });

  it('stores an empty paragraph for an empty description', () => {
    expect(cleanDescription('   ')).toEqual({ html: '<p></p>', stripped: '' });
  });
});
