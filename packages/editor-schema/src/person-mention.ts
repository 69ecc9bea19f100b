import Mention from '@tiptap/extension-mention';
import { type Attributed, htmlAttribute } from './html-attribute';

/** What Plane stores for a mention of a person (`entity_name` of a user mention). */
export const USER_MENTION = 'user_mention';

interface MentionAttributes {
  id: string | null;
  label: string | null;
}

/**
 * A mention of a person, stored as Plane stores it so that documents move between the two
 * unchanged: `<mention-component entity_identifier="<user id>" entity_name="user_mention"
 * label="<name>"></mention-component>`. The web app gives it its chip (a node view).
 */
export const PersonMentionBase = Mention.extend({
  addAttributes() {
    return {
      id: htmlAttribute('entity_identifier'),
      label: htmlAttribute('label'),
    };
  },

  parseHTML() {
    // Every mention-component but a work item's (work-item-mention.ts) is a person's.
    return [
      {
        tag: 'mention-component',
        getAttrs: (element: Attributed) =>
          element.getAttribute('entity_name') === 'issue_mention' ? false : null,
      },
    ];
  },

  renderHTML({ node }) {
    const attrs = node.attrs as MentionAttributes;
    return [
      'mention-component',
      { entity_identifier: attrs.id ?? '', entity_name: USER_MENTION, label: attrs.label ?? '' },
    ];
  },

  renderText({ node }) {
    const attrs = node.attrs as MentionAttributes;
    return `@${attrs.label ?? attrs.id ?? ''}`;
  },
});
