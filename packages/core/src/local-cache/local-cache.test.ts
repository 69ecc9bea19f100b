import { describe, expect, it } from 'vitest';
import { LOCAL_CACHE_LIMITS, LOCAL_CACHE_VERSION } from './contract';
import { useCacheTestKit } from './local-cache-test-helpers';
import { readReferenceRows, replaceReferenceRows } from './reference-rows';
import { DB_VERSION_KEY, getOption, openLocalCache, setOption } from './schema';
import {
  deleteWorkItems,
  lastSyncedAt,
  readWorkItemDescription,
  readWorkItems,
  writeWorkItems,
} from './work-item-rows';

const { freshDb, recording, workItem, uuid, PROJECT, OTHER_PROJECT, LABEL, USER } =
  useCacheTestKit();

describe('local cache schema', () => {
  it('creates version 1.3 on an empty database and keeps its data when reopened', () => {
    const db = freshDb();
    expect(openLocalCache(db)).toEqual({ cleared: false });
    expect(getOption(db, DB_VERSION_KEY)).toBe(LOCAL_CACHE_VERSION);
    writeWorkItems(db, [workItem(1)], { local: false });
    expect(openLocalCache(db)).toEqual({ cleared: false });
    expect(readWorkItems(db, [uuid(1)])).toHaveLength(1);
  });

  it('clears a database of another version and starts again', () => {
    const db = freshDb();
    openLocalCache(db);
    writeWorkItems(db, [workItem(1, { label_ids: [LABEL] })], { local: false });
    setOption(db, 'sync_workspace', '123');
    db.run(`create table leftover (x text)`);
    setOption(db, DB_VERSION_KEY, '1.2');
    expect(openLocalCache(db)).toEqual({ cleared: true });
    expect(getOption(db, DB_VERSION_KEY)).toBe(LOCAL_CACHE_VERSION);
    expect(getOption(db, 'sync_workspace')).toBeNull();
    expect(readWorkItems(db, [uuid(1)])).toEqual([]);
    expect(db.all(`select count(*) as n from issue_meta`)).toEqual([{ n: 0 }]);
    expect(db.all(`select name from sqlite_master where name = 'leftover'`)).toEqual([]);
  });

  it('clears a database written without a version (an older cache)', () => {
    const db = freshDb();
    db.run(`create table issues (id text primary key, name text)`);
    db.run(`insert into issues (id, name) values (?, ?)`, [uuid(1), 'old']);
    expect(openLocalCache(db)).toEqual({ cleared: true });
    expect(readWorkItems(db, [uuid(1)])).toEqual([]);
  });

  it('sets and removes options', () => {
    const db = freshDb();
    openLocalCache(db);
    setOption(db, PROJECT, 'ready');
    expect(getOption(db, PROJECT)).toBe('ready');
    setOption(db, PROJECT, null);
    expect(getOption(db, PROJECT)).toBeNull();
  });
});

describe('work item rows', () => {
  it('reads back exactly what was written, in the order asked', () => {
    const db = freshDb();
    openLocalCache(db);
    const full = workItem(1, {
      state_id: uuid(500),
      state__group: 'started',
      priority: 'urgent',
      label_ids: [LABEL, uuid(501)],
      assignee_ids: [USER],
      module_ids: [uuid(502)],
      cycle_id: uuid(503),
      start_date: '2025-01-02',
      target_date: '2025-02-03',
      completed_at: '2025-05-02T10:00:00.123Z',
      is_subscribed: true,
      is_revision: true,
      shops: [uuid(504)],
      budget_source: 'capex',
      budget_source_options: ['capex', 'opex'],
      sort_order: -12.25,
      sub_issues_count: 3,
      link_count: 2,
      attachment_count: 1,
    });
    const plain = workItem(2);
    writeWorkItems(db, [{ ...full, description_html: '<p>Hi</p>' }, plain], { local: false });
    expect(readWorkItems(db, [uuid(2), uuid(7), uuid(1)])).toEqual([plain, full]);
    expect(readWorkItemDescription(db, uuid(1))).toBe('<p>Hi</p>');
    expect(readWorkItemDescription(db, uuid(2))).toBeNull();
  });

  it('rewrites an item and its many-valued rows, and deletes items', () => {
    const db = freshDb();
    openLocalCache(db);
    writeWorkItems(db, [workItem(1, { label_ids: [LABEL], assignee_ids: [USER] })], {
      local: false,
    });
    writeWorkItems(db, [workItem(1, { label_ids: [uuid(600)], name: 'Renamed' })], {
      local: false,
    });
    expect(readWorkItems(db, [uuid(1)])[0]).toMatchObject({
      name: 'Renamed',
      label_ids: [uuid(600)],
      assignee_ids: [],
    });
    expect(db.all(`select key, value from issue_meta where issue_id = ?`, [uuid(1)])).toEqual([
      { key: 'label_ids', value: uuid(600) },
    ]);
    deleteWorkItems(db, [uuid(1)]);
    expect(readWorkItems(db, [uuid(1)])).toEqual([]);
    expect(db.all(`select count(*) as n from issue_meta`)).toEqual([{ n: 0 }]);
  });

  it('takes the last sync time from server writes only', () => {
    const db = freshDb();
    openLocalCache(db);
    expect(lastSyncedAt(db, PROJECT)).toBeNull();
    writeWorkItems(
      db,
      [
        workItem(1, { updated_at: '2025-06-02T10:00:00.000Z' }),
        workItem(2, { updated_at: '2025-06-02T11:00:00.000Z' }),
      ],
      { local: false },
    );
    writeWorkItems(db, [workItem(3, { updated_at: '2025-06-03T09:00:00.000Z' })], {
      local: true,
    });
    expect(lastSyncedAt(db, PROJECT)).toBe('2025-06-02T11:00:00.000Z');
    writeWorkItems(db, [workItem(1, { updated_at: '2025-06-03T12:00:00.000Z' })], {
      local: true,
    });
    expect(lastSyncedAt(db, PROJECT)).toBe('2025-06-02T11:00:00.000Z');
    writeWorkItems(db, [workItem(3, { updated_at: '2025-06-04T09:00:00.000Z' })], {
      local: false,
    });
    expect(lastSyncedAt(db, PROJECT)).toBe('2025-06-04T09:00:00.000Z');
    expect(lastSyncedAt(db, OTHER_PROJECT)).toBeNull();
  });

  it('writes in statements of insertBatch rows with bound parameters', () => {
    const db = freshDb();
    openLocalCache(db);
    const { runner, statements } = recording(db);
    const items = Array.from({ length: 120 }, (_, n) =>
      workItem(n + 1, { label_ids: [LABEL], name: `It's "quoted" ${String(n)}` }),
    );
    writeWorkItems(runner, items, { local: false });
    const inserts = statements.filter((statement) =>
      statement.sql.startsWith('insert or replace into issues'),
    );
    expect(LOCAL_CACHE_LIMITS.insertBatch).toBe(50);
    const columns = (inserts[0]?.bind.length ?? 0) / 50;
    expect(inserts.map((statement) => statement.bind.length / columns)).toEqual([50, 50, 20]);
    expect(inserts.every((statement) => !statement.sql.includes('quoted'))).toBe(true);
    expect(readWorkItems(db, [uuid(120)])[0]?.name).toBe(`It's "quoted" 119`);
    expect(db.all(`select count(*) as n from issue_meta`)).toEqual([{ n: 120 }]);
  });

  it('nests its transaction in the caller’s, which can roll everything back', () => {
    const db = freshDb();
    openLocalCache(db);
    expect(() =>
      db.transaction(() => {
        writeWorkItems(db, [workItem(1)], { local: false });
        expect(readWorkItems(db, [uuid(1)])).toHaveLength(1);
        throw new Error('stop');
      }),
    ).toThrow('stop');
    expect(readWorkItems(db, [uuid(1)])).toEqual([]);
  });
});

