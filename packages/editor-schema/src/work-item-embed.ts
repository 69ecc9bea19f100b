import { Node, mergeAttributes } from '@tiptap/core';
import { htmlAttribute } from './html-attribute';

/**
 * A work item embedded as a block of its own, stored as Plane stores one
 * (`<issue-embed-component entity_identifier="<item>" project_identifier="<project>"
 * workspace_identifier="<workspace>" entity_name="issue">`), with its key and name as they were
 * when embedded (`data-label`, `data-name`) for readers that cannot look it up. The web app draws
 * it as a card of the item as it is now.
 */
export const WorkItemEmbedBase = Node.create({
  name: 'workItemEmbed',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,

  addAttributes() {
    return {
      id: htmlAttribute('entity_identifier'),
      projectId: htmlAttribute('project_identifier'),
      workspace: htmlAttribute('workspace_identifier'),
      label: htmlAttribute('data-label'),
      name: htmlAttribute('data-name'),
    };
  },

  parseHTML() {
    return [{ tag: 'issue-embed-component' }];
  },

  renderHTML({ node, HTMLAttributes }) {
    const attrs = node.attrs as Record<string, string | null>;
    return [
      'issue-embed-component',
      mergeAttributes(HTMLAttributes, {
        entity_identifier: attrs.id ?? '',
        entity_name: 'issue',
        project_identifier: attrs.projectId ?? '',
        workspace_identifier: attrs.workspace ?? '',
        'data-label': attrs.label ?? '',
        'data-name': attrs.name ?? '',
      }),
    ];
  },

  renderText({ node }) {
    const attrs = node.attrs as Record<string, string | null>;
    return `${attrs.label ?? ''} ${attrs.name ?? ''}`.trim();
  },
});
