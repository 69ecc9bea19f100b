import {
  UNKNOWN_FILE_TYPE,
  fileTooLargeMessage,
  isAllowedAttachmentType,
  isInlineImageType,
} from '@keel/core';

/** The content type announced for a file: the browser's guess, or octet-stream when it has none. */
export function fileTypeOf(file: Pick<File, 'type'>): string {
  return file.type === '' ? UNKNOWN_FILE_TYPE : file.type.toLowerCase();
}

/**
 * Why the server would refuse this file as an attachment, in its words, or null: checked before
 * sending, so a row can say so at once (the server checks again).
 */
export function attachmentProblem(file: Pick<File, 'type' | 'size'>, limit: number): string | null {
  if (file.size > limit) return fileTooLargeMessage(limit);
  if (file.size === 0) return 'The file is empty.';
  if (!isAllowedAttachmentType(fileTypeOf(file))) return 'This type of file cannot be attached.';
  return null;
}

/** As attachmentProblem, for an image placed in a description or comment. */
export function imageProblem(file: Pick<File, 'type' | 'size'>, limit: number): string | null {
  if (file.size > limit) return fileTooLargeMessage(limit);
  if (!isInlineImageType(fileTypeOf(file)))
    return 'Only JPEG, PNG, WebP and GIF images can be added.';
  return null;
}
