import {
  HOME_DEFAULT_KEYS,
  HOME_PREFERENCE_KEYS,
  type HomePreference,
  type HomePreferenceKey,
  type SidebarPreferenceChange,
  type SidebarPreferences,
  type UpdateHomePreferenceBody,
  homePreferenceDefault,
  sidebarPreferencesOf,
} from '@keel/core';
import { and, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import type { Executor } from '#server/db/executor';
import {
  type HomePreference as StoredHomePreference,
  type SidebarPreference as StoredSidebarPreference,
  workspaceUserPreferences,
} from '#server/db/schema';

/** Whose preferences: one person in one workspace. */
export interface PreferencesOwner {
  workspaceId: string;
  userId: string;
}

type PreferencesRow = typeof workspaceUserPreferences.$inferSelect;

function ownerIs(owner: PreferencesOwner) {
  return and(
    eq(workspaceUserPreferences.workspace_id, owner.workspaceId),
    eq(workspaceUserPreferences.user_id, owner.userId),
  );
}

async function findRow(db: Executor, owner: PreferencesOwner): Promise<PreferencesRow | undefined> {
  const [row] = await db.select().from(workspaceUserPreferences).where(ownerIs(owner)).limit(1);
  return row;
}

/** The owner's row, made if missing and locked for the change that follows. */
async function lockRow(tx: Executor, owner: PreferencesOwner): Promise<PreferencesRow> {
  await tx
    .insert(workspaceUserPreferences)
    .values({ workspace_id: owner.workspaceId, user_id: owner.userId })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(workspaceUserPreferences)
    .where(ownerIs(owner))
    .for('update');
  if (!row) throw new Error('workspace_user_preferences row missing after insert');
  return row;
}

export async function getSidebarPreferences(options: {
  db: Database;
  owner: PreferencesOwner;
}): Promise<SidebarPreferences> {
  const row = await findRow(options.db, options.owner);
  return sidebarPreferencesOf(row?.sidebar ?? {});
}

/** Applies Plane's list of sidebar changes (pin, order) in one transaction. */
export async function updateSidebarPreferences(options: {
  db: Database;
  owner: PreferencesOwner;
  changes: SidebarPreferenceChange[];
}): Promise<{ message: string }> {
  const { db, owner, changes } = options;
  await db.transaction(async (tx) => {
    const row = await lockRow(tx, owner);
    const current = sidebarPreferencesOf(row.sidebar);
    const next: Record<string, StoredSidebarPreference> = { ...row.sidebar };
    for (const { key, is_pinned, sort_order } of changes) {
      const before = next[key] ?? current[key];
      if (!before) continue;
      next[key] = {
        is_pinned: is_pinned ?? before.is_pinned,
        sort_order: sort_order ?? before.sort_order,
      };
    }
    await tx
      .update(workspaceUserPreferences)
      .set({ sidebar: next, updated_at: new Date() })
      .where(eq(workspaceUserPreferences.id, row.id));
  });
  return { message: 'Successfully updated' };
}

function presentHome(stored: Record<string, StoredHomePreference>): HomePreference[] {
  return HOME_PREFERENCE_KEYS.filter((key) => HOME_DEFAULT_KEYS.includes(key) || stored[key])
    .map((key) => ({ key, ...homePreferenceDefault(key), ...stored[key] }))
    .sort((a, b) => b.sort_order - a.sort_order);
}

export async function getHomePreferences(options: {
  db: Database;
  owner: PreferencesOwner;
}): Promise<HomePreference[]> {
  const row = await findRow(options.db, options.owner);
  return presentHome(row?.home ?? {});
}

/** Changes one home widget (shown or not, its config, its place); answers the widget. */
export async function updateHomePreference(options: {
  db: Database;
  owner: PreferencesOwner;
  key: HomePreferenceKey;
  body: UpdateHomePreferenceBody;
}): Promise<HomePreference> {
  const { db, owner, key, body } = options;
  return db.transaction(async (tx) => {
    const row = await lockRow(tx, owner);
    const before = { ...homePreferenceDefault(key), ...row.home[key] };
    const after: StoredHomePreference = {
      is_enabled: body.is_enabled ?? before.is_enabled,
      config: body.config ?? before.config,
      sort_order: body.sort_order ?? before.sort_order,
    };
    await tx
      .update(workspaceUserPreferences)
      .set({ home: { ...row.home, [key]: after }, updated_at: new Date() })
      .where(eq(workspaceUserPreferences.id, row.id));
    return { key, ...after };
  });
}
