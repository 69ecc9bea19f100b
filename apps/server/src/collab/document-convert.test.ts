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

  it('never drops from the live document what it does not know', () => {
    const doc = new Y.Doc();
    const unknown = new Y.XmlElement('somethingNewer');
    unknown.insert(0, [new Y.XmlText('kept')]);
    doc.getXmlFragment(PAGE_BODY_FIELD).insert(0, [unknown]);
    htmlOf(doc);
    expect(doc.getXmlFragment(PAGE_BODY_FIELD).toJSON()).toContain('kept');
  });
});
