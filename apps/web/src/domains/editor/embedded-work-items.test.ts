import type { WorkItem } from '@keel/core';
import { observable } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '#web/test/fake-api';
import { jsonResponse, pathOf } from '#web/test/fake-fetch';
import { makeWorkItem } from '#web/test/factories';
import { EmbeddedWorkItems } from './embedded-work-items';

function setUp(answer: (ids: string[]) => WorkItem[] | Response) {
  const { api, requests } = fakeApi((request) => {
    const ids = (new URL(request.url).searchParams.get('issues') ?? '').split(',');
    const answered = answer(ids);
    return answered instanceof Response ? answered : jsonResponse(answered);
  });
  const held = observable.map<string, WorkItem>();
  const store = {
    get: (id: string) => held.get(id),
    upsertMany: (items: WorkItem[]) => {
      for (const item of items) held.set(item.id, item);
    },
  };
  return { reader: new EmbeddedWorkItems(api, store), requests, held };
}

describe('EmbeddedWorkItems', () => {
  it('reads the items of several cards in one request per project, and tells who is missing', async () => {
    vi.useFakeTimers();
    const { reader, requests } = setUp((ids) =>
      ids.filter((id) => id !== 'gone').map((id) => makeWorkItem(id)),
    );
    for (const id of ['w1', 'w2', 'gone']) reader.request('acme', 'p1', id);
    reader.request('acme', 'p1', 'w1');
    expect(reader.state('w1')).toBe('loading');
    await vi.runAllTimersAsync();
    vi.useRealTimers();
    await vi.waitFor(() => {
      expect(reader.state('gone')).toBe('missing');
    });
    expect(requests.map(pathOf)).toEqual([
      '/api/workspaces/acme/projects/p1/issues/list/?issues=w1%2Cw2%2Cgone',
    ]);
    expect(reader.state('w1')).toBe('held');
    expect(reader.state('w2')).toBe('held');
  });

  it('says a read failed, and reads again on retry', async () => {
    let fail = true;
    const { reader, requests } = setUp((ids) =>
      fail ? jsonResponse({ error: 'down' }, 503) : ids.map((id) => makeWorkItem(id)),
    );
    reader.request('acme', 'p1', 'w1');
    await vi.waitFor(() => {
      expect(reader.state('w1')).toBe('failed');
    });
    fail = false;
    reader.retry('acme', 'p1', 'w1');
    await vi.waitFor(() => {
      expect(reader.state('w1')).toBe('held');
    });
    expect(requests).toHaveLength(2);
  });

  it('counts an item let go of after it was read as missing', async () => {
    const { reader, held } = setUp((ids) => ids.map((id) => makeWorkItem(id)));
    reader.request('acme', 'p1', 'w1');
    await vi.waitFor(() => {
      expect(reader.state('w1')).toBe('held');
    });
    held.delete('w1');
    expect(reader.state('w1')).toBe('missing');
  });
});
