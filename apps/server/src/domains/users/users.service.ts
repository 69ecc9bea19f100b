import {
  AppError,
  type NotificationPreferences,
  type UpdateMeBody,
  type UpdateNotificationPreferencesBody,
  type UpdateProfileBody,
  type UserMe,
  type UserProfile,
  type UserSession,
  type UserSettings,
  type UserInstanceAdmin,
} from '@keel/core';
import type { Database } from '#server/db/client';
import type { OnboardingStep } from '#server/db/schema';
import { findActiveWorkspaceOfUser, findFirstActiveWorkspace } from '#server/domains/members';
import { loadUserAsset, staticAssetUrl } from '#server/domains/assets';
import { isInstanceAdmin } from '#server/permissions';
import {
  countPendingInvitations,
  detachUser,
  findOrCreateNotificationPreferences,
  findOrCreateProfile,
  findUser,
  findWorkspacesOnlyAdministeredBy,
  type NotificationPreferencesRow,
  type ProfileRow,
  updateNotificationPreferences,
  updateProfile,
  updateUser,
  type UserInsert,
  type UserRow,
} from './users.queries';

export function presentUser(user: UserRow): UserMe {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    display_name: user.display_name,
    first_name: user.first_name,
    last_name: user.last_name,
    avatar: user.avatar,
    avatar_url: user.avatar,
    cover_image: user.cover_image,
    cover_image_url: user.cover_image,
    cover_image_asset: user.cover_image_asset_id,
    is_active: user.is_active,
    is_bot: user.is_bot,
    is_email_verified: user.is_email_verified,
    is_password_autoset: user.is_password_autoset,
    user_timezone: user.user_timezone,
    date_joined: user.created_at.toISOString(),
    created_at: user.created_at.toISOString(),
    updated_at: user.updated_at.toISOString(),
    last_login_at: user.last_login_at?.toISOString() ?? null,
  };
}

export function presentProfile(profile: ProfileRow): UserProfile {
  return {
    id: profile.id,
    user: profile.user_id,
    theme: profile.theme,
    onboarding_step: profile.onboarding_step,
    is_onboarded: profile.is_onboarded,
    is_tour_completed: profile.is_tour_completed,
    last_workspace_id: profile.last_workspace_id,
    use_case: profile.use_case,
    role: profile.role,
    language: profile.language,
    start_of_the_week: profile.start_of_the_week,
    billing_address_country: profile.billing_address_country,
    billing_address: profile.billing_address ?? null,
    has_billing_address: profile.has_billing_address,
    has_marketing_email_consent: profile.has_marketing_email_consent,
    created_at: profile.created_at.toISOString(),
    updated_at: profile.updated_at.toISOString(),
  };
}

function presentNotificationPreferences(row: NotificationPreferencesRow): NotificationPreferences {
  return {
    property_change: row.property_change,
    state_change: row.state_change,
    comment: row.comment,
    mention: row.mention,
    issue_completed: row.issue_completed,
  };
}

export function getSession(user: UserRow | null): UserSession {
  return user ? { is_authenticated: true, user: presentUser(user) } : { is_authenticated: false };
}

export async function updateMe(options: {
  db: Database;
  userId: string;
  input: UpdateMeBody;
}): Promise<UserMe> {
  const { db, userId, input } = options;
  const { avatar_url, cover_image_url, cover_image_asset, ...names } = input;
  return db.transaction(async (tx) => {
    const current = await findUser(tx, userId);
    const columns: Partial<UserInsert> = { ...names };
    if (avatar_url !== undefined) columns.avatar = avatar_url;
    if (cover_image_url !== undefined) columns.cover_image = cover_image_url;
    const currentAssetUrl = current.cover_image_asset_id
      ? staticAssetUrl(current.cover_image_asset_id)
      : null;
    if (cover_image_asset) {
      const asset = await loadUserAsset(tx, userId, cover_image_asset);
      if (asset.entity_type !== 'USER_COVER' || !asset.is_uploaded)
        throw new AppError('VALIDATION_ERROR', {
          message: 'cover_image_asset must be an uploaded cover of yours',
          field: 'cover_image_asset',
        });
      columns.cover_image = staticAssetUrl(asset.id);
      columns.cover_image_asset_id = asset.id;
    } else if (columns.cover_image !== undefined) {
      // A cover given by address replaces the uploaded one, unless it is that one's address.
      if (columns.cover_image !== currentAssetUrl) columns.cover_image_asset_id = null;
    } else if (cover_image_asset === null) {
      columns.cover_image_asset_id = null;
      if (current.cover_image !== null && current.cover_image === currentAssetUrl)
        columns.cover_image = null;
    }
    return presentUser(await updateUser(tx, userId, columns));
  });
}

/** Whether the user administers the instance (Plane's `users/me/instance-admin/`). */
export async function getInstanceAdminStatus(options: {
  db: Database;
  userId: string;
}): Promise<UserInstanceAdmin> {
  return { is_instance_admin: await isInstanceAdmin(options.db, options.userId) };
}

/**
 * Deactivates the signed-in account (Plane's DELETE users/me/): memberships end, sessions end,
 * onboarding starts over should it ever be reactivated. Refused while the user is the only admin of
 * a workspace that others still use, and for instance admins, so no one is locked out.
 */
