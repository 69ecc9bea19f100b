import { describe, expect, it } from 'vitest';
import { mentionedUserIds, userMentionHtml } from './work-item-comments-wire';
import { emojiToReactionCode, reactionCodeToEmoji } from './work-item-reactions-wire';

const ADA = '6f1d2c3b-0000-4000-8000-000000000001';
const BOB = '6f1d2c3b-0000-4000-8000-000000000002';

describe('mentions in rich text', () => {
  it('reads the people the editor’s mention tags name, each once', () => {
    const html = `<p>${userMentionHtml(ADA, 'Ada')} and ${userMentionHtml(BOB, 'Bob')} and ${userMentionHtml(ADA, 'Ada')}</p>`;
    expect(mentionedUserIds(html)).toEqual([ADA, BOB]);
  });

  it('reads attributes in any order and quoting, and skips other kinds of mention', () => {
    const html = `<mention-component entity_name='user_mention' entity_identifier='${ADA}'></mention-component><mention-component entity_identifier="${BOB}" entity_name="issue_mention"></mention-component>`;
    expect(mentionedUserIds(html)).toEqual([ADA]);
    expect(mentionedUserIds('<p>@Ada</p>')).toEqual([]);
  });

  it('escapes the label it writes', () => {
    expect(userMentionHtml(ADA, 'A "B" <C>')).toContain('label="A &#34;B&#34; &#60;C&#62;"');
  });
});

describe('reaction codes', () => {
  it('turns emoji into Plane’s decimal code points and back', () => {
    expect(emojiToReactionCode('👍')).toBe('128077');
    expect(emojiToReactionCode('❤️')).toBe('10084-65039');
    expect(reactionCodeToEmoji('128077')).toBe('👍');
    expect(reactionCodeToEmoji('10084-65039')).toBe('❤️');
  });

  it('shows a code that is no emoji as it is', () => {
    expect(reactionCodeToEmoji('abc')).toBe('abc');
    expect(reactionCodeToEmoji('99999999')).toBe('99999999');
  });
});
