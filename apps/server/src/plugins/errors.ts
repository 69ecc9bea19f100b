import {
  AuthFailure,
  ERRORS,
  type ErrorBody,
  type ErrorCode,
  authErrorBody,
  isAppError,
} from '@keel/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/**
 * The one place errors become responses: `{ "error": message, "code": code }`, plus `field` when one
 * field is at fault and `params` when the code's message has any. Known errors keep their status;
 * anything unexpected is logged with the request id and answered 500 "Internal error", with no
 * detail that could leak internals. A refused sign-in step (AuthFailure) on a browser form post
 * redirects back to its form instead.
 */

/** Where a form route sends the browser back to after a refused sign-in step. */
export type FailureRedirect = (request: FastifyRequest, failure: AuthFailure) => string;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on form routes: an AuthFailure becomes a redirect to this page instead of JSON. */
    failureRedirect?: FailureRedirect;
  }
}

function body(
  code: ErrorCode,
  message: string = ERRORS[code].message,
  field?: string,
  params?: ErrorBody['params'],
): ErrorBody {
  return {
    error: message,
    code,
    ...(field === undefined ? {} : { field }),
    ...(params === undefined ? {} : { params }),
  };
}

/** Fastify's own request errors (body parsing, content type) that are the caller's fault. */
const FASTIFY_CLIENT_ERRORS: Partial<Record<string, ErrorCode>> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_ERROR',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
};

function toResponse(error: FastifyError): { status: number; payload: ErrorBody } | null {
  if (isAppError(error)) {
    return {
      status: error.status,
      payload: body(error.code, error.message, error.field, error.params),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const [first] = error.validation;
    const path = first?.instancePath.slice(1).replaceAll('/', '.') ?? '';
    const field = path === '' ? (error.validationContext ?? 'body') : path;
    const message = `${field}: ${first?.message ?? 'Invalid value'}`;
    return { status: 400, payload: body('VALIDATION_ERROR', message, field) };
  }
  const mapped = FASTIFY_CLIENT_ERRORS[error.code];
  if (mapped) {
    const message =
      mapped === 'INVALID_JSON' && error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
        ? 'The request body is empty but its content type is application/json'
        : ERRORS[mapped].message;
    return { status: ERRORS[mapped].status, payload: body(mapped, message) };
  }
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return { status: 400, payload: body('INVALID_JSON') };
  }
  if (error.statusCode === 429) return { status: 429, payload: body('RATE_LIMITED') };
  return null;
}

export function routeNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = request.url.split('?')[0] ?? request.url;
  return reply
    .code(404)
    .send(body('ROUTE_NOT_FOUND', `Route not found: ${request.method} ${path}`));
}

/**
 * Errors the router raises before any route or hook runs. A path that cannot be percent-decoded
 * (`/api/workspaces/%FF/`) names nothing that exists: 404, in Keel's error shape.
 */
export function frameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_BAD_URL') {
    void reply.code(404).send(body('NOT_FOUND'));
    return;
  }
  request.log.error({ err: error }, 'router error');
  void reply.code(500).send(body('INTERNAL'));
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AuthFailure) {
      const redirect = request.routeOptions.config.failureRedirect;
      if (redirect) return reply.redirect(redirect(request, error), 302);
      return reply.code(error.status).send(authErrorBody(error.errorName));
    }
    const known = toResponse(error);
    if (known) {
      if (known.status >= 500) request.log.error({ err: error }, error.message);
      return reply.code(known.status).send(known.payload);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(body('INTERNAL'));
  });
}
