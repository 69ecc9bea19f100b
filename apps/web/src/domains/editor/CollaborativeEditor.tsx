import './editor-content.css';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { documentExtensions } from '@keel/editor-schema';
import { Extension } from '@tiptap/core';
import type { Plugin } from '@tiptap/pm/state';
import Collaboration from '@tiptap/extension-collaboration';
import { Placeholder } from '@tiptap/extensions';
import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import { BubbleMenu } from '@tiptap/react/menus';
import { yCursorPlugin } from '@tiptap/y-tiptap';
import { useContext, useEffect, useMemo, useState } from 'react';
import * as Y from 'yjs';
import { useTranslation } from 'react-i18next';
import { cx } from '#web/ui/cx';
import { Icon } from '#web/ui/Icon';
import { AiScopeContext } from './ai-scope';
import { AskPiDialog } from './AskPiDialog';
import { useSlashMenu } from './SlashMenu';
import { isFormattableSelection } from './text-selection';
import { HighlightedCodeBlock } from './code-block';
import { EditorToolbar } from './EditorToolbar';
import type { MentionCandidate } from './mention-filter';
import type { WorkItemCandidate } from './work-item-mention';
import { useEditorAids } from './use-editor-aids';
import { FileAttachmentNode } from './FileAttachmentView';
import { WorkItemEmbed, type WorkItemEmbedTarget, workItemEmbedContent } from './WorkItemEmbed';

/** The Yjs field a page's body lives in (the server's, collab/document-convert.ts). */
const BODY_FIELD = 'default';
/** How many presence colours the theme has (--color-presence-N). */
const PRESENCE_COLORS = 8;
/** What the server tells editors when the page rules change their rights. */
const ACCESS_MESSAGE = 'keel:access';

/** Who an editor is to the others: their name and presence colour. */
export interface Collaborator {
  clientId: number;
  name: string;
  color: number;
}

/** A person's presence colour, picked from their id so that it stays the same everywhere. */
export function presenceColor(userId: string): number {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return (hash % PRESENCE_COLORS) + 1;
}

function cursorOf(user: { name?: string; color?: number }): HTMLElement {
  const color = `var(--color-presence-${String(user.color ?? 1)})`;
  const caret = document.createElement('span');
  caret.className = 'collab-caret';
  caret.style.borderColor = color;
  const label = document.createElement('span');
  label.className = 'collab-caret-label';
  label.style.backgroundColor = color;
  label.textContent = user.name ?? '';
  caret.append(label);
  return caret;
}

function selectionOf(user: { color?: number }) {
  const color = `var(--color-presence-${String(user.color ?? 1)})`;
  return {
    class: 'collab-selection',
    style: `background-color: color-mix(in srgb, ${color} 22%, transparent)`,
  };
}

export interface CollaborativeEditorProps {
  /** The page's id: the document's name on `/live`. */
  documentName: string;
  /** Whether this person may change it (the server decides too; it tells when that changes). */
  editable: boolean;
  me: { id: string; name: string };
  label: string;
  placeholder: string;
  /** Who else is here, whenever that changes. */
  onPeople?: (people: Collaborator[]) => void;
  /** The server changed this person's rights (the page was locked, made private…). */
  onAccess?: (canEdit: boolean) => void;
  /** The connection's state, for a quiet indicator. */
  onStatus?: (status: 'connecting' | 'synced' | 'offline') => void;
  /** The editor once made (null when it goes): for the outline and the exports. */
  onEditor?: (editor: Editor | null) => void;
  /** People `@` may mention; none turns mentions off. */
  mentionCandidates?: () => MentionCandidate[];
  /** Stores a pasted, dropped or picked image and answers its URL; none turns images off. */
  uploadImage?: (file: File) => Promise<string>;
  /** Work items `#` may mention; none turns `#` mentions off. */
  workItemCandidates?: (query: string) => Promise<WorkItemCandidate[]>;
  /** Stores an attached file and answers its URL; none turns attachments off. */
  uploadFile?: (file: File) => Promise<string>;
  /**
   * Opens the screen's work-item picker for the `/` menu's embed; it calls `insert` with the
   * chosen items (none turns embeds off).
   */
  pickWorkItems?: (insert: (items: WorkItemEmbedTarget[]) => void) => void;
  /** The workspace the embeds belong to (Plane's `workspace_identifier`). */
  workspace?: string;
}

/**
 * The page editor (issue 19): the shared document (@keel/editor-schema) edited together over
 * `/live` (Hocuspocus), with each person's cursor and selection in their colour and name.
 */
