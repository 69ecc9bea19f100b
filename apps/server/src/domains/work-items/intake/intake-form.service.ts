import { randomBytes, randomUUID } from 'node:crypto';
import {
  AppError,
  INTAKE_SOURCE_FORMS,
  INTAKE_STATUS,
  type IntakeFormSettings,
  PUBLIC_INTAKE_HONEYPOT,
  type PublicIntakeForm,
  type PublicIntakeSubmissionSchema,
  ROLE,
  plainTextToHtml,
} from '@keel/core';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '#server/db/client';
import type { Executor } from '#server/db/executor';
import { deployBoards, intakeItems, projects, users, workspaces } from '#server/db/schema';
import type { Actor } from '../kernel/actor';
import { writeNewWorkItem } from '../items/items.service';
import { triageState } from './intake.queries';

/** A published board of a project's intake form (Plane's DeployBoard entity_name). */
const INTAKE_BOARD = 'intake';
/**
 * The account public requests are made by: a bot, inactive (it never signs in), outside every
 * workspace. Its address is under `.invalid`, which no mail ever reaches.
 */
const FORM_BOT_EMAIL = 'intake-form.bot@keel.invalid';
const FORM_BOT_NAME = 'Intake form';

function newAnchor(): string {
  return randomBytes(24).toString('base64url');
}

async function boardOf(db: Executor, projectId: string) {
  const [row] = await db
    .select()
    .from(deployBoards)
    .where(
      and(
        eq(deployBoards.entity_name, INTAKE_BOARD),
        eq(deployBoards.entity_identifier, projectId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The form's settings as its admins see them. */
export async function getIntakeForm(options: {
  db: Database;
  actor: Actor;
}): Promise<IntakeFormSettings> {
  const board = await boardOf(options.db, options.actor.project.id);
  return { is_enabled: board !== null && !board.is_disabled, anchor: board?.anchor ?? null };
}

function checkAdmin(actor: Actor): void {
  if (actor.role < ROLE.admin) throw new AppError('FORBIDDEN');
}

/**
 * Turns the form on or off (project admins). The first time it is turned on it gets its anchor;
 * turning it off keeps the anchor, so that turning it on again brings the same link back.
 */
export async function setIntakeFormEnabled(options: {
  db: Database;
  actor: Actor;
  isEnabled: boolean;
}): Promise<IntakeFormSettings> {
  const { db, actor, isEnabled } = options;
  checkAdmin(actor);
  if (isEnabled && !actor.project.inbox_view)
    throw new AppError('VALIDATION_ERROR', {
      message: 'is_enabled: turn the project intake on first',
      field: 'is_enabled',
    });
  await db
    .insert(deployBoards)
    .values({
      workspace_id: actor.project.workspace_id,
      project_id: actor.project.id,
      entity_name: INTAKE_BOARD,
      entity_identifier: actor.project.id,
      anchor: newAnchor(),
      is_disabled: !isEnabled,
      created_by_id: actor.userId,
      updated_by_id: actor.userId,
    })
    .onConflictDoUpdate({
      target: [deployBoards.entity_name, deployBoards.entity_identifier],
      set: { is_disabled: !isEnabled, updated_by_id: actor.userId, updated_at: new Date() },
    });
  return getIntakeForm({ db, actor });
}

/** A new link for the form (project admins): the old one stops working at once. */
export async function regenerateIntakeFormAnchor(options: {
  db: Database;
  actor: Actor;
}): Promise<IntakeFormSettings> {
  const { db, actor } = options;
  checkAdmin(actor);
  const updated = await db
    .update(deployBoards)
    .set({ anchor: newAnchor(), updated_by_id: actor.userId, updated_at: new Date() })
    .where(
      and(
        eq(deployBoards.entity_name, INTAKE_BOARD),
        eq(deployBoards.entity_identifier, actor.project.id),
      ),
    )
    .returning({ id: deployBoards.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND');
  return getIntakeForm({ db, actor });
}

/**
 * The project behind an anchor, when its form is on, its intake is on and it is neither archived
 * nor deleted; 'Not found' otherwise (the same answer for every reason, so that probing learns
 * nothing).
 */
async function publishedProject(db: Executor, anchor: string) {
  const [row] = await db
    .select({ project: projects, workspaceName: workspaces.name })
    .from(deployBoards)
    .innerJoin(projects, eq(projects.id, deployBoards.entity_identifier))
    .innerJoin(workspaces, eq(workspaces.id, projects.workspace_id))
    .where(
      and(
        eq(deployBoards.anchor, anchor),
        eq(deployBoards.entity_name, INTAKE_BOARD),
        eq(deployBoards.is_disabled, false),
        eq(projects.inbox_view, true),
        isNull(projects.archived_at),
        isNull(projects.deleted_at),
        isNull(workspaces.deleted_at),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** What the public form page shows: where the request goes. */
export async function describePublicIntakeForm(options: {
  db: Database;
  anchor: string;
}): Promise<PublicIntakeForm> {
  const { project, workspaceName } = await publishedProject(options.db, options.anchor);
  return {
    workspace_name: workspaceName,
    project_name: project.name,
    project_identifier: project.identifier,
  };
}

/** The bot account public requests are made by, made on first use. */
async function formBotId(db: Executor): Promise<string> {
  await db
    .insert(users)
    .values({
      email: FORM_BOT_EMAIL,
      username: randomBytes(16).toString('hex'),
      display_name: FORM_BOT_NAME,
      first_name: FORM_BOT_NAME,
      is_active: false,
      is_bot: true,
    })
    .onConflictDoNothing();
  const [bot] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${FORM_BOT_EMAIL}`)
    .limit(1);
  if (!bot) throw new Error('The intake form bot could not be made');
  return bot.id;
}

/**
 * One request through the public form: a pending intake item whose work item waits in triage,
 * made by the form's bot, with the sender's email and language kept to reply to. A filled
 * honeypot is answered as a success and nothing is kept. Answers whether it was kept.
 */
export async function submitPublicIntake(options: {
  db: Database;
  anchor: string;
  body: z.output<typeof PublicIntakeSubmissionSchema>;
}): Promise<boolean> {
  const { db, anchor, body } = options;
  const { project } = await publishedProject(db, anchor);
  if ((body[PUBLIC_INTAKE_HONEYPOT] ?? '').trim() !== '') return false;
  const description = body.description === undefined ? '' : plainTextToHtml(body.description);
  await db.transaction(async (tx) => {
    const botId = await formBotId(tx);
    const actor: Actor = { userId: botId, role: ROLE.member, project };
    const triage = await triageState(tx, project);
    const workItemId = randomUUID();
    await writeNewWorkItem(
      tx,
      actor,
      {
        name: body.name,
        ...(description !== '' ? { description_html: description } : {}),
        label_ids: [],
        assignee_ids: [],
      },
      { id: workItemId, state: triage },
    );
    await tx.insert(intakeItems).values({
      workspace_id: project.workspace_id,
      project_id: project.id,
      work_item_id: workItemId,
      status: INTAKE_STATUS.pending,
      source: INTAKE_SOURCE_FORMS,
      source_email: body.email,
      extra: body.language === undefined ? {} : { language: body.language },
      created_by_id: botId,
      updated_by_id: botId,
    });
  });
  return true;
}
