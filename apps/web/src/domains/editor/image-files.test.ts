import { describe, expect, it } from 'vitest';
import { imageFilesOf, otherFilesOf } from './image-files';

describe('imageFilesOf', () => {
  it('keeps the images a description may hold, in order', () => {
    const files = [
      new File(['a'], 'a.png', { type: 'image/png' }),
      new File(['b'], 'b.pdf', { type: 'application/pdf' }),
      new File(['c'], 'c.svg', { type: 'image/svg+xml' }),
      new File(['d'], 'd.jpg', { type: 'image/jpeg' }),
    ];
    expect(imageFilesOf(files).map((file) => file.name)).toEqual(['a.png', 'd.jpg']);
    expect(imageFilesOf(null)).toEqual([]);
    expect(otherFilesOf(files).map((file) => file.name)).toEqual(['b.pdf', 'c.svg']);
    expect(otherFilesOf(undefined)).toEqual([]);
  });
});
