import { z } from 'zod';
import { ERRORS, type ErrorCode, type ErrorSpec } from './error-catalogue';

export { ERRORS, type ErrorCode, type ErrorSpec } from './error-catalogue';

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}

/** The `{{name}}` placeholders of a message template, as a union of names. */
type Placeholders<T extends string> = T extends `${string}{{${infer Name}}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** The parameters a code's message names (never when it names none). */
export type ErrorParamName<C extends ErrorCode> = Placeholders<(typeof ERRORS)[C]['message']>;
export type ErrorParamValue = string | number;
/** Exactly the parameters of a code: `{ name: string }` for LABEL_NAME_TAKEN-like codes. */
export type ErrorParams<C extends ErrorCode> = Readonly<Record<ErrorParamName<C>, ErrorParamValue>>;

interface CommonOptions {
  /** The request field at fault, dotted for nested fields ("filters.state"). */
  field?: string | undefined;
  cause?: unknown;
}
/** Only codes marked `detailed` take a message of the thrower's own. */
type MessageOption<C extends ErrorCode> = (typeof ERRORS)[C] extends { detailed: true }
  ? { message?: string }
  : { message?: never };
/** A code with parameters needs all of them, a code without takes none. */
type ParamsOption<C extends ErrorCode> = [ErrorParamName<C>] extends [never]
  ? { params?: never }
  : { params: ErrorParams<C> };
export type AppErrorOptions<C extends ErrorCode> = CommonOptions &
  MessageOption<C> &
  ParamsOption<C>;
type AppErrorArgs<C extends ErrorCode> = [ErrorParamName<C>] extends [never]
  ? [options?: AppErrorOptions<C>]
  : [options: AppErrorOptions<C>];

/** A message template with its `{{name}}` placeholders filled; unknown names stay as they are. */
export function fillMessage(
  template: string,
  params: Readonly<Record<string, ErrorParamValue>> | undefined,
): string {
  if (!params) return template;
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}

/**
 * An error with a known code: thrown by domain code, answered by the error handler. The compiler
 * holds the thrower to the code's parameters: `new AppError('ESTIMATE_TOO_MANY_POINTS', { params:
 * { max: 6 } })`.
 */
export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  readonly code: C;
  readonly status: number;
  readonly field: string | undefined;
  /** The values of the message's placeholders, sent along so clients can word it themselves. */
  readonly params: Readonly<Record<string, ErrorParamValue>> | undefined;

  constructor(code: C, ...[options]: AppErrorArgs<C>) {
    const spec: ErrorSpec = ERRORS[code];
    const params: Readonly<Record<string, ErrorParamValue>> | undefined = options?.params;
    const text = options?.message ?? fillMessage(spec.message, params);
    super(text, { cause: options?.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = spec.status;
    this.field = options?.field;
    this.params = params;
  }
}

/** Whether a thrown value is an AppError (of any code; `instanceof` alone would type it loosely). */
export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

/** The body of every error response. */
export const ErrorBodySchema = z.object({
  error: z.string(),
  code: z.string(),
  field: z.string().optional(),
  /** The values of the message's placeholders, when its code has any. */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
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
