import { i18n } from '#web/lib/i18n';
import './editor-content.css';
import { Extension } from '@tiptap/core';
import { Placeholder } from '@tiptap/extensions';
import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import { BubbleMenu } from '@tiptap/react/menus';
import { documentExtensions } from '@keel/editor-schema';
import { useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#web/lib/api-client';
import { cx } from '#web/ui/cx';
import { showErrorToast } from '#web/ui/Toaster';
import { AiScopeContext } from './ai-scope';
import { AskPiDialog } from './AskPiDialog';
import { useSlashMenu } from './SlashMenu';
import { EditorToolbar } from './EditorToolbar';
import { imageFilesOf } from './image-files';
import { filterMentionCandidates } from './mention-filter';
import { PersonMention } from './mention-node';
import {
  type MentionMenuState,
  mentionMenuRenderer,
  MentionSuggestions,
} from './MentionSuggestions';
import type { RichTextEditorProps } from './rich-text-editor-props';

/** Keeps the latest value of a prop for callbacks the editor was built with once. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}

/**
 * The Tiptap editor behind RichTextEditor (loaded lazily by it): StarterKit (headings, lists,
 * code, quotes, marks, links), checklists, tables, images stored through the assets flow on
 * paste, drop or the toolbar, `@` mentions, and a placeholder. Descriptions show the formatting
 * bar over a selection; comments keep a compact bar under the text and submit on Mod+Enter;
 * notes (stickies) are compact like comments with the bar over a selection, as descriptions.
 */
export function TiptapEditor(props: RichTextEditorProps) {
  const { t } = useTranslation('editor');
  const {
    initialHtml,
    placeholder = '',
    editable = true,
    autoFocus = false,
    variant,
    label,
  } = props;
  const latest = useLatest(props);
  const [menu, setMenu] = useState<MentionMenuState | null>(null);
  const [uploading, setUploading] = useState(0);
  const hasImages = props.uploadImage !== undefined;
  const aiScope = useContext(AiScopeContext);
  const slash = useSlashMenu();
  const [isAskingPi, setAskingPi] = useState(false);

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

  const editor = useEditor({
    editable,
    autofocus: autoFocus ? 'end' : false,
    content: initialHtml,
    extensions: [
      ...documentExtensions({
        link: { openOnClick: !editable },
        // The node is always known, so saved mentions read back even where no one can be mentioned.
        mention: PersonMention.configure({
          suggestion: {
            char: '@',
            allow: () => latest.current.mentionCandidates !== undefined,
            items: ({ query }) =>
              filterMentionCandidates(latest.current.mentionCandidates?.() ?? [], query),
            render: mentionMenuRenderer(setMenu),
          },
        }),
      }),
      Placeholder.configure({ placeholder }),
      // Block commands after `/` in descriptions; comments and notes keep the slash a character.
      ...(variant === 'description' ? [slash.extension] : []),
      Extension.create({
        name: 'keelSubmit',
        addKeyboardShortcuts: () => ({
          'Mod-Enter': () => {
            const submit = latest.current.onSubmit;
            if (!submit) return false;
            submit();
            return true;
          },
        }),
      }),
    ],
    editorProps: {
      attributes: {
        'aria-label': label,
        role: 'textbox',
        'aria-multiline': 'true',
        'data-testid': `editor-${variant}`,
      },
      handlePaste: (_view, event) => {
        const files = imageFilesOf(event.clipboardData?.files);
        if (files.length === 0 || !latest.current.uploadImage || !editorRef.current) return false;
        insertImages(editorRef.current, files);
        return true;
      },
      handleDrop: (view, event, _slice, moved) => {
        if (moved) return false;
        const files = imageFilesOf(event.dataTransfer?.files);
        if (files.length === 0 || !latest.current.uploadImage || !editorRef.current) return false;
        event.preventDefault();
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
        insertImages(editorRef.current, files, at);
        return true;
      },
    },
    onUpdate: ({ editor: current }) => {
      latest.current.onChange?.(current.getHTML());
    },
  });
  const editorRef = useLatest<Editor | null>(editor);

  useEffect(() => {
    if (editor.isEditable !== editable) editor.setEditable(editable);
  }, [editor, editable]);

  const pickImage = hasImages
    ? (file: File) => {
        insertImages(editor, [file]);
      }
    : undefined;

  return (
    <div
      className={cx('keel-editor relative', !editable && 'is-readonly')}
      data-variant={variant}
      aria-busy={uploading > 0}
    >
      {editable && variant !== 'comment' && (
        <BubbleMenu
          editor={editor}
          options={{ placement: 'top-start', offset: 8 }}
          shouldShow={({ editor: current, from, to }) =>
            current.isEditable && from !== to && !current.isActive('image')
          }
          className="z-40 rounded-lg border border-subtle bg-surface p-0.5 shadow-card"
        >
          <EditorToolbar
            editor={editor}
            onPickImage={pickImage}
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
      <EditorContent editor={editor} />
      {editable && variant === 'comment' && (
        <EditorToolbar editor={editor} onPickImage={pickImage} className="-ml-1 mt-1 flex-wrap" />
      )}
      {uploading > 0 && (
        <p role="status" className="mt-1 text-xs text-tertiary">
          {t('uploadingImage')}
        </p>
      )}
      {menu && <MentionSuggestions menu={menu} />}
      {slash.list}
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
