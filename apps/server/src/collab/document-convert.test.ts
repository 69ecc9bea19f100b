import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { PAGE_BODY_FIELD, fillFromHtml, htmlOf } from './document-convert';

describe('document conversion', () => {
  it('turns HTML into Yjs and back, with mentions of people and work items', () => {
    const doc = new Y.Doc();
    fillFromHtml(
      doc,
      '<h2>Plan</h2><p>Ask <mention-component entity_identifier="u1" entity_name="user_mention" label="Ada"></mention-component> about <mention-component entity_identifier="w1" entity_name="issue_mention" label="WEB-1" data-name="Ship" data-state="Todo" data-state-group="unstarted"></mention-component></p><div data-type="callout"><p>Careful</p></div>',
    );
    const html = htmlOf(doc);
    expect(html).toContain('<h2>Plan</h2>');
    expect(html).toContain('entity_name="user_mention"');
    expect(html).toContain('entity_name="issue_mention"');
    expect(html).toContain('data-name="Ship"');
    expect(html).toContain('data-type="callout"');
  });

  it('keeps work-item embeds (as Plane writes them) and file attachments', () => {
    const doc = new Y.Doc();
    fillFromHtml(
      doc,
      '<p>Before</p><issue-embed-component entity_identifier="w1" entity_name="issue" project_identifier="p1" workspace_identifier="acme" data-label="WEB-1" data-name="Ship"></issue-embed-component><div data-type="file-attachment" data-src="/api/assets/v2/workspaces/acme/projects/p1/a1/" data-name="plan.pdf" data-size="2048" data-mime="application/pdf"><a href="/api/assets/v2/workspaces/acme/projects/p1/a1/">plan.pdf</a></div><p>After</p>',
    );
    const html = htmlOf(doc);
    expect(html).toContain('<issue-embed-component');
    expect(html).toContain('entity_identifier="w1"');
    expect(html).toContain('project_identifier="p1"');
    expect(html).toContain('data-label="WEB-1"');
    expect(html).toContain('data-type="file-attachment"');
    expect(html).toContain('data-size="2048"');
    expect(html).toContain('>plan.pdf</a>');
    expect(html).toContain('<p>After</p>');
  });

  it('never drops from the live document what it does not know', () => {
    const doc = new Y.Doc();
    const unknown = new Y.XmlElement('somethingNewer');
    unknown.insert(0, [new Y.XmlText('kept')]);
    doc.getXmlFragment(PAGE_BODY_FIELD).insert(0, [unknown]);
    htmlOf(doc);
    expect(doc.getXmlFragment(PAGE_BODY_FIELD).toJSON()).toContain('kept');
  });
});
