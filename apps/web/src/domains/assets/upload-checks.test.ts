import { describe, expect, it } from 'vitest';
import { attachmentProblem, fileTypeOf, imageProblem } from './upload-checks';

const MB = 1024 * 1024;

describe('upload checks', () => {
  it('names unknown types octet-stream', () => {
    expect(fileTypeOf({ type: '' })).toBe('application/octet-stream');
    expect(fileTypeOf({ type: 'Image/PNG' })).toBe('image/png');
  });

  it('refuses attachments above the limit, empty, or of a type not allowed', () => {
    expect(attachmentProblem({ type: 'application/pdf', size: 6 * MB }, 5 * MB)).toBe(
      'File size exceeds the limit of 5 MB',
    );
    expect(attachmentProblem({ type: 'application/pdf', size: 0 }, 5 * MB)).toBe(
      'The file is empty.',
    );
    expect(attachmentProblem({ type: 'text/html', size: 10 }, 5 * MB)).toBe(
      'This type of file cannot be attached.',
    );
    expect(attachmentProblem({ type: '', size: 10 }, 5 * MB)).toBeNull();
    expect(attachmentProblem({ type: 'application/pdf', size: 5 * MB }, 5 * MB)).toBeNull();
  });

  it('takes only safe images for editors', () => {
    expect(imageProblem({ type: 'image/png', size: 10 }, MB)).toBeNull();
    expect(imageProblem({ type: 'image/svg+xml', size: 10 }, MB)).toBe(
      'Only JPEG, PNG, WebP and GIF images can be added.',
    );
  });
});
