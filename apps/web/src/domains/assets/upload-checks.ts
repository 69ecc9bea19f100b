import { i18n } from '#web/lib/i18n';
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
  if (file.size === 0) return i18n.t('assets:problems.empty');
  if (!isAllowedAttachmentType(fileTypeOf(file))) return i18n.t('assets:problems.typeNotAllowed');
  return null;
}

/** As attachmentProblem, for an image placed in a description or comment. */
export function imageProblem(file: Pick<File, 'type' | 'size'>, limit: number): string | null {
  if (file.size > limit) return fileTooLargeMessage(limit);
  if (!isInlineImageType(fileTypeOf(file))) return i18n.t('assets:problems.imageType');
  return null;
}
