import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  CSRF_COOKIE,
  DEFAULT_STATES,
  MAGIC_CODE_TTL_SECONDS,
  type Role,
  ROLE,
  SESSION_COOKIE,
} from '@keel/core';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../app';
import type { Config } from '../config';
import type { Database } from '../db/client';
import {
  instanceAdmins,
  projectMembers,
  projects,
  states,
  instanceConfigurations,
  instances,
  magicCodes,
  profiles,
  users,
  workspaceMemberInvites,
  workspaceMembers,
  workspaces,
} from '../db/schema';
import { hashMagicCode } from '#server/domains/auth/auth-magic.service';
import { createSession } from '../lib/sessions';
import { hashPassword } from '../lib/password';
import { randomToken, sha256 } from '../lib/tokens';

/** Changes the instance row, e.g. to mark set-up done; returns the row as stored. */
export async function updateInstance(
  db: Database,
  values: Partial<typeof instances.$inferInsert>,
): Promise<typeof instances.$inferSelect> {
  const [row] = await db
    .update(instances)
    .set(values)
    .where(eq(instances.singleton, true))
    .returning();
  if (!row) throw new Error('No instance row: was the test database registered?');
  return row;
}

/** Stores one instance setting, replacing any earlier value. */
export async function setInstanceConfiguration(
  db: Database,
  key: string,
  value: string,
): Promise<void> {
  await db
    .insert(instanceConfigurations)
    .values({ key, value })
    .onConflictDoUpdate({ target: instanceConfigurations.key, set: { value } });
}

/** A password every factory user has unless told otherwise; strong enough for the policy. */
export const DEFAULT_TEST_PASSWORD = 'keel-test-Passphrase-42';

const hashes = new Map<string, Promise<string>>();
/** Hashing is deliberately slow; tests share one hash per password. */
function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

function unique(): string {
  return randomBytes(4).toString('hex');
}

export type UserRow = typeof users.$inferSelect;

/** A user with a profile, a password and, by default, onboarding done. */
export async function createUser(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> & {
    password?: string | null;
    isOnboarded?: boolean;
  } = {},
): Promise<UserRow> {
  const { password = DEFAULT_TEST_PASSWORD, isOnboarded = true, ...values } = overrides;
  const suffix = unique();
  const email = values.email ?? `user-${suffix}@keel.test`;
  const [user] = await db
    .insert(users)
    .values({
      email,
      username: randomBytes(16).toString('hex'),
      display_name: email.split('@')[0] ?? email,
      first_name: 'Test',
      last_name: `User ${suffix}`,
      password_hash: password === null ? null : await cachedHash(password),
      is_password_autoset: password === null,
      ...values,
    })
    .returning();
  if (!user) throw new Error('user not created');
  await db.insert(profiles).values({
    user_id: user.id,
    is_onboarded: isOnboarded,
    onboarding_step: {
      workspace_join: isOnboarded,
      profile_complete: isOnboarded,
      workspace_create: isOnboarded,
      workspace_invite: isOnboarded,
    },
  });
  return user;
}

export async function makeInstanceAdmin(db: Database, userId: string): Promise<void> {
  await db.insert(instanceAdmins).values({ user_id: userId });
}

/** Signs a user in; returns the Cookie header to send with app.inject. */
export async function signIn(db: Database, userId: string): Promise<{ cookie: string }> {
  const token = await createSession(db, { userId });
  return { cookie: `${SESSION_COOKIE}=${token}` };
}

export type WorkspaceRow = typeof workspaces.$inferSelect;

/** A workspace owned by `owner`, who is its admin. */
export async function createWorkspace(
  db: Database,
  owner: UserRow,
  overrides: Partial<typeof workspaces.$inferInsert> = {},
): Promise<WorkspaceRow> {
  const slug = overrides.slug ?? `ws-${unique()}`;
  const [workspace] = await db
    .insert(workspaces)
    .values({
      name: `Workspace ${slug}`,
      slug,
      owner_id: owner.id,
      created_by_id: owner.id,
      ...overrides,
    })
    .returning();
  if (!workspace) throw new Error('workspace not created');
  await addWorkspaceMember(db, workspace, owner, ROLE.admin);
  return workspace;
}

export async function addWorkspaceMember(
  db: Database,
  workspace: WorkspaceRow,
  user: UserRow,
  role: Role,
  options: { isActive?: boolean } = {},
): Promise<typeof workspaceMembers.$inferSelect> {
  const [member] = await db
    .insert(workspaceMembers)
    .values({
      workspace_id: workspace.id,
      member_id: user.id,
      role,
      is_active: options.isActive ?? true,
    })
    .returning();
  if (!member) throw new Error('member not created');
  return member;
}

export type InvitationRow = typeof workspaceMemberInvites.$inferSelect;

