import { checkPassword } from '#server/lib/password-rule';
import {
  AuthFailure,
  AppError,
  INSTANCE_CONFIGURATION_DEFAULTS,
  type Instance,
  type InstanceAdminMe,
  type InstanceAdminSignUpForm,
  type InstanceConfiguration,
  type InstanceConfigurationPatch,
  isEditableInstanceConfigurationKey,
  isEmailConfigurationKey,
  isInstanceFlagKey,
  isValidEmail,
  normalizeEmail,
} from '@keel/core';
import { asc, eq } from 'drizzle-orm';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { instanceAdmins, instanceConfigurations, instances } from '#server/db/schema';
import { hashPassword } from '#server/lib/password';
import { findUserByEmail, hasInstanceAdmin, insertUser, type UserRow } from '#server/domains/auth';
import { type ClientInfo, completeSignIn, type SignedIn } from '#server/domains/auth';
import {
  applyEmailSettingsChange,
  listEmailConfigurations,
  prepareEmailSettingsChange,
} from './instance-email.service';
import { presentInstance } from './instances.service';

/** Checkbox and flag spellings a form may send for "yes". */
const TRUTHY_FORM_VALUES = new Set(['1', 'true', 'True', 'on', 'yes']);

/**
 * The first-run set-up (Plane's instance admin sign-up): creates the first instance admin, marks
 * the instance set up and signs the admin in. Works only while no admin exists; the instance row
 * is locked, so two set-ups racing each other cannot both create an admin.
 */
export async function setUpInstance(options: {
  db: Database;
  form: InstanceAdminSignUpForm;
  client: ClientInfo;
  /** The origin the admin's browser set Keel up from; emailed links use it (linkOrigin). */
  origin: string;
}): Promise<SignedIn> {
  const { db, form } = options;
  if (await hasInstanceAdmin(db)) throw new AuthFailure('ADMIN_ALREADY_EXIST');
  const firstName = form.first_name?.trim() ?? '';
  if (!form.email?.trim() || !form.password || firstName === '') {
    throw new AuthFailure('REQUIRED_ADMIN_EMAIL_PASSWORD_FIRST_NAME');
  }
  if (!isValidEmail(form.email)) throw new AuthFailure('INVALID_ADMIN_EMAIL');
  const email = normalizeEmail(form.email);
  const lastName = form.last_name?.trim() ?? '';
  const userInputs = [email, email.split('@')[0] ?? '', firstName, lastName].filter(Boolean);
  if (!(await checkPassword(form.password, userInputs)).isAcceptable) {
    throw new AuthFailure('INVALID_ADMIN_PASSWORD');
  }
  const passwordHash = await hashPassword(form.password);
  const companyName = form.company_name?.trim() ?? '';
  const user = await db.transaction(async (tx): Promise<UserRow> => {
    const [instance] = await tx.select().from(instances).for('update').limit(1);
    if (!instance) throw new Error('The instance row is missing: was the instance registered?');
    if (await hasInstanceAdmin(tx)) throw new AuthFailure('ADMIN_ALREADY_EXIST');
    if (await findUserByEmail(tx, email)) throw new AuthFailure('ADMIN_USER_ALREADY_EXIST');
    const admin = await insertUser(tx, {
      email,
      passwordHash,
      firstName,
      lastName,
    });
    await tx.insert(instanceAdmins).values({ user_id: admin.id, created_by_id: admin.id });
    await tx
      .update(instances)
      .set({
        is_setup_done: true,
        instance_name: companyName === '' ? instance.instance_name : companyName,
        is_telemetry_enabled: TRUTHY_FORM_VALUES.has(form.is_telemetry_enabled ?? ''),
        setup_origin: options.origin,
        updated_by_id: admin.id,
      })
      .where(eq(instances.id, instance.id));
    return admin;
  });
  return completeSignIn({ db, user, client: options.client, nextPath: undefined });
}

export function presentInstanceAdmin(user: UserRow): InstanceAdminMe {
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    display_name: user.display_name,
    avatar: user.avatar,
  };
}

/**
 * Every setting, the editable ones with their defaults when never stored, and the EMAIL_* ones as
 * listEmailConfigurations answers them. Secret values never leave the server: they are answered
 * as "".
 */
export async function listInstanceConfigurations(options: {
  db: Database;
  config: Config;
}): Promise<InstanceConfiguration[]> {
  const { db } = options;
  const rows = await db
    .select({
      key: instanceConfigurations.key,
      value: instanceConfigurations.value,
      is_encrypted: instanceConfigurations.is_encrypted,
    })
    .from(instanceConfigurations)
    .orderBy(asc(instanceConfigurations.key));
  const byKey = new Map<string, InstanceConfiguration>(
    Object.entries(INSTANCE_CONFIGURATION_DEFAULTS).map(([key, value]) => [key, { key, value }]),
  );
  for (const row of rows) {
    if (isEmailConfigurationKey(row.key)) continue;
    byKey.set(row.key, { key: row.key, value: row.is_encrypted ? '' : row.value });
  }
  for (const entry of await listEmailConfigurations(options)) byKey.set(entry.key, entry);
  return [...byKey.values()].sort((a, b) => a.key.localeCompare(b.key));
}

/**
 * Stores the given settings: flags take "0" or "1", EMAIL_* settings are checked together with
 * the stored ones (prepareEmailSettingsChange). A key that is not editable, or a bad value, is
 * refused by name, and nothing changes.
 */
export async function updateInstanceConfigurations(options: {
  db: Database;
  config: Config;
  patch: InstanceConfigurationPatch;
  userId: string;
}): Promise<InstanceConfiguration[]> {
  const { db, config, patch, userId } = options;
  const unknown = Object.keys(patch).find((key) => !isEditableInstanceConfigurationKey(key));
  if (unknown !== undefined) {
    throw new AppError('VALIDATION_ERROR', {
      message: `${unknown}: not a configuration key that can be changed`,
      field: unknown,
    });
  }
  const flags = Object.entries(patch).filter(([key]) => isInstanceFlagKey(key));
  const badFlag = flags.find(([, value]) => value !== '0' && value !== '1');
  if (badFlag !== undefined) {
    throw new AppError('VALIDATION_ERROR', {
      message: `${badFlag[0]}: must be "0" or "1"`,
      field: badFlag[0],
    });
  }
  const emailChange = await prepareEmailSettingsChange({ db, config, patch });
  await db.transaction(async (tx) => {
    for (const [key, value] of flags) {
      if (value === null) continue;
      await tx
        .insert(instanceConfigurations)
        .values({
          key,
          value,
          category:
            key === 'DISABLE_WORKSPACE_CREATION' ? 'workspace_management' : 'authentication',
          created_by_id: userId,
          updated_by_id: userId,
        })
        .onConflictDoUpdate({
          target: instanceConfigurations.key,
          set: { value, updated_by_id: userId },
        });
    }
    await applyEmailSettingsChange(tx, emailChange, userId);
  });
  return listInstanceConfigurations({ db, config });
}

export async function renameInstance(options: {
  db: Database;
  instanceName: string;
  userId: string;
}): Promise<Instance> {
  const [row] = await options.db
    .update(instances)
    .set({ instance_name: options.instanceName, updated_by_id: options.userId })
    .where(eq(instances.singleton, true))
    .returning();
  if (!row) throw new AppError('INSTANCE_NOT_REGISTERED');
  return presentInstance(row);
}
