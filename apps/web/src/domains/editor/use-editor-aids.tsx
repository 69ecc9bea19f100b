import type { Editor } from '@tiptap/react';
import type { EditorView } from '@tiptap/pm/view';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#web/lib/api-client';
import { i18n } from '#web/lib/i18n';
import { showErrorToast } from '#web/ui/Toaster';
import { imageFilesOf } from './image-files';
import { type MentionCandidate, filterMentionCandidates } from './mention-filter';
import { PersonMention } from './mention-node';
import { SuggestionList, type SuggestionMenuState, suggestionMenuRenderer } from './SuggestionMenu';
import {
  WORK_ITEM_MENTION_KEY,
  type WorkItemCandidate,
  WorkItemMention,
} from './work-item-mention';
import {
  type MentionMenuState,
  MentionSuggestions,
  mentionMenuRenderer,
} from './MentionSuggestions';

/** Keeps the latest value of a prop for callbacks the editor was built with once. */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}

/**
 * What an editor offers besides its text, shared by the editors of descriptions and of pages:
 * `@` mentions of `mentionCandidates`, and images stored by `uploadImage` when pasted, dropped or
 * picked. Give the editor `mention` and `editorProps`, call `attach` with it, draw `overlays`.
 */
export function useEditorAids(options: {
  mentionCandidates?: (() => MentionCandidate[]) | undefined;
  uploadImage?: ((file: File) => Promise<string>) | undefined;
  /** Work items `#` may mention, for what is typed after it; none turns `#` mentions off. */
  workItemCandidates?: ((query: string) => Promise<WorkItemCandidate[]>) | undefined;
}) {
  const { t } = useTranslation('editor');
  const latest = useLatest(options);
  const [menu, setMenu] = useState<MentionMenuState | null>(null);
  const [workItemMenu, setWorkItemMenu] = useState<SuggestionMenuState<WorkItemCandidate> | null>(
    null,
  );
  const [uploading, setUploading] = useState(0);
  const editorRef = useRef<Editor | null>(null);

  const insertImages = (editor: Editor, files: File[], at?: number) => {
    const upload = latest.current.uploadImage;
    if (!upload) return;
    for (const file of files) {
      setUploading((count) => count + 1);
      upload(file)
        .then((src) => {
          if (editor.isDestroyed) return;
          const image = { type: 'image', attrs: { src, alt: file.name } };
          if (at === undefined) editor.chain().focus().insertContent(image).run();
          else editor.chain().focus().insertContentAt(at, image).run();
        })
        .catch((error: unknown) => {
          showErrorToast(
            error instanceof ApiError && error.message
              ? error.message
              : i18n.t('editor:imageUploadFailed'),
          );
        })
        .finally(() => {
          setUploading((count) => count - 1);
        });
    }
  };
  const insertLatest = useLatest(insertImages);

  // The node is always known, so saved mentions read back even where no one can be mentioned.
  const [mention] = useState(() =>
    PersonMention.configure({
      suggestion: {
        char: '@',
        allow: () => latest.current.mentionCandidates !== undefined,
        items: ({ query }) =>
          filterMentionCandidates(latest.current.mentionCandidates?.() ?? [], query),
        render: mentionMenuRenderer(setMenu),
      },
    }),
  );

  const [workItemMention] = useState(() =>
    WorkItemMention.configure({
      suggestion: {
        char: '#',
        allowSpaces: true,
        pluginKey: WORK_ITEM_MENTION_KEY,
        allow: () => latest.current.workItemCandidates !== undefined,
        items: async ({ query }) => {
          const find = latest.current.workItemCandidates;
          if (!find || query.trim() === '') return [];
          return (await find(query.trim())).slice(0, 8);
        },
        render: suggestionMenuRenderer<WorkItemCandidate>(setWorkItemMenu, (props, item) => {
          props.command(item);
        }),
      },
    }),
  );

  const [editorProps] = useState(() => ({
    handlePaste: (_view: EditorView, event: ClipboardEvent) => {
      const files = imageFilesOf(event.clipboardData?.files);
      const editor = editorRef.current;
      if (files.length === 0 || !latest.current.uploadImage || !editor) return false;
      insertLatest.current(editor, files);
      return true;
    },
    handleDrop: (view: EditorView, event: DragEvent, _slice: unknown, moved: boolean) => {
      if (moved) return false;
      const files = imageFilesOf(event.dataTransfer?.files);
      const editor = editorRef.current;
      if (files.length === 0 || !latest.current.uploadImage || !editor) return false;
      event.preventDefault();
      const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
      insertLatest.current(editor, files, at);
      return true;
    },
  }));

  return {
    mention,
    workItemMention,
    editorProps,
    /** Tells the aids which editor they serve (call with the editor useEditor answered). */
    useAttach: (editor: Editor) => {
      useEffect(() => {
        editorRef.current = editor;
      }, [editor]);
    },
    pickImage:
      options.uploadImage === undefined
        ? undefined
        : (editor: Editor, file: File) => {
            insertImages(editor, [file]);
          },
    isUploading: uploading > 0,
    overlays: (
      <>
        {uploading > 0 && (
          <p role="status" className="mt-1 text-xs text-tertiary">
            {t('uploadingImage')}
          </p>
        )}
        {menu && <MentionSuggestions menu={menu} />}
        {workItemMenu && (
          <SuggestionList
            menu={workItemMenu}
            label={t('workItemMention.listLabel')}
            emptyText={t('workItemMention.noMatches')}
            keyOf={(item) => item.id}
            renderItem={(item) => (
              <>
                <span className="shrink-0 font-mono text-xs text-tertiary">{item.key}</span>
                <span className="truncate">{item.name}</span>
              </>
            )}
          />
        )}
      </>
    ),
  };
}
