import { describe, expect, it } from 'vitest';
import { forEachLine } from './stream-lines';

/** A stream of the chunks, one per read; with `failAtEnd`, the read after them fails. */
function streamOf(chunks: string[], failAtEnd = false): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const queue = [...chunks];
  return new ReadableStream({
    pull(controller) {
      const chunk = queue.shift();
      if (chunk !== undefined) controller.enqueue(encoder.encode(chunk));
      else if (failAtEnd) controller.error(new Error('cut off'));
      else controller.close();
    },
  });
}

describe('forEachLine', () => {
  it('gives each line as it completes, across chunks, and the unterminated last one', async () => {
    const lines: string[] = [];
    await forEachLine(streamOf(['{"a":', '1}\n{"b":2}\n{"c"', ':3}']), (line) => lines.push(line));
    expect(lines).toEqual(['{"a":1}', '{"b":2}', '{"c":3}']);
  });

  it('rejects when cut off, after the lines that arrived whole', async () => {
    const lines: string[] = [];
    await expect(
      forEachLine(streamOf(['one\ntw'], true), (line) => lines.push(line)),
    ).rejects.toThrow('cut off');
    expect(lines).toEqual(['one']);
  });
});
