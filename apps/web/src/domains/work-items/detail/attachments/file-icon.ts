import type { IconName } from '#web/ui/Icon';

/** The icon of a file by its content type (and name, for the types browsers leave vague). */
export function fileIconOf(type: string, name: string): IconName {
  const lower = type.toLowerCase();
  if (lower.startsWith('image/')) return 'file-image';
  if (lower.startsWith('video/')) return 'file-video';
  if (lower.startsWith('audio/')) return 'music';
  if (/zip|rar|tar|gzip|compressed/.test(lower) || /\.(zip|rar|tar|gz|7z)$/i.test(name))
    return 'file-archive';
  if (/spreadsheet|excel|csv/.test(lower) || /\.(xlsx?|ods|csv)$/i.test(name))
    return 'file-spreadsheet';
  if (lower.startsWith('text/') || /pdf|word|document|rtf|presentation/.test(lower))
    return 'file-text';
  return 'file';
}
