import { i18n } from '#web/lib/i18n';
import {
  AssetUploadResponseSchema,
  AttachmentUploadResponseSchema,
  CLIENT_ERRORS,
  ErrorBodySchema,
  UPLOAD_PROGRESS_DEBOUNCE_MS,
  type UploadData,
} from '@keel/core';
import { ApiClient, ApiError } from '#web/lib/api-client';
import { createProgressThrottle } from './progress-throttle';
import { fileTypeOf } from './upload-checks';

export interface UploadAssetOptions {
  slug: string;
  /** Null for workspace-level assets. */
  projectId: string | null;
  /** For ISSUE_ATTACHMENT: the work item the file is attached to. */
  workItemId?: string;
  entityType: 'ISSUE_ATTACHMENT' | 'ISSUE_DESCRIPTION' | 'COMMENT_DESCRIPTION' | 'PAGE_DESCRIPTION';
  entityIdentifier: string;
  file: File;
  /** Fraction 0..1, reported at most every 16 ms. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** The client to ask the server through; a shared same-origin one when not given. */
  api?: ApiClient;
}

export interface UploadedAsset {
  assetId: string;
  /** Where the browser can read the file (an API path that redirects to a signed URL). */
  url: string;
}

/** The message an upload stopped by its AbortSignal rejects with (spec §8). */
export const UPLOAD_CANCELED_MESSAGE = CLIENT_ERRORS['upload-canceled'];

/** Whether an upload failed because it was canceled. */
export function isUploadCanceled(error: unknown): boolean {
  return error instanceof Error && error.message === UPLOAD_CANCELED_MESSAGE;
}

function canceled(): Error {
  const error = new Error(UPLOAD_CANCELED_MESSAGE);
  error.name = 'AbortError';
  return error;
}

let sharedClient: ApiClient | undefined;
/** Editors upload without a store at hand; the client is stateless enough to share one. */
function defaultClient(): ApiClient {
  sharedClient ??= new ApiClient();
  return sharedClient;
}

/** The asset endpoints of an upload: where to ask for upload data and where to confirm it. */
function endpointsOf(options: UploadAssetOptions): {
  request: string;
  item: (id: string) => string;
} {
  const workspace = `/api/assets/v2/workspaces/${options.slug}/`;
  if (options.entityType === 'ISSUE_ATTACHMENT') {
    if (options.projectId === null || options.workItemId === undefined) {
      throw new Error('An attachment needs its project and work item');
    }
    const base = `${workspace}projects/${options.projectId}/issues/${options.workItemId}/attachments/`;
    return { request: base, item: (id) => `${base}${id}/` };
  }
  const base =
    options.projectId === null ? workspace : `${workspace}projects/${options.projectId}/`;
  return { request: base, item: (id) => `${base}${id}/` };
}

/** Why the storage refused the file: Keel's own storage answers its JSON errors, S3 answers XML. */
function storageError(status: number, body: string): ApiError {
  try {
    const parsed = ErrorBodySchema.safeParse(JSON.parse(body));
    if (parsed.success) {
      return new ApiError({
        status,
        code: parsed.data.code,
        message: parsed.data.error,
        field: parsed.data.field,
      });
    }
  } catch {
    // Not JSON: S3's XML error, or a proxy's page.
  }
  return new ApiError({
    status,
    code: 'HTTP_ERROR',
    message: i18n.t('assets:upload.storageRefused'),
  });
}

/**
 * Sends the file to the storage as a multipart form (the signed fields, then the file). This is
 * the one request outside the API client, and XMLHttpRequest on purpose: fetch cannot report
 * upload progress, and the storage (S3, or Keel's signed upload URL) must get no cookies, so
 * withCredentials stays false and the signature alone authorizes it.
 */
export function postToStorage(
  target: UploadData,
  file: File,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted === true) {
      reject(canceled());
      return;
    }
    const form = new FormData();
    for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
    form.append('file', file);
    const xhr = new XMLHttpRequest();
    const throttle = createProgressThrottle(UPLOAD_PROGRESS_DEBOUNCE_MS, (fraction) => {
      options.onProgress?.(fraction);
    });
    const onAbort = () => {
      xhr.abort();
    };
    const settle = () => {
      options.signal?.removeEventListener('abort', onAbort);
    };
    xhr.open('POST', target.url);
    xhr.withCredentials = false;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) throttle.report(event.loaded / event.total);
    };
    xhr.onload = () => {
      settle();
      if (xhr.status >= 200 && xhr.status < 300) {
        throttle.report(1);
        throttle.flush();
        resolve();
      } else {
        throttle.cancel();
        reject(storageError(xhr.status, xhr.responseText));
      }
    };
    xhr.onerror = () => {
      settle();
      throttle.cancel();
      reject(
        new ApiError({
          status: 0,
          code: 'NETWORK_ERROR',
          message: i18n.t('assets:upload.sendFailed'),
        }),
      );
    };
    xhr.onabort = () => {
      settle();
      throttle.cancel();
      reject(canceled());
    };
    options.signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(form);
  });
}

/**
 * Uploads a file through Plane's v2 asset flow: asks the server for upload data, posts the file to
 * the storage without credentials (progress at most every 16 ms), then marks it uploaded. Rejects
 * with 'Upload canceled' when `signal` aborts, or with the ApiError of the step that failed.
 */
export async function uploadAsset(options: UploadAssetOptions): Promise<UploadedAsset> {
  const api = options.api ?? defaultClient();
  const { file, signal } = options;
  const endpoints = endpointsOf(options);
  const body = { name: file.name, type: fileTypeOf(file), size: file.size };
  const guard = <T>(promise: Promise<T>): Promise<T> =>
    promise.catch((error: unknown) => {
      throw signal?.aborted === true ? canceled() : error;
    });

  const requested =
    options.entityType === 'ISSUE_ATTACHMENT'
      ? await guard(
          api.post(endpoints.request, body, {
            schema: AttachmentUploadResponseSchema,
            ...(signal ? { signal } : {}),
          }),
        )
      : await guard(
          api.post(
            endpoints.request,
            {
              ...body,
              entity_type: options.entityType,
              entity_identifier: options.entityIdentifier,
            },
            { schema: AssetUploadResponseSchema, ...(signal ? { signal } : {}) },
          ),
        );
  await postToStorage(requested.upload_data, file, {
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    ...(signal ? { signal } : {}),
  });
  if (signal?.aborted === true) throw canceled();
  await guard(api.patch(endpoints.item(requested.asset_id), {}, signal ? { signal } : {}));
  return { assetId: requested.asset_id, url: requested.asset_url };
}
