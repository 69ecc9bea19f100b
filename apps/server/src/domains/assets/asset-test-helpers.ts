import { randomBytes } from 'node:crypto';
import type { UploadData } from '@keel/core';
import type { TestApp } from '#server/test/harness';

/** A multipart/form-data body as a browser sends it: the fields, then the file last. */
export function multipartBody(
  fields: Record<string, string>,
  file: { name: string; type: string; content: Buffer },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----keel${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  chunks.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Posts a file to an upload target the way the browser does: no cookies, the fields, the file. */
export function postToStorage(
  ctx: TestApp,
  uploadData: UploadData,
  file: { name: string; type: string; content: Buffer },
  headers: Record<string, string> = {},
) {
  const { payload, headers: multipartHeaders } = multipartBody(uploadData.fields, file);
  return ctx.app.inject({
    method: 'POST',
    url: uploadData.url,
    payload,
    headers: { ...multipartHeaders, ...headers },
  });
}
