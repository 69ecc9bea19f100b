import { i18n } from '#web/lib/i18n';
import { PersonMentionBase } from '@keel/editor-schema';

/**
 * A mention of a person (the shared document's node, @keel/editor-schema), shown in the editor as
 * an "@name" chip.
 */
export const PersonMention = PersonMentionBase.extend({
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
