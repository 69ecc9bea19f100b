import { CsrfTokenResponseSchema, ErrorBodySchema, NEXT_PATH_PARAM } from '@keel/core';

/**
 * Codes of failures the client detects itself; server failures carry the server's code
 * (ERRORS in @keel/core) instead.
 */
export type ClientFailureCode =
  /** No answer at all: the server is down, the network is gone, or CORS refused the call. */
  | 'NETWORK_ERROR'
  /** An error status whose body is not Keel's `{error, code}` JSON (a proxy's page, for example). */
  | 'HTTP_ERROR'
  /** A success status whose body is not JSON or does not match the expected schema. */
  | 'INVALID_RESPONSE';

export interface ApiErrorInit {
  /** HTTP status; 0 when no response arrived. */
  status: number;
  code: string;
  message: string;
  field?: string | undefined;
  /** The values of the message's placeholders, when the server's code has any. */
  params?: Readonly<Record<string, string | number>> | undefined;
  cause?: unknown;
}

/** The one error type a call through the API client rejects with. */
export class ApiError extends Error {
  /** HTTP status; 0 when no response arrived. */
  readonly status: number;
  /** The server's error code (ERRORS in @keel/core) or a ClientFailureCode. */
  readonly code: string;
  /** The request field at fault, when the server names one. */
  readonly field: string | undefined;
  /** The values of the message's placeholders (see lib/api-error.ts for the translated text). */
  readonly params: Readonly<Record<string, string | number>> | undefined;

  constructor({ status, code, message, field, params, cause }: ApiErrorInit) {
    super(message, { cause });
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.field = field;
    this.params = params;
  }
}

/** Anything that validates a response body, such as a zod schema from @keel/core. */
export interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<T> {
  /** Validates the response body; the call rejects with INVALID_RESPONSE when it does not match. */
  schema?: ResponseSchema<T>;
  /** Query parameters; null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Whether a 401 sends the browser to the sign-in screen (spec §2). Calls that expect to be
   * unauthenticated, such as a session probe, turn it off. Default true.
   */
  redirectOnUnauthorized?: boolean;
  /** The body is text rather than JSON (a CSV export): it is answered as it came. */
  isText?: boolean;
}

export interface BrowserLocation {
  pathname: string;
  search: string;
}

export interface ApiClientOptions {
  /** Prefix of every request URL; '' (the default) calls the origin that served the page. */
  baseUrl?: string;
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
  /** Where the browser is now; read when a 401 needs a next_path. */
  getLocation?: () => BrowserLocation;
  /** Sends the browser to a URL. */
  redirect?: (url: string) => void;
  /**
   * Answers some GETs without asking the server, once each: the bootstrap index.html started
   * before the app's code arrived (lib/early-answers.ts). `take` answers undefined for a GET it
   * does not answer, or a promise of the body (undefined when it has none after all); `forget`
   * drops them all, as the first write does.
   */
  earlyAnswers?: {
    take(pathAndQuery: string): Promise<unknown> | undefined;
    forget(): void;
  } | null;
}

type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

const CSRF_TOKEN_PATH = '/auth/get-csrf-token/';
const CSRF_HEADER = 'X-CSRFToken';

/** The largest write body sent with keepalive (characters: up to three bytes each, 48 KB). */
const KEEPALIVE_MAX_BODY = 16_000;

const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';
const INVALID_RESPONSE_MESSAGE = 'The server sent a response Keel could not read.';

/**
 * Where a 401 sends the browser: the root, carrying the current path so that sign-in can come back
 * to it. Null at the root itself, where going "back to sign-in" would only reload the page forever.
 */
export function signInRedirectUrl({ pathname, search }: BrowserLocation): string | null {
  if (pathname === '/') return null;
  const query = new URLSearchParams({ [NEXT_PATH_PARAM]: pathname + search });
  return `/?${query.toString()}`;
}

/**
 * The web client's only way to the server (CONVENTIONS.md 9): same-origin cookies, JSON in and out,
 * the CSRF header on /auth/ writes, the spec's 401 redirect, and every failure as an ApiError.
 */
export class ApiClient {
  private readonly baseUrl: string;
  private readonly fetchImpl: (input: string, init: RequestInit) => Promise<Response>;
  private readonly getLocation: () => BrowserLocation;
  private readonly redirect: (url: string) => void;
  private readonly earlyAnswers: ApiClientOptions['earlyAnswers'];

