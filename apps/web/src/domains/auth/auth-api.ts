import {
  type EmailCheckResponse,
  EmailCheckResponseSchema,
  type EmailRequest,
  type MagicGenerateResponse,
  MagicGenerateResponseSchema,
  type Message,
  MessageSchema,
} from '@keel/core';
import type { ApiClient } from '#web/lib/api-client';

/** Whether an account exists for the email, and whether it signs in by code or password. */
export function checkEmail(api: ApiClient, email: string): Promise<EmailCheckResponse> {
  const body: EmailRequest = { email };
  return api.post('/auth/email-check/', body, { schema: EmailCheckResponseSchema });
}

/** Emails a fresh sign-in code. */
export function generateMagicCode(api: ApiClient, email: string): Promise<MagicGenerateResponse> {
  const body: EmailRequest = { email };
  return api.post('/auth/magic-generate/', body, { schema: MagicGenerateResponseSchema });
}

/** Emails a password reset link, when the address has an account. */
export function requestPasswordReset(api: ApiClient, email: string): Promise<Message> {
  const body: EmailRequest = { email };
  return api.post('/auth/forgot-password/', body, { schema: MessageSchema });
}
