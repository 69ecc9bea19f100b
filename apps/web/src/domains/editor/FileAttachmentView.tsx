import { FileAttachment as FileAttachmentBase } from '@keel/editor-schema';
import { formatFileSize } from '@keel/core';
import { type NodeViewProps, NodeViewWrapper, ReactNodeViewRenderer } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import { fileIconOf } from '#web/domains/work-items/detail/attachments/file-icon';
import { cx } from '#web/ui/cx';
import { Icon } from '#web/ui/Icon';

/** A link target the card may follow: a path of this site, or an http(s) URL (as the server keeps). */
export function isSafeFileSource(source: string): boolean {
  return /^\/(?!\/)/.test(source) || /^https?:\/\//i.test(source);
}

/** The block's content for a stored file, as `insertContent` takes it. */
export function fileAttachmentContent(file: File, src: string) {
  return {
    type: 'fileAttachment',
    attrs: { src, name: file.name, size: file.size, mime: file.type },
  };
}

/** A file in the document: its icon, name and size, downloading it when followed. */
function FileAttachmentCard({ node, selected }: NodeViewProps) {
  const { t } = useTranslation('editor');
  const attrs = node.attrs as {
    src: string | null;
    name: string | null;
    size: number | null;
    mime: string | null;
  };
  const name = attrs.name ?? '';
  const source = attrs.src !== null && isSafeFileSource(attrs.src) ? attrs.src : null;
  const body = (
    <>
      <Icon
        name={fileIconOf(attrs.mime ?? '', name)}
        size={16}
        className="shrink-0 text-secondary"
      />
      <span className="min-w-0 truncate">{name}</span>
      {attrs.size !== null && (
        <span className="shrink-0 text-xs text-tertiary">{formatFileSize(attrs.size)}</span>
      )}
      {source !== null && (
        <Icon name="download" size={14} className="ml-auto shrink-0 text-tertiary" />
      )}
    </>
  );
  const box =
    'flex min-w-0 items-center gap-2 rounded-md border border-subtle bg-surface px-3 py-2 text-sm text-primary no-underline shadow-xs';
  return (
    <NodeViewWrapper
      className={cx('editor-embed', selected && 'is-selected')}
      data-testid="file-attachment"
      data-drag-handle=""
    >
      {source === null ? (
        <div className={cx(box, 'text-tertiary')}>{body}</div>
      ) : (
        <a
          href={source}
          download={name}
          rel="noopener noreferrer nofollow"
          className={cx(
            box,
            'hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-focus',
          )}
          aria-label={t('file.download', { name })}
          contentEditable={false}
        >
          {body}
        </a>
      )}
    </NodeViewWrapper>
  );
}

/** The shared attachment node, drawn as a download card. */
export const FileAttachmentNode = FileAttachmentBase.extend({
  addNodeView() {
    return ReactNodeViewRenderer(FileAttachmentCard);
  },
});
