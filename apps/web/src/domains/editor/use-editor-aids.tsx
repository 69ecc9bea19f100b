import type { Editor } from '@tiptap/react';
import type { EditorView } from '@tiptap/pm/view';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#web/lib/api-client';
import { i18n } from '#web/lib/i18n';
import { showErrorToast } from '#web/ui/Toaster';
import { fileAttachmentContent } from './FileAttachmentView';
import { EDITOR_IMAGE_TYPES, imageFilesOf, otherFilesOf } from './image-files';
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
import { useLatest } from './use-latest';

/**
 * What an editor offers besides its text, shared by the editors of descriptions and of pages:
 * `@` mentions of `mentionCandidates`, images stored by `uploadImage` and other files stored by
 * `uploadFile` (as attachment blocks) when pasted, dropped or picked. Give the editor `mention`
 * and `editorProps`, call `attach` with it, draw `overlays`.
 */
export function useEditorAids(options: {
  mentionCandidates?: (() => MentionCandidate[]) | undefined;
  uploadImage?: ((file: File) => Promise<string>) | undefined;
  /** Stores any other file and answers its URL; none leaves such files alone. */
  uploadFile?: ((file: File) => Promise<string>) | undefined;
  /** Work items `#` may mention, for what is typed after it; none turns `#` mentions off. */
  workItemCandidates?: ((query: string) => Promise<WorkItemCandidate[]>) | undefined;
}) {
  const { t } = useTranslation('editor');
  const latest = useLatest(options);
  const [menu, setMenu] = useState<MentionMenuState | null>(null);
  const [workItemMenu, setWorkItemMenu] = useState<SuggestionMenuState<WorkItemCandidate> | null>(
    null,
  );
  const [uploading, setUploading] = useState({ images: 0, files: 0 });
  const editorRef = useRef<Editor | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [pickingImage, setPickingImage] = useState(false);

  /** Stores each file, then inserts its block where it was dropped (or at the cursor). */
  const insertUploads = (editor: Editor, files: File[], kind: 'images' | 'files', at?: number) => {
    const upload = kind === 'images' ? latest.current.uploadImage : latest.current.uploadFile;
    if (!upload) return;
    const count = (step: number) => {
      setUploading((current) => ({ ...current, [kind]: current[kind] + step }));
    };
    for (const file of files) {
      count(1);
      upload(file)
        .then((src) => {
          if (editor.isDestroyed) return;
          // An attached file's card is followed by a paragraph, so the cursor stays in text.
          const block =
            kind === 'images'
              ? { type: 'image', attrs: { src, alt: file.name } }
              : [fileAttachmentContent(file, src), { type: 'paragraph' }];
          if (at === undefined) editor.chain().focus().insertContent(block).run();
          else editor.chain().focus().insertContentAt(at, block).run();
        })
        .catch((error: unknown) => {
          showErrorToast(
            error instanceof ApiError && error.message
              ? error.message
              : i18n.t(kind === 'images' ? 'editor:imageUploadFailed' : 'editor:fileUploadFailed'),
          );
        })
        .finally(() => {
          count(-1);
        });
    }
  };
  const insertLatest = useLatest(insertUploads);

  /** Pasted or dropped files: images as images, the rest as attachments where files are on. */
  const takeFiles = (editor: Editor, list: FileList | undefined, at?: number): boolean => {
    const images = latest.current.uploadImage ? imageFilesOf(list) : [];
    const others = latest.current.uploadFile ? otherFilesOf(list) : [];
    if (images.length === 0 && others.length === 0) return false;
    insertLatest.current(editor, images, 'images', at);
    insertLatest.current(editor, others, 'files', at);
    return true;
  };
  const takeLatest = useLatest(takeFiles);

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
      const editor = editorRef.current;
      if (!editor) return false;
      return takeLatest.current(editor, event.clipboardData?.files);
    },
    handleDrop: (view: EditorView, event: DragEvent, _slice: unknown, moved: boolean) => {
      const editor = editorRef.current;
      if (moved || !editor) return false;
      const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
      if (!takeLatest.current(editor, event.dataTransfer?.files, at)) return false;
      event.preventDefault();
      return true;
    },
  }));

  /** Opens the file chooser for an image or an attachment; the choice is inserted at the cursor. */
  const pickFile = (editor: Editor, kind: 'images' | 'files') => {
    editorRef.current = editor;
    setPickingImage(kind === 'images');
    const input = fileInput.current;
    if (!input) return;
    input.accept = kind === 'images' ? EDITOR_IMAGE_TYPES.join(',') : '';
    input.click();
  };

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
            insertUploads(editor, [file], 'images');
          },
    /** What the `/` menu may ask the screen to choose: an image or a file from the device. */
    slashPickers: {
      ...(options.uploadImage === undefined
        ? {}
        : {
            image: (editor: Editor) => {
              pickFile(editor, 'images');
            },
          }),
      ...(options.uploadFile === undefined
        ? {}
        : {
            file: (editor: Editor) => {
              pickFile(editor, 'files');
            },
          }),
    },
    isUploading: uploading.images + uploading.files > 0,
    overlays: (
      <>
        <input
          ref={fileInput}
          type="file"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="editor-file-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            const editor = editorRef.current;
            event.target.value = '';
            if (file && editor) insertUploads(editor, [file], pickingImage ? 'images' : 'files');
          }}
        />
        {uploading.images > 0 && (
          <p role="status" className="mt-1 text-xs text-tertiary">
            {t('uploadingImage')}
          </p>
        )}
        {uploading.files > 0 && (
          <p role="status" className="mt-1 text-xs text-tertiary">
            {t('uploadingFile')}
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
