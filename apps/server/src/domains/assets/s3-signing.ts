import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 for the two things Keel asks of an S3-compatible store: a presigned POST
 * (the browser uploads straight to the bucket) and a presigned GET (downloads). Small enough to
 * keep here rather than pull in the AWS SDK; checked against AWS's published example.
 */

export interface S3Target {
  /** Null for AWS itself; otherwise e.g. http://minio:9000, addressed path-style. */
  endpoint: string | null;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export const ALGORITHM = 'AWS4-HMAC-SHA256';

export function hmac(key: Buffer | string, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

/** The date stamps SigV4 wants: 20130524T000000Z and 20130524. */
export function stamps(now: Date): { amzDate: string; day: string } {
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return { amzDate, day: amzDate.slice(0, 8) };
}

export function signingKey(secret: string, day: string, region: string): Buffer {
  const dateKey = hmac(`AWS4${secret}`, day);
  return hmac(hmac(hmac(dateKey, region), 's3'), 'aws4_request');
}

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - _ . ~ escaped. */
export function uriEncode(value: string, keepSlash = false): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      if (/[A-Za-z0-9\-_.~]/.test(char) || (keepSlash && char === '/')) return char;
      return `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

/** The bucket's base URL and the host that is signed: path-style with an endpoint, else AWS's. */
export function bucketLocation(target: S3Target): {
  base: string;
  host: string;
  pathPrefix: string;
} {
  if (target.endpoint) {
    const url = new URL(target.endpoint);
    const origin = `${url.protocol}//${url.host}`;
    return { base: `${origin}/${target.bucket}`, host: url.host, pathPrefix: `/${target.bucket}` };
  }
  const host = `${target.bucket}.s3.${target.region}.amazonaws.com`;
  return { base: `https://${host}`, host, pathPrefix: '' };
}

/**
 * A presigned POST: the form fields that, posted with the file last, let the browser put exactly
 * `key` with this Content-Type and a size of 1..maxSize bytes, until `expiresIn` seconds from now.
 */
export function presignS3Post(
  target: S3Target,
  options: { key: string; contentType: string; maxSize: number; expiresIn: number; now?: Date },
): { url: string; fields: Record<string, string> } {
  const now = options.now ?? new Date();
  const { amzDate, day } = stamps(now);
  const credential = `${target.accessKeyId}/${day}/${target.region}/s3/aws4_request`;
  const policy = {
    expiration: new Date(now.getTime() + options.expiresIn * 1000).toISOString(),
    conditions: [
      { bucket: target.bucket },
      { key: options.key },
      { 'Content-Type': options.contentType },
      ['content-length-range', 1, options.maxSize],
      { 'x-amz-algorithm': ALGORITHM },
      { 'x-amz-credential': credential },
      { 'x-amz-date': amzDate },
    ],
  };
  const encodedPolicy = Buffer.from(JSON.stringify(policy), 'utf8').toString('base64');
  const signature = hmac(signingKey(target.secretAccessKey, day, target.region), encodedPolicy);
  return {
    url: `${bucketLocation(target).base}/`,
    fields: {
      key: options.key,
      'Content-Type': options.contentType,
      'x-amz-algorithm': ALGORITHM,
      'x-amz-credential': credential,
      'x-amz-date': amzDate,
      policy: encodedPolicy,
      'x-amz-signature': signature.toString('hex'),
    },
  };
}

/**
 * The signed query string of a GET of `path` on `host` (everything after the '?'), for
 * presigned reads. Exported for the test against AWS's published example.
 */
export function signedGetQuery(
  target: Pick<S3Target, 'region' | 'accessKeyId' | 'secretAccessKey'>,
  options: {
    host: string;
    path: string;
    expiresIn: number;
    now: Date;
    params?: Record<string, string>;
  },
): string {
  const { amzDate, day } = stamps(options.now);
  const params: Record<string, string> = {
    'X-Amz-Algorithm': ALGORITHM,
    'X-Amz-Credential': `${target.accessKeyId}/${day}/${target.region}/s3/aws4_request`,
    'X-Amz-Date': amzDate,
    'X-Amz-Expires': String(options.expiresIn),
    'X-Amz-SignedHeaders': 'host',
    ...options.params,
  };
  const query = Object.keys(params)
    .sort()
    .map((name) => `${uriEncode(name)}=${uriEncode(params[name] ?? '')}`)
    .join('&');
  const canonicalRequest = [
    'GET',
    options.path,
    query,
    `host:${options.host}`,
    '',
    'host',
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const stringToSign = [
    ALGORITHM,
    amzDate,
    `${day}/${target.region}/s3/aws4_request`,
    createHash('sha256').update(canonicalRequest, 'utf8').digest('hex'),
  ].join('\n');
  const signature = hmac(signingKey(target.secretAccessKey, day, target.region), stringToSign);
  return `${query}&X-Amz-Signature=${signature.toString('hex')}`;
}

/**
 * A presigned GET of `key`, valid `expiresIn` seconds; `responseHeaders` (such as
 * response-content-disposition) are signed in, so S3 answers with them.
 */
export function presignS3Get(
  target: S3Target,
  options: {
    key: string;
    expiresIn: number;
    responseHeaders?: Record<string, string>;
    now?: Date;
  },
): string {
  const { base, host, pathPrefix } = bucketLocation(target);
  const path = `${pathPrefix}/${uriEncode(options.key, true)}`;
  const query = signedGetQuery(target, {
    host,
    path,
    expiresIn: options.expiresIn,
    now: options.now ?? new Date(),
    ...(options.responseHeaders ? { params: options.responseHeaders } : {}),
  });
  const origin = base.slice(0, base.length - pathPrefix.length);
  return `${origin}${path}?${query}`;
}
