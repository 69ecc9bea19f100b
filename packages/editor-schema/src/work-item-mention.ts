import { Node, mergeAttributes } from '@tiptap/core';
import { htmlAttribute } from './html-attribute';

/** What Plane stores for a mention of a work item (`entity_name` of an issue mention). */
export const WORK_ITEM_MENTION = 'issue_mention';

/**
 * A mention of a work item, stored as Plane stores mentions (`<mention-component
 * entity_name="issue_mention" entity_identifier="<id>" label="WEB-12">`), with its name and state
 * as they were when mentioned (`data-name`, `data-state`, `data-state-group`). The web app draws
 * it as a chip linking to the item.
 */
export const WorkItemMentionBase = Node.create({
  name: 'workItemMention',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,

  addAttributes() {
    return {
      id: htmlAttribute('entity_identifier'),
      label: htmlAttribute('label'),
      name: htmlAttribute('data-name'),
      state: htmlAttribute('data-state'),
      stateGroup: htmlAttribute('data-state-group'),
    };
  },

  parseHTML() {
    return [{ tag: `mention-component[entity_name="${WORK_ITEM_MENTION}"]` }];
  },

  renderHTML({ node, HTMLAttributes }) {
    const attrs = node.attrs as Record<string, string | null>;
    return [
      'mention-component',
      mergeAttributes(HTMLAttributes, {
        entity_identifier: attrs.id ?? '',
        entity_name: WORK_ITEM_MENTION,
        label: attrs.label ?? '',
        'data-name': attrs.name ?? '',
        'data-state': attrs.state ?? '',
        'data-state-group': attrs.stateGroup ?? '',
      }),
    ];
  },

  renderText({ node }) {
    const attrs = node.attrs as Record<string, string | null>;
    return `${attrs.label ?? ''} ${attrs.name ?? ''}`.trim();
  },
});
