import { describe, expect, it } from 'vitest';
import {
  MAX_ASSET_NAME_LENGTH,
  fileTooLargeMessage,
  formatFileSize,
  isAllowedAttachmentType,
  isInlineImageType,
  sanitizeAssetName,
} from './assets-wire';

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [5 * 1024 * 1024, '5 MB'],
    [1.25 * 1024 * 1024 * 1024, '1.3 GB'],
  ])('%d bytes read %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('names the limit in the refusal', () => {
    expect(fileTooLargeMessage(5 * 1024 * 1024)).toBe('File size exceeds the limit of 5 MB');
  });
});

describe('sanitizeAssetName', () => {
  it('keeps only the last path segment, without control or reserved characters', () => {
    expect(sanitizeAssetName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeAssetName('C:\\Users\\me\\report.pdf')).toBe('report.pdf');
    expect(sanitizeAssetName('a\u0000b\u202e"c".txt')).toBe('abc.txt');
    expect(sanitizeAssetName('  many   spaces .txt ')).toBe('many spaces .txt');
    expect(sanitizeAssetName('..hidden')).toBe('hidden');
    expect(sanitizeAssetName('///')).toBe('file');
    expect(sanitizeAssetName('résumé 🚀.pdf')).toBe('résumé 🚀.pdf');
  });

  it('cuts long names and keeps the extension', () => {
    const cut = sanitizeAssetName(`${'a'.repeat(500)}.docx`);
    expect(cut).toHaveLength(MAX_ASSET_NAME_LENGTH);
    expect(cut.endsWith('.docx')).toBe(true);
  });
});

describe('content types', () => {
  it('allows attachments from the list and inline images only from the safe ones', () => {
    expect(isAllowedAttachmentType('application/pdf')).toBe(true);
    expect(isAllowedAttachmentType('Application/PDF')).toBe(true);
    expect(isAllowedAttachmentType('text/html')).toBe(false);
    expect(isAllowedAttachmentType('application/x-msdownload')).toBe(false);
    expect(isInlineImageType('image/png')).toBe(true);
    expect(isInlineImageType('image/svg+xml')).toBe(false);
  });
});
