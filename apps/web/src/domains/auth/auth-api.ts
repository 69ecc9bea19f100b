import { z } from 'zod';
import { type ApiClient } from '../../lib/api-client';

export const EmailCheckSchema = z.looseObject({
  existing: z.boolean(),
  status: z.enum(['MAGIC_CODE', 'CREDENTIAL']),
});
export type EmailCheck = z.infer<typeof EmailCheckSchema>;

/** Whether an account exists for the email, and whether it signs in by code or password. */
export function checkEmail(api: ApiClient, email: string): Promise<EmailCheck> {
  return api.post('/auth/email-check/', { email }, { schema: EmailCheckSchema });
}

/** Emails a fresh sign-in code. */
export async function generateMagicCode(api: ApiClient, email: string): Promise<void> {
  await api.post('/auth/magic-generate/', { email });
}

/** Emails a password reset link, when the address has an account. */
export async function requestPasswordReset(api: ApiClient, email: string): Promise<void> {
  await api.post('/auth/forgot-password/', { email });
}
