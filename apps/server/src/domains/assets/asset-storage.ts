import { createHmac } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '#server/config';
import { secretsEqual } from '#server/lib/tokens';
import { s3DeleteObject, s3PutStream } from './s3-put';
import { presignS3Get, presignS3Post } from './s3-signing';

/** The stored object an upload or download is about. */
export interface StoredAsset {
  id: string;
  /** The object's key: `<workspace_id>/<32 hex>-<sanitized name>`. */
  key: string;
  contentType: string;
  /** The original (sanitized) file name, for Content-Disposition. */
  name: string;
}

/** Where the browser sends the file: a multipart POST of `fields`, then `file`. */
export interface UploadTarget {
  url: string;
  fields: Record<string, string>;
}

/**
 * Where files live. Both drivers hand the browser signed, expiring URLs: it never sends Keel's
 * cookies to the storage, and the storage needs nothing else to check the request.
 */
export interface AssetStorage {
  readonly driver: 'local' | 's3';
  /** A URL and fields that accept exactly this object, 1..maxSize bytes, until it expires. */
  presignUpload(asset: StoredAsset, maxSize: number): UploadTarget;
  /** A URL that answers the file, as a download (attachment) or shown in the page (inline). */
  presignDownload(asset: StoredAsset, disposition: 'attachment' | 'inline'): string;
  /**
   * Whether the object arrived: for local storage, a file of 1..maxSize bytes exists; S3 is
   * trusted (its policy enforced the size), so true.
   */
  hasObject(asset: StoredAsset, maxSize: number): Promise<boolean>;
  /**
   * Writes a file Keel makes itself (an export) from a stream, never holding it whole: a
   * temporary file renamed into place locally, a multipart upload on S3. Resolves its size in
   * bytes; on failure nothing is left under `key`.
   */
  putStream(key: string, body: Readable, contentType: string): Promise<number>;
  /** Deletes the object of `key`; nothing happens when it is already gone. */
  deleteObject(key: string): Promise<void>;
}

/** `attachment; filename="…"; filename*=UTF-8''…`, safe for any name (RFC 6266). */
export function contentDisposition(disposition: 'attachment' | 'inline', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** What a signed URL allows; `export` is an export's file, served by the exports domain. */
export type SignedPurpose = 'upload' | 'attachment' | 'inline' | 'export';

/** Signs Keel's own storage URLs: HMAC-SHA256 of purpose, asset and expiry under the secret. */
export class UrlSigner {
  private readonly key: Buffer;

  constructor(secretKey: string) {
    // A key of its own, so that these signatures can never stand for another of Keel's tokens.
    this.key = createHmac('sha256', secretKey).update('keel:asset-urls').digest();
  }

  sign(purpose: SignedPurpose, assetId: string, expires: number): string {
    return createHmac('sha256', this.key)
      .update(`${purpose}\n${assetId}\n${String(expires)}`)
      .digest('base64url');
  }

  /** Whether the signature is this one's and the URL has not expired (`nowS` in seconds). */
  verify(
    purpose: SignedPurpose,
    assetId: string,
    expires: number,
    signature: string,
    nowS = Date.now() / 1000,
  ): boolean {
    if (!Number.isFinite(expires) || expires < nowS) return false;
    return secretsEqual(this.sign(purpose, assetId, expires), signature);
  }
}

/** Local storage under DATA_DIR/uploads, with uploads and downloads served by Keel itself. */
export class LocalAssetStorage implements AssetStorage {
  readonly driver = 'local' as const;

  constructor(
    readonly dir: string,
    readonly signer: UrlSigner,
    private readonly expiresIn: number,
  ) {}

  private signedQuery(purpose: SignedPurpose, assetId: string): string {
    const expires = Math.floor(Date.now() / 1000) + this.expiresIn;
    const signature = this.signer.sign(purpose, assetId, expires);
    return `expires=${String(expires)}&signature=${signature}`;
  }

  presignUpload(asset: StoredAsset): UploadTarget {
    return {
      url: `/api/assets/v2/uploads/${asset.id}/?${this.signedQuery('upload', asset.id)}`,
      fields: { key: asset.key, 'Content-Type': asset.contentType },
    };
  }

  presignDownload(asset: StoredAsset, disposition: 'attachment' | 'inline'): string {
    const query = this.signedQuery(disposition, asset.id);
    return `/api/assets/v2/files/${asset.id}/?disposition=${disposition}&${query}`;
  }

  /** The file of a key, refusing any key that would lead outside the storage folder. */
  pathOf(key: string): string {
    const root = path.resolve(this.dir);
    const target = path.resolve(root, key);
    if (!target.startsWith(root + path.sep)) throw new Error(`Key outside the storage: ${key}`);
    return target;
  }

  async hasObject(asset: StoredAsset, maxSize: number): Promise<boolean> {
    try {
      const found = await stat(this.pathOf(asset.key));
      return found.isFile() && found.size >= 1 && found.size <= maxSize;
    } catch {
      return false;
    }
  }

  putStream(key: string, body: Readable): Promise<number> {
    return this.write(key, body);
  }

  async deleteObject(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /**
   * Writes the stream as the object of `key`, through a temporary file renamed into place, so
   * that a reader never sees half a file. Resolves the byte count; rejects (leaving nothing)
   * when the stream fails or is cut short, as @fastify/multipart does past its size limit.
   */
  async write(key: string, stream: Readable & { truncated?: boolean }): Promise<number> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.${String(process.pid)}.${String(Date.now())}.part`;
    let bytes = 0;
    stream.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    try {
      await pipeline(stream, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
      if (stream.truncated === true) throw new FileTooLargeError();
      await rename(partial, target);
      return bytes;
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }
}

/** A file longer than the upload allowed. */
export class FileTooLargeError extends Error {
  constructor() {
    super('The file is larger than announced');
    this.name = 'FileTooLargeError';
  }
}

type S3Settings = Extract<Config['storage'], { driver: 's3' }>;

/** An S3-compatible bucket: the browser posts to it with a presigned POST and reads presigned GETs. */
export class S3AssetStorage implements AssetStorage {
  readonly driver = 's3' as const;

  constructor(
    private readonly settings: S3Settings,
    private readonly expiresIn: number,
  ) {}

  presignUpload(asset: StoredAsset, maxSize: number): UploadTarget {
    return presignS3Post(this.settings, {
      key: asset.key,
      contentType: asset.contentType,
      maxSize,
      expiresIn: this.expiresIn,
    });
  }

  presignDownload(asset: StoredAsset, disposition: 'attachment' | 'inline'): string {
    return presignS3Get(this.settings, {
      key: asset.key,
      expiresIn: this.expiresIn,
      responseHeaders: {
        'response-content-disposition': contentDisposition(disposition, asset.name),
        'response-content-type': asset.contentType,
      },
    });
  }

  hasObject(): Promise<boolean> {
    return Promise.resolve(true);
  }

  putStream(key: string, body: Readable, contentType: string): Promise<number> {
    return s3PutStream(this.settings, { key, body, contentType });
  }

  deleteObject(key: string): Promise<void> {
    return s3DeleteObject(this.settings, key);
  }
}

/** The storage the configuration names. */
export function createAssetStorage(config: Config): AssetStorage {
  if (config.storage.driver === 's3') {
    return new S3AssetStorage(config.storage, config.signedUrlExpiration);
  }
  return new LocalAssetStorage(
    config.storage.dir,
    new UrlSigner(config.secretKey),
    config.signedUrlExpiration,
  );
}
