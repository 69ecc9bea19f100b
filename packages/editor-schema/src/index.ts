import type { AnyExtension } from '@tiptap/core';
import { Image } from '@tiptap/extension-image';
import { TaskItem, TaskList } from '@tiptap/extension-list';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import StarterKit, { type StarterKitOptions } from '@tiptap/starter-kit';
import { Callout } from './callout';
import { FileAttachment } from './file-attachment';
import { PersonMentionBase } from './person-mention';
import { WorkItemEmbedBase } from './work-item-embed';
import { WorkItemMentionBase } from './work-item-mention';

export { Callout } from './callout';
export { FileAttachment } from './file-attachment';
export { PersonMentionBase, USER_MENTION } from './person-mention';
export { WorkItemEmbedBase } from './work-item-embed';
export { WORK_ITEM_MENTION, WorkItemMentionBase } from './work-item-mention';

/**
 * The document Keel's editor writes, shared by the web editor and the server (which turns a
 * page's HTML into its Yjs state and back): the same nodes and marks on both sides, or a
 * document would lose what one of them does not know. Behaviour (placeholders, menus, node
 * views) is the web's; `mention` lets it pass its configured mention in place of the plain one.
 */
export function documentExtensions(
  options: {
    link?: Partial<StarterKitOptions['link']>;
    mention?: AnyExtension;
    /** The web's work-item mention (with its `#` list) in place of the plain node. */
    workItemMention?: AnyExtension;
    /** A collaborative document keeps its undo history in Yjs, not in the editor. */
    isCollaborative?: boolean;
    /** The web's highlighting code block in place of the plain one (the same node). */
    codeBlock?: AnyExtension;
    /** The web's work-item embed (a live card) in place of the plain node. */
    workItemEmbed?: AnyExtension;
    /** The web's file attachment (a download card) in place of the plain node. */
    fileAttachment?: AnyExtension;
  } = {},
): AnyExtension[] {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3] },
      ...(options.isCollaborative === true ? { undoRedo: false as const } : {}),
      ...(options.codeBlock !== undefined ? { codeBlock: false as const } : {}),
      link: {
        autolink: true,
        protocols: ['mailto'],
        HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
        ...options.link,
      },
    }),
    TaskList,
    TaskItem.configure({ nested: true }),
    Table.configure({ resizable: false }),
    TableRow,
    TableHeader,
    TableCell,
    Image.configure({ inline: false, allowBase64: false }),
    Callout,
    options.mention ?? PersonMentionBase,
    options.workItemMention ?? WorkItemMentionBase,
    options.workItemEmbed ?? WorkItemEmbedBase,
    options.fileAttachment ?? FileAttachment,
    ...(options.codeBlock !== undefined ? [options.codeBlock] : []),
  ];
}