export function CollaborativeEditor({
  documentName,
  editable,
  me,
  label,
  placeholder,
  onPeople,
  onAccess,
  onStatus,
  onEditor,
  mentionCandidates,
  uploadImage,
  workItemCandidates,
  uploadFile,
  pickWorkItems,
  workspace = '',
}: CollaborativeEditorProps) {
  const { t } = useTranslation('editor');
  const [isSynced, setSynced] = useState(false);
  const aiScope = useContext(AiScopeContext);
  const aids = useEditorAids({ mentionCandidates, uploadImage, workItemCandidates, uploadFile });
  const slash = useSlashMenu({
    ...aids.slashPickers,
    ...(pickWorkItems === undefined
      ? {}
      : {
          workItems: (current) => {
            pickWorkItems((items) => {
              if (current.isDestroyed || items.length === 0) return;
              // A paragraph after the cards keeps the cursor in text, where typing goes on.
              current
                .chain()
                .focus()
                .insertContent([
                  ...items.map((item) => workItemEmbedContent(item, workspace)),
                  { type: 'paragraph' },
                ])
                .run();
            });
          },
        }),
  });
  const [isAskingPi, setAskingPi] = useState(false);
  const { doc, provider } = useMemo(() => {
    const yDoc = new Y.Doc();
    const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
    const socket = new HocuspocusProviderWebsocket({
      url: `${protocol}//${window.location.host}/live`,
    });
    const live = new HocuspocusProvider({
      websocketProvider: socket,
      name: documentName,
      document: yDoc,
    });
    return { doc: yDoc, provider: live };
  }, [documentName]);

  useEffect(() => {
    provider.attach();
    const onSynced = () => {
      setSynced(true);
      onStatus?.('synced');
    };
    const onDisconnect = () => {
      onStatus?.('offline');
    };
    const onStateless = ({ payload }: { payload: string }) => {
      try {
        const message = JSON.parse(payload) as { type?: string; canEdit?: boolean };
        if (message.type === ACCESS_MESSAGE && typeof message.canEdit === 'boolean')
          onAccess?.(message.canEdit);
      } catch {
        // Not ours.
      }
    };
    const people = () => {
      const states: Map<number, unknown> =
        provider.awareness?.getStates() ?? new Map<number, unknown>();
      const list: Collaborator[] = [];
      for (const [clientId, state] of states) {
        const user = (state as { user?: { name?: string; color?: number; id?: string } }).user;
        if (user?.name !== undefined)
          list.push({ clientId, name: user.name, color: user.color ?? 1 });
      }
      onPeople?.(list);
    };
    provider.on('synced', onSynced);
    provider.on('disconnect', onDisconnect);
    provider.on('stateless', onStateless);
    provider.awareness?.on('change', people);
    onStatus?.('connecting');
    return () => {
      provider.off('synced', onSynced);
      provider.off('disconnect', onDisconnect);
      provider.off('stateless', onStateless);
      provider.awareness?.off('change', people);
      provider.destroy();
      doc.destroy();
    };
    // The callbacks are read when events arrive; the provider is the one to follow.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [provider, doc]);

  useEffect(() => {
    provider.setAwarenessField('user', { id: me.id, name: me.name, color: presenceColor(me.id) });
  }, [provider, me.id, me.name]);

  const editor = useEditor(
    {
      editable,
      extensions: [
        ...documentExtensions({
          isCollaborative: true,
          mention: aids.mention,
          workItemMention: aids.workItemMention,
          codeBlock: HighlightedCodeBlock,
          workItemEmbed: WorkItemEmbed,
          fileAttachment: FileAttachmentNode,
        }),
        Collaboration.configure({ document: doc, field: BODY_FIELD }),
        Extension.create({
          name: 'keelCollaborators',
          addProseMirrorPlugins: () =>
            provider.awareness
              ? [
                  // y-tiptap's cursor plugin is typed loosely (any); it is a ProseMirror plugin.
                  yCursorPlugin(provider.awareness, {
                    cursorBuilder: cursorOf,
                    selectionBuilder: selectionOf,
                  }) as Plugin,
                ]
              : [],
        }),
        Placeholder.configure({ placeholder }),
        slash.extension,
      ],
      editorProps: {
        attributes: {
          'aria-label': label,
          role: 'textbox',
          'aria-multiline': 'true',
          'data-testid': 'editor-page',
        },
        ...aids.editorProps,
      },
    },
    [doc, provider],
  );

  aids.useAttach(editor);

  useEffect(() => {
    if (editor.isEditable !== (editable && isSynced)) editor.setEditable(editable && isSynced);
  }, [editor, editable, isSynced]);

  useEffect(() => {
    onEditor?.(editor);
    return () => {
      onEditor?.(null);
    };
    // The callback is read when the editor changes; the editor is the one to follow.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor]);

  return (
    <div
      className={cx('keel-editor keel-page-editor relative', !editable && 'is-readonly')}
      data-variant="description"
      aria-busy={!isSynced}
    >
      {editable && (
        <BubbleMenu
          editor={editor}
          options={{ placement: 'top-start', offset: 8 }}
          shouldShow={({ editor: current, from, to }) => isFormattableSelection(current, from, to)}
          className="z-40 rounded-lg border border-subtle bg-surface p-0.5 shadow-card"
        >
          <EditorToolbar
            editor={editor}
            onPickImage={
              aids.pickImage === undefined
                ? undefined
                : (file) => {
                    aids.pickImage?.(editor, file);
                  }
            }
            onAskPi={
              aiScope
                ? () => {
                    setAskingPi(true);
                  }
                : undefined
            }
          />
        </BubbleMenu>
      )}
      {aiScope && editable && isSynced && (
        <div className="mb-2 flex justify-end">
          <button
            type="button"
            className="flex items-center gap-1.5 rounded-md px-2 py-1 text-sm text-secondary hover:bg-surface-hover hover:text-primary focus-visible:outline-2 focus-visible:outline-focus"
            onClick={() => {
              setAskingPi(true);
            }}
          >
            <Icon name="sparkles" size={14} />
            {t('toolbar.actions.askPi')}
          </button>
        </div>
      )}
      <EditorContent editor={editor} />
      {slash.list}
      {aids.overlays}
      {isAskingPi && aiScope && (
        <AskPiDialog
          editor={editor}
          scope={aiScope}
          onClose={() => {
            setAskingPi(false);
          }}
        />
      )}
    </div>
  );
}
