/**
 * Calls `onLine` with each line of a text stream as it arrives (NDJSON: the bootstrap's answers),
 * the last one too when the stream ends without a newline. A stream cut off part way rejects
 * after the lines that arrived whole.
 */
export async function forEachLine(
  stream: ReadableStream<Uint8Array>,
  onLine: (line: string) => void,
): Promise<void> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffered += decoder.decode(value, { stream: true });
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) onLine(line);
  }
  onLine(buffered + decoder.decode());
}