export async function deactivateMe(options: { db: Database; user: UserRow }): Promise<void> {
  const { db, user } = options;
  await db.transaction(async (tx) => {
    if (await isInstanceAdmin(tx, user.id)) throw new AppError('INSTANCE_ADMIN_CANNOT_DEACTIVATE');
    const stranded = await findWorkspacesOnlyAdministeredBy(tx, user.id);
    if (stranded.length > 0)
      throw new AppError('ONLY_ADMIN_CANNOT_DEACTIVATE', {
        params: { workspaces: stranded.join(', ') },
      });
    await detachUser(tx, user.id, user.email);
    await updateProfile(tx, user.id, {
      last_workspace_id: null,
      is_onboarded: false,
      is_tour_completed: false,
      onboarding_step: {
        workspace_join: false,
        profile_complete: false,
        workspace_create: false,
        workspace_invite: false,
      },
    });
    await updateUser(tx, user.id, { is_active: false, last_logout_at: new Date() });
  });
}

export async function getProfile(options: { db: Database; userId: string }): Promise<UserProfile> {
  return presentProfile(await findOrCreateProfile(options.db, options.userId));
}

/** Changes the profile; a last workspace must be one the user is an active member of. */
export async function changeProfile(options: {
  db: Database;
  userId: string;
  input: UpdateProfileBody;
}): Promise<UserProfile> {
  const { db, userId, input } = options;
  return db.transaction(async (tx) => {
    const current = await findOrCreateProfile(tx, userId);
    if (input.last_workspace_id) {
      const workspace = await findActiveWorkspaceOfUser(tx, input.last_workspace_id, userId);
      if (!workspace) throw new AppError('NOT_A_MEMBER', { field: 'last_workspace_id' });
    }
    const { onboarding_step, ...rest } = input;
    const step: OnboardingStep | undefined = onboarding_step
      ? { ...current.onboarding_step, ...onboarding_step }
      : undefined;
    const row = await updateProfile(tx, userId, {
      ...rest,
      ...(step ? { onboarding_step: step } : {}),
    });
    return presentProfile(row);
  });
}

/**
 * Records the end (or reset) of onboarding. Finishing marks all four steps done and, when the user
 * has no last workspace yet, makes it their first workspace (spec §4).
 */
export async function finishOnboarding(options: {
  db: Database;
  userId: string;
  isOnboarded: boolean;
}): Promise<{ message: string }> {
  const { db, userId, isOnboarded } = options;
  await db.transaction(async (tx) => {
    const profile = await findOrCreateProfile(tx, userId);
    if (!isOnboarded) {
      await updateProfile(tx, userId, { is_onboarded: false });
      return;
    }
    const first =
      profile.last_workspace_id === null ? await findFirstActiveWorkspace(tx, userId) : undefined;
    await updateProfile(tx, userId, {
      is_onboarded: true,
      onboarding_step: {
        workspace_join: true,
        profile_complete: true,
        workspace_create: true,
        workspace_invite: true,
      },
      ...(first ? { last_workspace_id: first.id } : {}),
    });
  });
  return { message: 'Updated successfully' };
}

export async function setTourCompleted(options: {
  db: Database;
  userId: string;
  isTourCompleted: boolean;
}): Promise<{ message: string }> {
  await options.db.transaction(async (tx) => {
    await updateProfile(tx, options.userId, { is_tour_completed: options.isTourCompleted });
  });
  return { message: 'Updated successfully' };
}

/**
 * Where the web app sends the user (spec §2): their last workspace while they still belong to it,
 * and their first workspace as a fallback; plus how many invitations wait for them.
 */
export async function getUserSettings(options: {
  db: Database;
  user: UserRow;
}): Promise<UserSettings> {
  const { db, user } = options;
  const profile = await findOrCreateProfile(db, user.id);
  const last = profile.last_workspace_id
    ? await findActiveWorkspaceOfUser(db, profile.last_workspace_id, user.id)
    : undefined;
  const fallback = await findFirstActiveWorkspace(db, user.id);
  return {
    id: user.id,
    email: user.email,
    workspace: {
      last_workspace_id: last?.id ?? null,
      last_workspace_slug: last?.slug ?? null,
      last_workspace_name: last?.name ?? null,
      last_workspace_logo: last?.logo_url ?? null,
      fallback_workspace_id: fallback?.id ?? null,
      fallback_workspace_slug: fallback?.slug ?? null,
      invites: await countPendingInvitations(db, user.email),
    },
  };
}

export async function getNotificationPreferences(options: {
  db: Database;
  userId: string;
}): Promise<NotificationPreferences> {
  return presentNotificationPreferences(
    await findOrCreateNotificationPreferences(options.db, options.userId),
  );
}

export async function changeNotificationPreferences(options: {
  db: Database;
  userId: string;
  input: UpdateNotificationPreferencesBody;
}): Promise<NotificationPreferences> {
  const { db, userId, input } = options;
  return db.transaction(async (tx) =>
    presentNotificationPreferences(await updateNotificationPreferences(tx, userId, input)),
  );
}
