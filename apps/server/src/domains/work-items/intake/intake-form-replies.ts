import { INTAKE_STATUS, parseLanguage } from '@keel/core';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { intakeItems, projects, workItems, workspaces } from '#server/db/schema';
import { type EmailKind, renderEmail } from '#server/emails';
import type { Mailer } from '#server/lib/mailer';

/** The closing statuses a form's sender hears of, and the email each one sends. */
const REPLY_OF = {
  [INTAKE_STATUS.accepted]: 'intakeAccepted',
  [INTAKE_STATUS.declined]: 'intakeDeclined',
  [INTAKE_STATUS.duplicate]: 'intakeDuplicate',
} as const satisfies Record<number, EmailKind>;
const REPLIED_STATUSES = Object.keys(REPLY_OF).map(Number);

/** How many replies one run sends at most. */
const REPLY_BATCH = 100;

/**
 * Tells the senders of public-form requests what became of them (issue 18): each request whose
 * status is now accepted, declined or duplicate, and which its sender has not yet heard of, sends
 * one email in the language the form was shown in. Read after the change committed, so a change
 * rolled back never sends; rows are locked while read, so several processes never send one twice.
 * Reopening and closing a request again the same way sends nothing more. Answers how many it sent.
 */
export async function replyToIntakeSenders(options: {
  db: Database;
  mailer: Mailer;
}): Promise<number> {
  const { db, mailer } = options;
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: intakeItems.id,
        status: intakeItems.status,
        email: intakeItems.source_email,
        extra: intakeItems.extra,
        title: workItems.name,
        project: projects.name,
        workspace: workspaces.name,
      })
      .from(intakeItems)
      .innerJoin(workItems, eq(workItems.id, intakeItems.work_item_id))
      .innerJoin(projects, eq(projects.id, intakeItems.project_id))
      .innerJoin(workspaces, eq(workspaces.id, intakeItems.workspace_id))
      .where(
        and(
          isNotNull(intakeItems.source_email),
          isNull(intakeItems.deleted_at),
          inArray(intakeItems.status, REPLIED_STATUSES),
          sql`${intakeItems.replied_status} IS DISTINCT FROM ${intakeItems.status}`,
        ),
      )
      .limit(REPLY_BATCH)
      .for('update', { of: intakeItems, skipLocked: true });
    let sent = 0;
    for (const row of rows) {
      const kind = REPLY_OF[row.status as keyof typeof REPLY_OF];
      const language = parseLanguage(
        typeof row.extra.language === 'string' ? row.extra.language : null,
      );
      const email = renderEmail(kind, language, {
        title: row.title,
        project: row.project,
        workspace: row.workspace,
      });
      if (row.email !== null) {
        await mailer.send({ to: row.email, ...email });
        sent += 1;
      }
      await tx
        .update(intakeItems)
        .set({ replied_status: row.status })
        .where(eq(intakeItems.id, row.id));
    }
    return sent;
  });
}
