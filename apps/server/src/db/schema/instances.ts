import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from './columns';

/** The one row describing this Keel instance (Plane's Instance). */
export const instances = pgTable(
  'instances',
  {
    id: idColumn(),
    /** Always true and unique: a second row cannot be inserted. */
    singleton: boolean().notNull().default(true).unique(),
    instance_name: text(),
    current_version: text().notNull(),
    is_setup_done: boolean().notNull().default(false),
    is_signup_screen_visited: boolean().notNull().default(false),
    is_telemetry_enabled: boolean().notNull().default(false),
    /**
     * The origin (`https://keel.example.com`) the first instance admin's browser set Keel up
     * from: where emailed links point when PUBLIC_URL is unset. Null before set-up, and for
     * instances set up before Keel recorded it.
     */
    setup_origin: text(),
    ...auditColumns,
  },
  (table) => [check('instances_singleton_true', sql`${table.singleton}`)],
);

/** Instance settings an instance admin changes, as key/value strings (Plane's InstanceConfiguration). */
export const instanceConfigurations = pgTable('instance_configurations', {
  id: idColumn(),
  key: text().notNull().unique(),
  value: text().notNull(),
  category: text().notNull().default('general'),
  /** True when value holds a secret encrypted with the instance's secret key. */
  is_encrypted: boolean().notNull().default(false),
  ...auditColumns,
});
