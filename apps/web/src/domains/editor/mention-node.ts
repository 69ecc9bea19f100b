import { i18n } from '#web/lib/i18n';
import Mention from '@tiptap/extension-mention';

/** What Plane stores for a mention of a person (`entity_name` of a user mention). */
const USER_MENTION = 'user_mention';

/**
 * A mention of a person, stored as Plane stores it so that descriptions and comments move between
 * the two unchanged: `<mention-component entity_identifier="<user id>" entity_name="user_mention"
 * label="<name>"></mention-component>`. In the editor it shows as an "@name" chip.
 */
export const PersonMention = Mention.extend({
  addAttributes() {
    return {
      id: {
        default: null,
        parseHTML: (element: HTMLElement) => element.getAttribute('entity_identifier'),
        renderHTML: () => ({}),
      },
      label: {
        default: null,
        parseHTML: (element: HTMLElement) => element.getAttribute('label'),
        renderHTML: () => ({}),
      },
    };
  },

  parseHTML() {
    return [{ tag: 'mention-component' }];
  },

  renderHTML({ node }) {
    const attrs = node.attrs as { id: string | null; label: string | null };
    return [
      'mention-component',
      {
        entity_identifier: attrs.id ?? '',
        entity_name: USER_MENTION,
        label: attrs.label ?? '',
      },
    ];
  },

  renderText({ node }) {
    const attrs = node.attrs as { id: string | null; label: string | null };
    return `@${attrs.label ?? attrs.id ?? ''}`;
  },

  addNodeView() {
    return ({ node }) => {
      const attrs = node.attrs as { id: string | null; label: string | null };
      const dom = document.createElement('span');
      dom.className = 'editor-mention';
      dom.dataset.mentionId = attrs.id ?? '';
      dom.textContent = `@${attrs.label ?? i18n.t('editor:mention.someone')}`;
      return { dom };
    };
  },
});
