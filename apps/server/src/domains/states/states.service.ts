import {
  AppError,
  type CreateStateBody,
  STATE_SEQUENCE_STEP,
  type State,
  type UpdateStateBody,
  isUuid,
} from '@keel/core';
import type { Database } from '#server/db/client';
import type { Executor } from '#server/db/executor';
import {
  clearDefaultState,
  findState,
  insertState,
  listProjectStates,
  listUserWorkspaceStates,
  maxStateSequence,
  setProjectDefaultState,
  type StateRow,
  stateHasWorkItems,
  stateNameTaken,
  updateState,
} from './states.queries';

export function presentState(row: StateRow): State {
  return {
    id: row.id,
    workspace_id: row.workspace_id,
    project_id: row.project_id,
    workspace: row.workspace_id,
    project: row.project_id,
    name: row.name,
    description: row.description,
    color: row.color,
    slug: row.slug,
    sequence: row.sequence,
    group: row.group,
    default: row.default,
    is_triage: row.is_triage,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** A state's slug, derived from its name (Plane). */
export function stateSlug(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

const STATE_NOT_FOUND = () => new AppError('STATE_NOT_FOUND');
const nameTaken = () => new AppError('STATE_NAME_TAKEN', { field: 'name' });

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: unknown } | null)?.cause ?? error;
  return typeof cause === 'object' && cause !== null && 'code' in cause && cause.code === '23505';
}

async function loadState(db: Executor, projectId: string, stateId: string): Promise<StateRow> {
  if (!isUuid(stateId)) throw STATE_NOT_FOUND();
  const row = await findState(db, projectId, stateId);
  if (!row) throw STATE_NOT_FOUND();
  return row;
}

export async function listStates(options: {
  db: Database;
  projectId: string;
  includeTriage: boolean;
}): Promise<State[]> {
  const rows = await listProjectStates(options.db, options.projectId, options.includeTriage);
  return rows.map(presentState);
}

export async function listWorkspaceStates(options: {
  db: Database;
  workspaceId: string;
  userId: string;
}): Promise<State[]> {
  const rows = await listUserWorkspaceStates(options.db, options.workspaceId, options.userId);
  return rows.map(presentState);
}

export async function createState(options: {
  db: Database;
  workspaceId: string;
  projectId: string;
  actorId: string;
  body: CreateStateBody;
}): Promise<State> {
  const { db, workspaceId, projectId, actorId, body } = options;
  try {
    return await db.transaction(async (tx) => {
      if (await stateNameTaken(tx, projectId, body.name)) throw nameTaken();
      const sequence =
        body.sequence ?? ((await maxStateSequence(tx, projectId)) ?? 0) + STATE_SEQUENCE_STEP;
      const row = await insertState(tx, {
        workspace_id: workspaceId,
        project_id: projectId,
        name: body.name,
        color: body.color,
        group: body.group,
        description: body.description ?? '',
        slug: stateSlug(body.name),
        sequence,
        created_by_id: actorId,
        updated_by_id: actorId,
      });
      return presentState(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function editState(options: {
  db: Database;
  projectId: string;
  stateId: string;
  actorId: string;
  body: UpdateStateBody;
}): Promise<State> {
  const { db, projectId, stateId, actorId, body } = options;
  try {
    return await db.transaction(async (tx) => {
      const current = await loadState(tx, projectId, stateId);
      if (current.is_triage) throw STATE_NOT_FOUND();
      if (body.name !== undefined && (await stateNameTaken(tx, projectId, body.name, stateId)))
        throw nameTaken();
      const row = await updateState(tx, projectId, stateId, {
        ...(body.name !== undefined ? { name: body.name, slug: stateSlug(body.name) } : {}),
        ...(body.color !== undefined ? { color: body.color } : {}),
        ...(body.group !== undefined ? { group: body.group } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.sequence !== undefined ? { sequence: body.sequence } : {}),
        updated_by_id: actorId,
      });
      if (!row) throw STATE_NOT_FOUND();
      return presentState(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** Soft-deletes a state; the default one stays, so that new work items always have a state. */
export async function deleteState(options: {
  db: Database;
  projectId: string;
  stateId: string;
  actorId: string;
}): Promise<void> {
  const { db, projectId, stateId, actorId } = options;
  await db.transaction(async (tx) => {
    const current = await loadState(tx, projectId, stateId);
    if (current.is_triage) throw STATE_NOT_FOUND();
    if (current.default) throw new AppError('DEFAULT_STATE_NOT_DELETABLE');
    if (await stateHasWorkItems(tx, projectId, stateId)) throw new AppError('STATE_IN_USE');
    await updateState(tx, projectId, stateId, { deleted_at: new Date(), updated_by_id: actorId });
  });
}

/** Makes the state the project's only default: the previous one is unset in the same transaction. */
export async function markDefaultState(options: {
  db: Database;
  projectId: string;
  stateId: string;
  actorId: string;
}): Promise<State> {
  const { db, projectId, stateId, actorId } = options;
  return db.transaction(async (tx) => {
    const current = await loadState(tx, projectId, stateId);
    if (current.is_triage) throw new AppError('TRIAGE_STATE_NOT_DEFAULT');
    await clearDefaultState(tx, projectId);
    const row = await updateState(tx, projectId, stateId, {
      default: true,
      updated_by_id: actorId,
    });
    if (!row) throw STATE_NOT_FOUND();
    await setProjectDefaultState(tx, projectId, stateId);
    return presentState(row);
  });
}