  /** undefined until asked; null when the server has no CSRF endpoint, so none is sent. */
  private csrfToken: string | null | undefined;
  private csrfTokenRequest: Promise<string | null> | undefined;
  private isRedirecting = false;

  constructor(options: ApiClientOptions = {}) {
    this.baseUrl = options.baseUrl ?? '';
    // Wrapped rather than stored: browsers throw "Illegal invocation" when fetch loses its `this`.
    this.fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
    this.getLocation = options.getLocation ?? (() => window.location);
    // replace(), not assign(): Back from sign-in must not return to a page that answers 401.
    this.redirect = options.redirect ?? ((url) => window.location.replace(url));
    this.earlyAnswers = options.earlyAnswers;
  }

  get<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T> {
    return this.request('GET', path, undefined, options);
  }

  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T> {
    return this.request('POST', path, body, options);
  }

  patch<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T> {
    return this.request('PATCH', path, body, options);
  }

  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T> {
    return this.request('PUT', path, body, options);
  }

  /** DELETE, with a JSON body where the endpoint takes one (Plane's bulk delete names its ids). */
  delete<T = unknown>(path: string, options?: RequestOptions<T>, body?: unknown): Promise<T> {
    return this.request('DELETE', path, body, options);
  }

  /**
   * POSTs JSON and reads the answer as server-sent events (`data: {...}` lines, then `[DONE]`),
   * calling `onEvent` with each parsed event as it arrives; resolves when the stream ends. Failures
   * are ApiErrors as for any call; `signal` stops reading (the AbortError is rethrown).
   */
  async postStream(
    path: string,
    body: unknown,
    onEvent: (event: unknown) => void,
    signal?: AbortSignal,
  ): Promise<void> {
    this.earlyAnswers?.forget();
    const headers: Record<string, string> = {
      Accept: 'text/event-stream',
      'Content-Type': 'application/json',
    };
    if (typeof this.csrfToken === 'string') headers[CSRF_HEADER] = this.csrfToken;
    let response: Response;
    try {
      response = await this.fetchImpl(this.url(path, undefined), {
        method: 'POST',
        headers,
        credentials: 'include',
        body: JSON.stringify(body),
        signal: signal ?? null,
      });
    } catch (cause) {
      if (signal?.aborted === true) throw cause;
      throw new ApiError({
        status: 0,
        code: 'NETWORK_ERROR',
        message: NETWORK_ERROR_MESSAGE,
        cause,
      });
    }
    if (!response.ok) {
      if (response.status === 401) this.redirectToSignIn();
      throw await errorFromResponse(response);
    }
    if (!response.body) return;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffered = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffered += decoder.decode(value, { stream: true });
      const events = buffered.split('\n\n');
      buffered = events.pop() ?? '';
      for (const event of events) {
        const data = event.startsWith('data:') ? event.slice(5).trim() : '';
        if (data === '' || data === '[DONE]') continue;
        try {
          onEvent(JSON.parse(data) as unknown);
        } catch {
          // A malformed event is skipped; the next ones still count.
        }
      }
    }
  }

  /**
   * The session's CSRF token, asked of the server once and then kept. Null when the server has no
   * token endpoint or could not be asked; a failed ask is retried on the next call.
   */
  getCsrfToken(): Promise<string | null> {
    if (this.csrfToken !== undefined) return Promise.resolve(this.csrfToken);
    this.csrfTokenRequest ??= this.requestCsrfToken().finally(() => {
      this.csrfTokenRequest = undefined;
    });
    return this.csrfTokenRequest;
  }

  private async request<T>(
    method: HttpMethod,
    path: string,
    body: unknown,
    options: RequestOptions<T> = {},
  ): Promise<T> {
    if (method !== 'GET') {
      // Answers read before a write may no longer hold after it.
      this.earlyAnswers?.forget();
    } else if (options.isText !== true) {
      const early = await this.earlyAnswer(path, options);
      if (early.isAnswered) return early.value;
    }
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (method !== 'GET') {
      const token = path.startsWith('/auth/') ? await this.getCsrfToken() : this.csrfToken;
      if (typeof token === 'string') headers[CSRF_HEADER] = token;
    }

    const payload = body === undefined ? undefined : JSON.stringify(body);
    let response: Response;
    try {
      response = await this.fetchImpl(this.url(path, options.query), {
        method,
        headers,
        credentials: 'include',
        body: payload,
        signal: options.signal ?? null,
        // A write made just before the page goes (a link followed, a reload) still reaches the
        // server: browsers keep small requests going after their page (64 KB at a time in all).
        // With the service worker, a request starts a moment later, so a write made as the
        // person leaves was lost more often without it.
        ...(method !== 'GET' && (payload?.length ?? 0) <= KEEPALIVE_MAX_BODY
          ? { keepalive: true }
          : {}),
      });
    } catch (cause) {
      // A caller that aborted its own request wants the AbortError, not a "server unreachable".
      if (options.signal?.aborted === true) throw cause;
      throw new ApiError({
        status: 0,
        code: 'NETWORK_ERROR',
        message: NETWORK_ERROR_MESSAGE,
        cause,
      });
    }

    if (!response.ok) {
      if (response.status === 401 && options.redirectOnUnauthorized !== false) {
        this.redirectToSignIn();
      }
      throw await errorFromResponse(response);
    }
    if (options.isText === true) return (await response.text()) as T;
    const data = await readJson(response);
    if (options.schema === undefined) return data as T;
    const parsed = options.schema.safeParse(data);
    if (!parsed.success) {
      throw new ApiError({
        status: response.status,
        code: 'INVALID_RESPONSE',
        message: INVALID_RESPONSE_MESSAGE,
        cause: parsed.error,
      });
    }
    return parsed.data;
  }

  /**
   * The early answer to a GET, when there is one and it reads as the schema expects; otherwise
   * the GET goes to the server, which answers as it would have anyway.
   */
  private async earlyAnswer<T>(
    path: string,
    options: RequestOptions<T>,
  ): Promise<{ isAnswered: true; value: T } | { isAnswered: false }> {
    const early = this.earlyAnswers?.take(this.url(path, options.query, ''));
    if (early === undefined) return { isAnswered: false };
    const body = await early;
    options.signal?.throwIfAborted();
    if (body === undefined) return { isAnswered: false };
    if (options.schema === undefined) return { isAnswered: true, value: body as T };
    const parsed = options.schema.safeParse(body);
    return parsed.success ? { isAnswered: true, value: parsed.data } : { isAnswered: false };
  }

  private url(
    path: string,
    query: Record<string, QueryValue> | undefined,
    baseUrl = this.baseUrl,
  ): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== null && value !== undefined) params.append(key, String(value));
    }
    const search = params.toString();
    return baseUrl + path + (search === '' ? '' : `?${search}`);
  }

  private async requestCsrfToken(): Promise<string | null> {
    try {
      const response = await this.fetchImpl(this.url(CSRF_TOKEN_PATH, undefined), {
        method: 'GET',
        headers: { Accept: 'application/json' },
        credentials: 'include',
      });
      if (response.status === 404) {
        this.csrfToken = null;
        return null;
      }
      if (!response.ok) return null;
      const parsed = CsrfTokenResponseSchema.safeParse(await response.json());
      if (!parsed.success) return null;
      this.csrfToken = parsed.data.csrf_token;
      return parsed.data.csrf_token;
    } catch {
      return null;
    }
  }

  private redirectToSignIn(): void {
    // Several calls fail together when a session ends; one navigation is enough.
    if (this.isRedirecting) return;
    const target = signInRedirectUrl(this.getLocation());
    if (target === null) return;
    this.isRedirecting = true;
    this.redirect(target);
  }
}

/** The body of a success, or undefined when there is none (204, or an empty 200). */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw new ApiError({
      status: response.status,
      code: 'INVALID_RESPONSE',
      message: INVALID_RESPONSE_MESSAGE,
      cause,
    });
  }
}

/** The single place an error response becomes an ApiError. */
async function errorFromResponse(response: Response): Promise<ApiError> {
  const fallback = new ApiError({
    status: response.status,
    code: 'HTTP_ERROR',
    message: genericMessage(response.status),
  });
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    return fallback;
  }
  const parsed = ErrorBodySchema.safeParse(body);
  if (!parsed.success) return fallback;
  return new ApiError({
    status: response.status,
    code: parsed.data.code,
    message: parsed.data.error,
    field: parsed.data.field,
    params: parsed.data.params,
  });
}

function genericMessage(status: number): string {
  return status >= 500 ? 'The server ran into a problem.' : 'The server refused the request.';
}