/** A pending invitation of `email` into the workspace; returns it with the link's secret token. */
export async function createInvitation(
  db: Database,
  workspace: WorkspaceRow,
  email: string,
  options: { role?: Role; invitedBy?: UserRow } = {},
): Promise<{ invitation: InvitationRow; token: string }> {
  const token = randomToken();
  const [invitation] = await db
    .insert(workspaceMemberInvites)
    .values({
      workspace_id: workspace.id,
      email,
      role: options.role ?? ROLE.guest,
      token_hash: sha256(token),
      created_by_id: options.invitedBy?.id ?? workspace.owner_id,
    })
    .returning();
  if (!invitation) throw new Error('invitation not created');
  return { invitation, token };
}

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}

/** Emails the app wrote to DATA_DIR/outbox (no SMTP in tests), oldest first. */
export async function readOutbox(dataDir: string): Promise<OutboxMessage[]> {
  const folder = path.join(dataDir, 'outbox');
  const names = await readdir(folder).catch(() => []);
  const messages = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map(
        async (name) =>
          JSON.parse(await readFile(path.join(folder, name), 'utf8')) as OutboxMessage,
      ),
  );
  return messages;
}

/** Marks the instance set up, with an instance admin, so that people may sign in. */
export async function completeInstanceSetup(db: Database): Promise<UserRow> {
  const admin = await createUser(db, { email: `admin-${unique()}@keel.test` });
  await makeInstanceAdmin(db, admin.id);
  await updateInstance(db, { is_setup_done: true, instance_name: 'Keel Test' });
  return admin;
}

/**
 * A CSRF token and its cookie. The check is a double submit (cookie equals field or header), so
 * tests need not ask GET /auth/get-csrf-token/ for one.
 */
export function csrfToken(): { token: string; cookie: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, cookie: `${CSRF_COOKIE}=${token}` };
}

/** Posts a urlencoded form, as the browser does on the sign-in pages. */
export function postForm(
  app: App,
  url: string,
  fields: Record<string, string>,
  options: { cookie?: string; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    payload: new URLSearchParams(fields).toString(),
  });
}

/** Stores a sign-in code for an email, as POST /auth/magic-generate/ would, without mailing it. */
export async function createMagicCode(
  db: Database,
  config: Config,
  email: string,
  options: { code?: string; expiresAt?: Date; sends?: number; failedAttempts?: number } = {},
): Promise<string> {
  const code = options.code ?? '123456';
  const values = {
    code_hash: hashMagicCode(config, email, code),
    sends: options.sends ?? 1,
    failed_attempts: options.failedAttempts ?? 0,
    expires_at: options.expiresAt ?? new Date(Date.now() + MAGIC_CODE_TTL_SECONDS * 1000),
  };
  await db
    .insert(magicCodes)
    .values({ email, ...values })
    .onConflictDoUpdate({ target: magicCodes.email, set: values });
  return code;
}

export type ProjectRow = typeof projects.$inferSelect;

/**
 * A project in `workspace` with `owner` as its admin and the default states, as creating one
 * through the API makes it.
 */
export async function createProject(
  db: Database,
  workspace: WorkspaceRow,
  owner: UserRow,
  overrides: Partial<typeof projects.$inferInsert> = {},
): Promise<ProjectRow> {
  const suffix = unique().toUpperCase().slice(0, 6);
  const [project] = await db
    .insert(projects)
    .values({
      workspace_id: workspace.id,
      name: `Project ${suffix}`,
      identifier: `P${suffix}`,
      created_by_id: owner.id,
      ...overrides,
    })
    .returning();
  if (!project) throw new Error('project not created');
  await addProjectMember(db, project, owner, ROLE.admin);
  const created = await db
    .insert(states)
    .values(
      DEFAULT_STATES.map((state) => ({
        ...state,
        workspace_id: workspace.id,
        project_id: project.id,
        slug: state.name.toLowerCase().replace(/\s+/g, '-'),
      })),
    )
    .returning();
  const defaultState = created.find((state) => state.default);
  const [updated] = await db
    .update(projects)
    .set({ default_state_id: defaultState?.id ?? null })
    .where(eq(projects.id, project.id))
    .returning();
  return updated ?? project;
}

export async function addProjectMember(
  db: Database,
  project: ProjectRow,
  user: UserRow,
  role: Role,
  options: { isActive?: boolean } = {},
): Promise<typeof projectMembers.$inferSelect> {
  const [member] = await db
    .insert(projectMembers)
    .values({
      workspace_id: project.workspace_id,
      project_id: project.id,
      member_id: user.id,
      role,
      is_active: options.isActive ?? true,
    })
    .returning();
  if (!member) throw new Error('project member not created');
  return member;
}
