import { describe, expect, it } from 'vitest';
import { fileIconOf } from './file-icon';

describe('fileIconOf', () => {
  it.each([
    ['image/png', 'a.png', 'file-image'],
    ['video/mp4', 'a.mp4', 'file-video'],
    ['audio/mpeg', 'a.mp3', 'music'],
    ['application/zip', 'a.zip', 'file-archive'],
    ['application/octet-stream', 'backup.7z', 'file-archive'],
    ['text/csv', 'a.csv', 'file-spreadsheet'],
    ['application/pdf', 'a.pdf', 'file-text'],
    ['application/octet-stream', 'model.obj', 'file'],
  ])('%s (%s) shows %s', (type, name, icon) => {
    expect(fileIconOf(type, name)).toBe(icon);
  });
});
