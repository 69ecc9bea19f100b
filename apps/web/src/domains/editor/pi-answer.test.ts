import { describe, expect, it } from 'vitest';
import { answerToHtml } from './pi-answer';

describe('answerToHtml', () => {
  it('turns Pi’s Markdown into the editor’s blocks, escaped', () => {
    expect(
      answerToHtml('## Plan\nShip **now** <script>\n\n- [ ] Test\n- [x] Build\n- one\n1. first'),
    ).toBe(
      '<h2>Plan</h2><p>Ship <strong>now</strong> &lt;script&gt;</p>' +
        '<ul data-type="taskList"><li data-type="taskItem" data-checked="false"><p>Test</p></li>' +
        '<li data-type="taskItem" data-checked="true"><p>Build</p></li></ul>' +
        '<ul><li><p>one</p></li></ul><ol><li><p>first</p></li></ol>',
    );
    expect(answerToHtml('  \n')).toBe('');
  });
});
