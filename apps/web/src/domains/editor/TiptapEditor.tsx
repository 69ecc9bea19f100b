import './editor-content.css';
import { Extension } from '@tiptap/core';
import { Placeholder } from '@tiptap/extensions';
import { EditorContent, useEditor } from '@tiptap/react';
import { BubbleMenu } from '@tiptap/react/menus';
import { documentExtensions } from '@keel/editor-schema';
import { useContext, useEffect, useState } from 'react';
import { cx } from '#web/ui/cx';
import { AiScopeContext } from './ai-scope';
import { AskPiDialog } from './AskPiDialog';
import { FileAttachmentNode } from './FileAttachmentView';
import { useSlashMenu } from './SlashMenu';
import { isFormattableSelection } from './text-selection';
import { WorkItemEmbed } from './WorkItemEmbed';
import { HighlightedCodeBlock } from './code-block';
import { EditorToolbar } from './EditorToolbar';
import type { RichTextEditorProps } from './rich-text-editor-props';
import { useEditorAids } from './use-editor-aids';
import { useLatest } from './use-latest';

/**
 * The Tiptap editor behind RichTextEditor (loaded lazily by it): StarterKit (headings, lists,
 * code, quotes, marks, links), checklists, tables, images stored through the assets flow on
 * paste, drop or the toolbar, `@` mentions, and a placeholder. Descriptions show the formatting
 * bar over a selection; comments keep a compact bar under the text and submit on Mod+Enter;
 * notes (stickies) are compact like comments with the bar over a selection, as descriptions.
 */
export function TiptapEditor(props: RichTextEditorProps) {
  const {
    initialHtml,
    placeholder = '',
    editable = true,
    autoFocus = false,
    variant,
    label,
  } = props;
  const latest = useLatest(props);
  const aids = useEditorAids({
    mentionCandidates: props.mentionCandidates,
    uploadImage: props.uploadImage,
    workItemCandidates: props.workItemCandidates,
  });
  const aiScope = useContext(AiScopeContext);
  const slash = useSlashMenu(aids.slashPickers);
  const [isAskingPi, setAskingPi] = useState(false);

  const editor = useEditor({
    editable,
    autofocus: autoFocus ? 'end' : false,
    content: initialHtml,
    extensions: [
      ...documentExtensions({
        link: { openOnClick: !editable },
        mention: aids.mention,
        workItemMention: aids.workItemMention,
        codeBlock: HighlightedCodeBlock,
        workItemEmbed: WorkItemEmbed,
        fileAttachment: FileAttachmentNode,
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
      ...aids.editorProps,
    },
    onUpdate: ({ editor: current }) => {
      latest.current.onChange?.(current.getHTML());
    },
  });
  aids.useAttach(editor);

  useEffect(() => {
    if (editor.isEditable !== editable) editor.setEditable(editable);
  }, [editor, editable]);

  const pickImage =
    aids.pickImage === undefined
      ? undefined
      : (file: File) => {
          aids.pickImage?.(editor, file);
        };

  return (
    <div
      className={cx('keel-editor relative', !editable && 'is-readonly')}
      data-variant={variant}
      aria-busy={aids.isUploading}
    >
      {editable && variant !== 'comment' && (
        <BubbleMenu
          editor={editor}
          options={{ placement: 'top-start', offset: 8 }}
          shouldShow={({ editor: current, from, to }) => isFormattableSelection(current, from, to)}
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
          className="-ml-1 mt-1 flex-wrap"
        />
      )}
      {aids.overlays}
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
