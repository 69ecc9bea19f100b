import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { WEBHOOK_LOG_BODY_MAX_BYTES } from '@keel/core';
import {
  type HostResolver,
  WebhookTargetError,
  checkedAddresses,
  resolveHost,
  urlHost,
} from './webhook-target';

/** What one POST to a webhook came to. */
export interface SendResult {
  /** Null when no answer came. */
  status: number | null;
  headers: Record<string, string> | null;
  /** The answer's first WEBHOOK_LOG_BODY_MAX_BYTES bytes. */
  body: string | null;
  durationMs: number;
  /** Why no answer came (network error, timeout, refused address); null when one did. */
  error: string | null;
  /** Whether the address was refused by the SSRF guard (never worth retrying). */
  isRefused: boolean;
}

/** The hex HMAC-SHA256 of the body keyed with the secret: X-Plane-Signature, as Plane signs. */
export function planeSignature(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/**
 * The Standard Webhooks signature: `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body`. The
 * key is the webhook's secret as UTF-8 bytes, the same key as X-Plane-Signature's; a Standard
 * Webhooks library takes it as `whsec_` followed by the base64 of those bytes.
 */
export function standardSignature(
  secret: string,
  id: string,
  timestamp: number,
  body: string,
): string {
  const digest = createHmac('sha256', secret)
    .update(`${id}.${String(timestamp)}.${body}`)
    .digest('base64');
  return `v1,${digest}`;
}

/** The headers of a delivery, signatures included; `timestamp` in seconds since the epoch. */
export function deliveryHeaders(options: {
  secret: string;
  deliveryId: string;
  event: string;
  body: string;
  timestamp: number;
}): Record<string, string> {
  const { secret, deliveryId, event, body, timestamp } = options;
  return {
    'content-type': 'application/json',
    'user-agent': 'Keel-Webhooks',
    'x-plane-delivery': deliveryId,
    'x-plane-event': event,
    'x-plane-signature': planeSignature(secret, body),
    'webhook-id': deliveryId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': standardSignature(secret, deliveryId, timestamp, body),
  };
}

function flatHeaders(headers: http.IncomingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    flat[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}

/** An excerpt of at most `maxBytes` bytes, never cutting a UTF-8 character in two. */
function excerpt(buffer: Buffer, maxBytes: number): string {
  if (buffer.length <= maxBytes) return buffer.toString('utf8');
  return buffer
    .subarray(0, maxBytes)
    .toString('utf8')
    .replace(/\uFFFD$/, '');
}

/**
 * POSTs `body` to `url` and reads the answer, within `timeoutMs`. The host is resolved and judged
 * by the SSRF guard first, and the connection goes to the addresses that were judged (a pinned
 * lookup), never to what a second resolution might answer. Never throws: failures are in the
 * result.
 */
export async function postWebhook(options: {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  allowedHosts: readonly string[];
  resolve?: HostResolver;
}): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let target: URL;
  try {
    target = new URL(options.url);
  } catch {
    return failure('The URL is not valid', elapsed(), false);
  }
  const host = urlHost(target);
  let addresses: { address: string; family: number }[];
  try {
    addresses = await checkedAddresses(host, options.allowedHosts, options.resolve ?? resolveHost);
  } catch (error) {
    if (error instanceof WebhookTargetError)
      return failure(error.message, elapsed(), error.reason === 'blocked');
    throw error;
  }
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    const wanted = lookupOptions.family;
    const matching = addresses.filter(
      ({ family }) => wanted === undefined || wanted === 0 || family === wanted,
    );
    const usable = matching.length > 0 ? matching : addresses;
    const first = usable[0];
    if (lookupOptions.all) callback(null, usable);
    else if (first) callback(null, first.address, first.family);
    else callback(new Error('No address'), '', 0);
  };
  const transport = target.protocol === 'https:' ? https : http;
  return new Promise<SendResult>((resolve) => {
    let isSettled = false;
    const settle = (result: SendResult) => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const request = transport.request(
      target,
      {
        method: 'POST',
        headers: { ...options.headers, 'content-length': String(Buffer.byteLength(options.body)) },
        lookup: pinned,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        response.on('data', (chunk: Buffer) => {
          if (kept < WEBHOOK_LOG_BODY_MAX_BYTES) {
            chunks.push(chunk);
            kept += chunk.length;
          }
        });
        const done = () => {
          settle({
            status: response.statusCode ?? null,
            headers: flatHeaders(response.headers),
            body: excerpt(Buffer.concat(chunks), WEBHOOK_LOG_BODY_MAX_BYTES),
            durationMs: elapsed(),
            error: null,
            isRefused: false,
          });
        };
        response.on('end', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      request.destroy(new Error(`No answer within ${String(options.timeoutMs / 1000)} s`));
    }, options.timeoutMs);
    request.on('error', (error) => {
      settle(failure(error.message, elapsed(), false));
    });
    request.end(options.body);
  });
}

function failure(error: string, durationMs: number, isRefused: boolean): SendResult {
  return { status: null, headers: null, body: null, durationMs, error, isRefused };
}
