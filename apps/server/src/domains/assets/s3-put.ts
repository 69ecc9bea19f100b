import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  ALGORITHM,
  type S3Target,
  bucketLocation,
  hmac,
  signingKey,
  stamps,
  uriEncode,
} from './s3-signing';

/**
 * Server-side writes to an S3-compatible store, for files Keel makes itself (exports): a stream
 * goes up as a multipart upload, one part at a time, so that no more than a part is ever held in
 * memory; and objects are deleted. Requests are signed in the Authorization header (SigV4).
 */

/** S3's smallest part but the last: 5 MiB. Keel sends 8 MiB parts. */
export const S3_DEFAULT_PART_SIZE = 8 * 1024 * 1024;

function sha256Hex(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex');
}

/**
 * The headers of a request on `host` and `path` signed in its Authorization header (SigV4):
 * `headers` are signed too (names lowercased), `query` is already canonical, `payloadHash` is the
 * body's SHA-256 hex. Exported for the test against AWS's published example.
 */
export function signedS3Headers(
  target: Pick<S3Target, 'region' | 'accessKeyId' | 'secretAccessKey'>,
  options: {
    method: string;
    host: string;
    path: string;
    query: string;
    headers?: Record<string, string>;
    payloadHash: string;
    now: Date;
  },
): Record<string, string> {
  const { amzDate, day } = stamps(options.now);
  const headers: Record<string, string> = {
    host: options.host,
    'x-amz-content-sha256': options.payloadHash,
    'x-amz-date': amzDate,
  };
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    headers[name.toLowerCase()] = value.trim();
  }
  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    options.method,
    options.path,
    options.query,
    ...names.map((name) => `${name}:${headers[name] ?? ''}`),
    '',
    signedHeaders,
    options.payloadHash,
  ].join('\n');
  const scope = `${day}/${target.region}/s3/aws4_request`;
  const stringToSign = [ALGORITHM, amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signature = hmac(signingKey(target.secretAccessKey, day, target.region), stringToSign);
  const { host: _host, ...sent } = headers;
  return {
    ...sent,
    authorization: `${ALGORITHM} Credential=${target.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature.toString('hex')}`,
  };
}

/** The URL and signed headers of a request on `key` in the bucket. */
export function signS3Request(
  target: S3Target,
  options: {
    method: string;
    key: string;
    query?: Record<string, string>;
    headers?: Record<string, string>;
    payloadHash: string;
    now?: Date;
  },
): { url: string; headers: Record<string, string> } {
  const { base, host, pathPrefix } = bucketLocation(target);
  const path = `${pathPrefix}/${uriEncode(options.key, true)}`;
  const query = Object.entries(options.query ?? {})
    .map(([name, value]) => `${uriEncode(name)}=${uriEncode(value)}`)
    .sort()
    .join('&');
  const headers = signedS3Headers(target, {
    method: options.method,
    host,
    path,
    query,
    ...(options.headers ? { headers: options.headers } : {}),
    payloadHash: options.payloadHash,
    now: options.now ?? new Date(),
  });
  const origin = base.slice(0, base.length - pathPrefix.length);
  return { url: `${origin}${path}${query ? `?${query}` : ''}`, headers };
}

async function send(
  target: S3Target,
  options: {
    method: string;
    key: string;
    query?: Record<string, string>;
    headers?: Record<string, string>;
    body?: Buffer;
  },
): Promise<Response> {
  const body = options.body ?? Buffer.alloc(0);
  const signed = signS3Request(target, { ...options, payloadHash: sha256Hex(body) });
  const response = await fetch(signed.url, {
    method: options.method,
    headers: signed.headers,
    // A copy on a plain ArrayBuffer: what fetch's BodyInit takes under every lib (DOM's too).
    ...(options.method === 'GET' || options.method === 'DELETE'
      ? {}
      : { body: new Uint8Array(body) }),
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new Error(
      `S3 ${options.method} ${options.key} answered ${String(response.status)}: ${text.slice(0, 300)}`,
    );
  }
  return response;
}

function xmlValue(xml: string, tag: string): string | null {
  const match = new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml);
  return match?.[1] ?? null;
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Uploads the stream as `key` through a multipart upload: parts of `partSize` bytes are sent as
 * they fill (the stream is read no faster than they go up), the last one smaller. An error aborts
 * the upload, leaving nothing. Resolves the byte count.
 */
export async function s3PutStream(
  target: S3Target,
  options: { key: string; body: Readable; contentType: string; partSize?: number },
): Promise<number> {
  const { key, body, contentType } = options;
  const partSize = options.partSize ?? S3_DEFAULT_PART_SIZE;
  const created = await send(target, {
    method: 'POST',
    key,
    query: { uploads: '' },
    headers: { 'content-type': contentType },
  });
  const uploadId = xmlValue(await created.text(), 'UploadId');
  if (!uploadId) throw new Error(`S3 gave no UploadId for ${key}`);
  const etags: string[] = [];
  let bytes = 0;
  const uploadPart = async (chunks: Buffer[]) => {
    const part = Buffer.concat(chunks);
    const response = await send(target, {
      method: 'PUT',
      key,
      query: { partNumber: String(etags.length + 1), uploadId },
      body: part,
    });
    const etag = response.headers.get('etag');
    if (!etag) throw new Error(`S3 gave no ETag for part ${String(etags.length + 1)} of ${key}`);
    etags.push(etag);
  };
  try {
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    for await (const chunk of body) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
      pending.push(buffer);
      pendingBytes += buffer.length;
      bytes += buffer.length;
      if (pendingBytes >= partSize) {
        await uploadPart(pending);
        pending = [];
        pendingBytes = 0;
      }
    }
    if (pendingBytes > 0 || etags.length === 0) await uploadPart(pending);
    const parts = etags
      .map(
        (etag, index) =>
          `<Part><PartNumber>${String(index + 1)}</PartNumber><ETag>${escapeXml(etag)}</ETag></Part>`,
      )
      .join('');
    const completed = await send(target, {
      method: 'POST',
      key,
      query: { uploadId },
      headers: { 'content-type': 'application/xml' },
      body: Buffer.from(`<CompleteMultipartUpload>${parts}</CompleteMultipartUpload>`, 'utf8'),
    });
    // S3 may answer 200 with an error in the body when completing fails late.
    const answer = await completed.text();
    if (answer.includes('<Error>')) throw new Error(`S3 could not complete ${key}: ${answer}`);
    return bytes;
  } catch (error) {
    await send(target, { method: 'DELETE', key, query: { uploadId } }).catch(() => undefined);
    body.destroy();
    throw error;
  }
}

/** Deletes `key` from the bucket (S3 answers success for a key that is already gone). */
export async function s3DeleteObject(target: S3Target, key: string): Promise<void> {
  await send(target, { method: 'DELETE', key });
}
