import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { presignS3Get, presignS3Post, signedGetQuery, uriEncode } from './s3-signing';

const AWS_EXAMPLE = {
  endpoint: null,
  region: 'us-east-1',
  bucket: 'examplebucket',
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};

function hmac(key: Buffer | string, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

describe('SigV4 for S3', () => {
  it("gives the signature of AWS's published presigned GET example", () => {
    const query = signedGetQuery(AWS_EXAMPLE, {
      host: 'examplebucket.s3.amazonaws.com',
      path: '/test.txt',
      expiresIn: 86400,
      now: new Date('2013-05-24T00:00:00Z'),
    });
    expect(query).toBe(
      'X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });

  it('addresses AWS virtual-host style and other endpoints path-style', () => {
    const now = new Date('2013-05-24T00:00:00Z');
    expect(presignS3Get(AWS_EXAMPLE, { key: 'w/a b.txt', expiresIn: 60, now })).toMatch(
      /^https:\/\/examplebucket\.s3\.us-east-1\.amazonaws\.com\/w\/a%20b\.txt\?X-Amz-Algorithm=/,
    );
    const minio = presignS3Get(
      { ...AWS_EXAMPLE, endpoint: 'http://minio:9000' },
      {
        key: 'w/a.txt',
        expiresIn: 60,
        now,
        responseHeaders: { 'response-content-disposition': 'attachment; filename="a.txt"' },
      },
    );
    expect(minio).toMatch(/^http:\/\/minio:9000\/examplebucket\/w\/a\.txt\?/);
    expect(minio).toContain('response-content-disposition=attachment%3B%20filename%3D%22a.txt%22');
  });

  it('encodes like RFC 3986', () => {
    expect(uriEncode('a b/c~d*')).toBe('a%20b%2Fc~d%2A');
    expect(uriEncode('a b/c', true)).toBe('a%20b/c');
    expect(uriEncode('é')).toBe('%C3%A9');
  });

  it('pins key, type and size in a POST policy signed with the derived key', () => {
    const now = new Date('2013-08-06T00:00:00Z');
    const { url, fields } = presignS3Post(
      { ...AWS_EXAMPLE, endpoint: 'http://minio:9000' },
      { key: 'w/abc-file.pdf', contentType: 'application/pdf', maxSize: 100, expiresIn: 60, now },
    );
    expect(url).toBe('http://minio:9000/examplebucket/');
    const policy = JSON.parse(Buffer.from(fields.policy ?? '', 'base64').toString()) as {
      expiration: string;
      conditions: unknown[];
    };
    expect(policy.expiration).toBe('2013-08-06T00:01:00.000Z');
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 100]);
    expect(policy.conditions).toContainEqual({ key: 'w/abc-file.pdf' });
    expect(policy.conditions).toContainEqual({ 'Content-Type': 'application/pdf' });
    const key = hmac(
      hmac(hmac(hmac(`AWS4${AWS_EXAMPLE.secretAccessKey}`, '20130806'), 'us-east-1'), 's3'),
      'aws4_request',
    );
    expect(fields['x-amz-signature']).toBe(hmac(key, fields.policy ?? '').toString('hex'));
    expect(fields['x-amz-date']).toBe('20130806T000000Z');
  });
});
