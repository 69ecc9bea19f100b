import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { test as base } from '@playwright/test';

/** Journeys run against the server global-setup.ts started; its address arrives in the env. */
export const test = base.extend({
  // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.KEEL_E2E_URL;
    if (!url)
      throw new Error('KEEL_E2E_URL is not set: run the journeys through e2e/playwright.config.ts');
    await use(url);
  },
});

export { expect } from '@playwright/test';

/** An email the server wrote to DATA_DIR/outbox because no SMTP server is configured. */
export interface OutboxEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  sent_at: string;
}

function outboxDir(): string {
  const dir = process.env.KEEL_E2E_DATA_DIR;
  if (!dir)
    throw new Error('KEEL_E2E_DATA_DIR is not set: run the journeys through playwright.config');
  return path.join(dir, 'outbox');
}

/** Every email in the outbox, oldest first. */
export async function readOutbox(): Promise<OutboxEmail[]> {
  let names: string[];
  try {
    names = await readdir(outboxDir());
  } catch {
    return [];
  }
  const emails = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(
        async (name) =>
          JSON.parse(await readFile(path.join(outboxDir(), name), 'utf8')) as OutboxEmail,
      ),
  );
  return emails.sort((a, b) => a.sent_at.localeCompare(b.sent_at));
}

/**
 * The newest email to `to` that `matches` accepts and that was not in `seen`, waiting for it to
 * arrive (emails are written by a background job).
 */
export async function waitForEmail(
  to: string,
  matches: (email: OutboxEmail) => boolean,
  { timeoutMs = 10_000, after = '' }: { timeoutMs?: number; after?: string } = {},
): Promise<OutboxEmail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readOutbox())
      .filter((email) => email.to.toLowerCase() === to.toLowerCase() && email.sent_at > after)
      .filter(matches)
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No email to ${to} arrived in the outbox in time.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
