import { z } from 'zod';

/**
 * Every error the server answers, by code: its HTTP status and the message shown to people. Codes
 * marked "spec §8" carry the spec's exact texts. The server's one error handler turns an AppError
 * into `{ "error": message, "code": code }` with this status; clients branch on `code`, never on text.
 */
export const ERRORS = {
  VALIDATION_ERROR: { status: 400, message: 'Invalid request' },
  INVALID_JSON: { status: 400, message: 'The request body is not valid JSON' },
  INVALID_CURSOR: { status: 400, message: 'Invalid cursor' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Unsupported content type' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request body is too large' },
  UNAUTHENTICATED: { status: 401, message: 'Authentication credentials were not provided.' },
  FORBIDDEN: { status: 403, message: 'You do not have permission to perform this action.' },
  CSRF_FAILED: { status: 403, message: 'CSRF token missing or incorrect.' },
  FOREIGN_ORIGIN: { status: 403, message: 'Requests from another site are not allowed.' },
  NOT_A_MEMBER: { status: 403, message: 'You are not a member of this workspace.' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  ROUTE_NOT_FOUND: { status: 404, message: 'Route not found' },
  CONFLICT: { status: 409, message: 'The request conflicts with the current state' },
  RATE_LIMITED: { status: 429, message: 'Too many requests, please try again later.' },
  SMTP_NOT_CONFIGURED: {
    status: 400,
    message: 'SMTP is not configured: save the SMTP settings before sending a test email.',
  },
  /** The SMTP server could not be reached or refused the email; the message says why. */
  EMAIL_SEND_FAILED: { status: 400, message: 'The email could not be sent.' },
  INTERNAL: { status: 500, message: 'Internal error' },
  DATABASE_UNAVAILABLE: { status: 503, message: 'Database unavailable' },
  // spec §8
  WORKSPACE_NOT_FOUND: { status: 404, message: 'Workspace not found' },
  WORK_ITEM_NOT_FOUND: { status: 404, message: 'Work item not found' },
  ISSUE_NOT_FOUND: { status: 404, message: 'Issue not found' },
  MEMBER_NOT_FOUND: { status: 404, message: 'Member not found' },
  PROJECT_NOT_FOUND: { status: 404, message: 'Project not found' },
  NOT_A_PROJECT_MEMBER: { status: 403, message: 'You are not a member of this project.' },
  PROJECT_ARCHIVED: { status: 400, message: 'Archived projects cannot be edited' },
  DASHBOARD_NOT_FOUND: { status: 404, message: 'Dashboard not found' },
  WIDGET_NOT_FOUND: { status: 404, message: 'Widget not found' },
  MISSING_REQUIRED_FIELDS: { status: 400, message: 'Missing required fields.' },
  CSRF_TOKEN_NOT_FOUND: { status: 403, message: 'CSRF token not found' },
  USER_ID_NOT_AVAILABLE: { status: 401, message: 'user id not available' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}

export interface AppErrorOptions {
  /** Replaces the catalogue's message, e.g. to name the field at fault. */
  message?: string;
  /** The request field at fault, dotted for nested fields ("filters.state"). */
  field?: string;
  cause?: unknown;
}

/** An error with a known code: thrown by domain code, answered by the error handler. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly field: string | undefined;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.message ?? ERRORS[code].message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = ERRORS[code].status;
    this.field = options.field;
  }
}

/** The body of every error response. */
export const ErrorBodySchema = z.object({
  error: z.string(),
  code: z.string(),
  field: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/**
 * Messages the web client shows when a call fails (spec §8), by the key the spec names or, where it
 * names none, by what failed.
 */
export const CLIENT_ERRORS = {
  'estimates-fetch-error': 'Error fetching estimates',
  'estimate-create-error': 'Error creating estimate',
  'estimate-delete-error': 'Error deleting estimate',
  'instance-fetch-error': 'Failed to fetch instance info',
  'intake-init-error': 'Error fetching the intake work items please try again later.',
  'intake-pagination-error':
    'Error fetching the paginated intake work items please try again later.',
  'pages-fetch-error': 'Failed to fetch the pages, Please try again later.',
  'page-fetch-error': 'Failed to fetch the page, Please try again later.',
  'page-create-error': 'Failed to create a page, Please try again later.',
  'page-delete-error': 'Failed to delete a page, Please try again later.',
  'user-profile-fetch-error': 'Failed to fetch user profile',
  'user-fetch-error': 'Failed to fetch current user',
  'user-update-error': 'Failed to update current user',
  'user-settings-fetch-error': 'Failed to fetch user settings',
  'upload-canceled': 'Upload canceled',
  'timeline-dependencies-update-error': 'error while updating Timeline dependencies',
} as const;
export type ClientErrorKey = keyof typeof CLIENT_ERRORS;

/** Title of the toast that carries a page error (spec §8). */
export const PAGE_ERROR_TITLE = 'Failed';
