import { WorkItemMentionBase } from '@keel/editor-schema';
import { PluginKey } from '@tiptap/pm/state';
import { ReactNodeViewRenderer } from '@tiptap/react';
import Suggestion, { type SuggestionOptions } from '@tiptap/suggestion';
import { WorkItemMentionChip } from './WorkItemMentionChip';

/** The `#` list's plugin: each suggestion list needs a key of its own. */
export const WORK_ITEM_MENTION_KEY = new PluginKey('workItemMention');

/** A work item offered after `#`: what its chip keeps of it. */
export interface WorkItemCandidate {
  id: string;
  /** Its key, such as WEB-12. */
  key: string;
  name: string;
  state: string | null;
  stateGroup: string | null;
}

/**
 * A mention of a work item (the shared node), typed after `#` from the project's items: shown as a
 * chip with its key, name and state as they are now (WorkItemMentionChip), linking to the item. The web editors pass the list's
 * `items` and `render`.
 */
export const WorkItemMention = WorkItemMentionBase.extend<{
  suggestion: Omit<SuggestionOptions<WorkItemCandidate, WorkItemCandidate>, 'editor'>;
}>({
  addOptions() {
    return {
      suggestion: {
        char: '#',
        allowSpaces: true,
        // Each suggestion plugin needs a key of its own (the @, # and / lists live side by side).
        pluginKey: WORK_ITEM_MENTION_KEY,
        command: ({ editor, range, props }) => {
          editor
            .chain()
            .focus()
            .insertContentAt(range, [
              {
                type: 'workItemMention',
                attrs: {
                  id: props.id,
                  label: props.key,
                  name: props.name,
                  state: props.state,
                  stateGroup: props.stateGroup,
                },
              },
              { type: 'text', text: ' ' },
            ])
            .run();
        },
      },
    };
  },

  addProseMirrorPlugins() {
    return [Suggestion({ editor: this.editor, ...this.options.suggestion })];
  },

  addNodeView() {
    return ReactNodeViewRenderer(WorkItemMentionChip, { as: 'span' });
  },
});
