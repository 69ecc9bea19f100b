import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { createEmptyDatabase, databaseUrl, dropDatabase } from '../test/database';
import { runMigrations } from './migrate';

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

describe('runMigrations', () => {
  it('applies every migration once, even from several processes at once', async () => {
    const server = inject('testDatabaseServer');
    const name = await createEmptyDatabase(server);
    const url = databaseUrl(server, name);
    try {
      await Promise.all([runMigrations(url), runMigrations(url), runMigrations(url)]);
      await runMigrations(url);

      const applied = await query<{ count: string }>(
        url,
        'SELECT count(*) FROM drizzle.__drizzle_migrations',
      );
      const tables = await query<{ table_name: string }>(
        url,
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1",
      );
      expect(Number(applied[0]?.count)).toBeGreaterThan(0);
      expect(tables.map((row) => row.table_name)).toEqual(
        expect.arrayContaining(['instance_configurations', 'instances']),
      );
    } finally {
      await dropDatabase(server, name);
    }
  });
});
