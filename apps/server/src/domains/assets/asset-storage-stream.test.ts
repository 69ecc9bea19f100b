import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { type IncomingMessage, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AssetStorage, LocalAssetStorage, UrlSigner } from './asset-storage';
import { s3PutStream, signedS3Headers } from './s3-put';

/** A stream of `count` chunks of `size` bytes, each filled with its index's letter. */
function chunks(count: number, size: number): Readable {
  return Readable.from(
    Array.from({ length: count }, (_, index) => Buffer.alloc(size, 97 + (index % 26))),
  );
}

describe('LocalAssetStorage.putStream', () => {
  it('writes a stream into place and deletes it again', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'keel-storage-'));
    const storage = new LocalAssetStorage(dir, new UrlSigner('x'.repeat(32)), 60);
    const writer: AssetStorage = storage;
    const bytes = await writer.putStream('exports/ws/file.csv', chunks(40, 1024), 'text/csv');
    expect(bytes).toBe(40 * 1024);
    const file = storage.pathOf('exports/ws/file.csv');
    expect(readFileSync(file).length).toBe(40 * 1024);
    await storage.deleteObject('exports/ws/file.csv');
    expect(existsSync(file)).toBe(false);
    await storage.deleteObject('exports/ws/file.csv');
  });

  it('leaves nothing when the stream fails', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'keel-storage-'));
    const storage = new LocalAssetStorage(dir, new UrlSigner('x'.repeat(32)), 60);
    const failing = new Readable({
      read() {
        this.destroy(new Error('boom'));
      },
    });
    const writer: AssetStorage = storage;
    await expect(writer.putStream('exports/broken.csv', failing, 'text/csv')).rejects.toThrow(
      'boom',
    );
    expect(existsSync(storage.pathOf('exports/broken.csv'))).toBe(false);
  });
});

describe('signedS3Headers', () => {
  it('signs AWS’s published GET Object example', () => {
    const headers = signedS3Headers(
      {
        region: 'us-east-1',
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      },
      {
        method: 'GET',
        host: 'examplebucket.s3.amazonaws.com',
        path: '/test.txt',
        query: '',
        headers: { Range: 'bytes=0-9' },
        payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        now: new Date('2013-05-24T00:00:00Z'),
      },
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

describe('s3PutStream', () => {
  interface Seen {
    method: string;
    url: string;
    authorization: string;
    body: Buffer;
  }
  const seen: Seen[] = [];
  let failPart = 0;
  let server: Server;
  let endpoint = '';

  function body(request: IncomingMessage): Promise<Buffer> {
    return new Promise((resolve) => {
      const parts: Buffer[] = [];
      request.on('data', (chunk: Buffer) => parts.push(chunk));
      request.on('end', () => resolve(Buffer.concat(parts)));
    });
  }

  beforeAll(async () => {
    server = createServer((request, response) => {
      void body(request).then((data) => {
        const url = request.url ?? '';
        seen.push({
          method: request.method ?? '',
          url,
          authorization: request.headers.authorization ?? '',
          body: data,
        });
        const part = /partNumber=(\d+)/.exec(url)?.[1];
        if (request.method === 'POST' && url.endsWith('?uploads=')) {
          response.end(
            '<InitiateMultipartUploadResult><UploadId>up-1</UploadId></InitiateMultipartUploadResult>',
          );
        } else if (request.method === 'PUT' && part) {
          if (Number(part) === failPart) {
            response.statusCode = 500;
            response.end('<Error>boom</Error>');
            return;
          }
          response.setHeader('etag', `"etag-${part}"`);
          response.end();
        } else {
          response.end('<CompleteMultipartUploadResult/>');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const target = () => ({
    endpoint,
    region: 'us-east-1',
    bucket: 'keel',
    accessKeyId: 'key',
    secretAccessKey: 'secret',
  });

  it('uploads the stream part by part and completes the upload', async () => {
    seen.length = 0;
    failPart = 0;
    const bytes = await s3PutStream(target(), {
      key: 'exports/ws/a b.csv',
      body: chunks(10, 1000),
      contentType: 'text/csv',
      partSize: 4000,
    });
    expect(bytes).toBe(10_000);
    expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /keel/exports/ws/a%20b.csv?uploads=',
      'PUT /keel/exports/ws/a%20b.csv?partNumber=1&uploadId=up-1',
      'PUT /keel/exports/ws/a%20b.csv?partNumber=2&uploadId=up-1',
      'PUT /keel/exports/ws/a%20b.csv?partNumber=3&uploadId=up-1',
      'POST /keel/exports/ws/a%20b.csv?uploadId=up-1',
    ]);
    expect(seen.slice(1, 4).map((request) => request.body.length)).toEqual([4000, 4000, 2000]);
    expect(Buffer.concat(seen.slice(1, 4).map((request) => request.body)).toString()).toBe(
      Buffer.concat(Array.from({ length: 10 }, (_, i) => Buffer.alloc(1000, 97 + i))).toString(),
    );
    expect(seen[4]?.body.toString()).toBe(
      '<CompleteMultipartUpload><Part><PartNumber>1</PartNumber><ETag>"etag-1"</ETag></Part>' +
        '<Part><PartNumber>2</PartNumber><ETag>"etag-2"</ETag></Part>' +
        '<Part><PartNumber>3</PartNumber><ETag>"etag-3"</ETag></Part></CompleteMultipartUpload>',
    );
    expect(seen.every((request) => request.authorization.startsWith('AWS4-HMAC-SHA256 '))).toBe(
      true,
    );
  });

  it('aborts the upload when a part fails', async () => {
    seen.length = 0;
    failPart = 2;
    await expect(
      s3PutStream(target(), {
        key: 'exports/x.csv',
        body: chunks(10, 1000),
        contentType: 'text/csv',
        partSize: 4000,
      }),
    ).rejects.toThrow(/answered 500/);
    expect(seen.at(-1)).toMatchObject({
      method: 'DELETE',
      url: '/keel/exports/x.csv?uploadId=up-1',
    });
  });
});