describe('reference rows', () => {
  const state = (id: string, name: string, group: string, isTriage = false) => ({
    id,
    workspace_id: uuid(9999),
    project_id: PROJECT,
    workspace: uuid(9999),
    project: PROJECT,
    name,
    description: '',
    color: '#000000',
    slug: name.toLowerCase(),
    sequence: 1,
    group,
    default: false,
    is_triage: isTriage,
    created_at: '2025-06-01T00:00:00.000Z',
    updated_at: '2025-06-01T00:00:00.000Z',
  });

  it('replaces one project’s rows wholesale and reads them back as written', () => {
    const db = freshDb();
    openLocalCache(db);
    const first = [state(uuid(1), 'Backlog', 'backlog'), state(uuid(2), 'Triage', 'triage', true)];
    replaceReferenceRows(db, 'states', PROJECT, first);
    replaceReferenceRows(db, 'states', OTHER_PROJECT, [state(uuid(3), 'Elsewhere', 'started')]);
    expect(readReferenceRows(db, 'states', PROJECT)).toEqual(first);
    const second = [state(uuid(4), 'Todo', 'unstarted')];
    replaceReferenceRows(db, 'states', PROJECT, second);
    expect(readReferenceRows(db, 'states', PROJECT)).toEqual(second);
    expect(readReferenceRows(db, 'states', OTHER_PROJECT)).toHaveLength(1);
  });

  it('refuses a row of another shape and keeps the rows it had', () => {
    const db = freshDb();
    openLocalCache(db);
    replaceReferenceRows(db, 'states', PROJECT, [state(uuid(1), 'Backlog', 'backlog')]);
    expect(() => replaceReferenceRows(db, 'states', PROJECT, [{ id: uuid(2) }])).toThrow();
    expect(readReferenceRows(db, 'states', PROJECT)).toHaveLength(1);
  });

  it('keeps workspace and project members, and estimate points one a row', () => {
    const db = freshDb();
    openLocalCache(db);
    const user = {
      id: USER,
      first_name: 'Ann',
      last_name: 'Lee',
      display_name: 'ann',
      email: 'ann@example.com',
      avatar: null,
      avatar_url: null,
      is_bot: false,
    };
    replaceReferenceRows(db, 'members', null, [
      { id: uuid(1), member: user, role: 20, is_active: true, created_at: '2025-01-01' },
    ]);
    replaceReferenceRows(db, 'members', PROJECT, [
      {
        id: uuid(2),
        project: PROJECT,
        workspace: uuid(9999),
        member: USER,
        member_detail: user,
        role: 15,
        original_role: null,
        is_active: true,
        created_at: '2025-01-01',
      },
    ]);
    expect(db.all(`select scope, id, first_name, role from members order by scope`)).toEqual([
      { scope: '', id: USER, first_name: 'Ann', role: 20 },
      { scope: PROJECT, id: USER, first_name: 'Ann', role: 15 },
    ]);
    const point = (n: number) => ({
      id: uuid(700 + n),
      estimate: uuid(700),
      key: n,
      value: String(n),
      description: '',
    });
    replaceReferenceRows(db, 'estimate_points', PROJECT, [
      {
        id: uuid(700),
        project_id: PROJECT,
        name: 'Points',
        description: '',
        type: 'points',
        last_used: true,
        points: [point(1), point(2)],
        created_at: '2025-01-01',
        updated_at: '2025-01-01',
      },
    ]);
    expect(db.all(`select id, key from estimate_points order by key`)).toEqual([
      { id: uuid(701), key: 1 },
      { id: uuid(702), key: 2 },
    ]);
  });
});
