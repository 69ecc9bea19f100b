import type { RealtimeEvent } from '@keel/core';
import { describe, expect, it } from 'vitest';
import { RealtimeRegistry } from './realtime-registry';

const comment: RealtimeEvent = {
  version: 3,
  entity: 'work_item_comment',
  entity_id: 'c1',
  operation: 'create',
  workspace_id: 'w1',
  project_id: 'p1',
  work_item_id: 'i1',
  fields: [],
  data: null,
  actor_id: 'u2',
  created_at: '2026-01-01T00:00:00.000Z',
};

describe('RealtimeRegistry', () => {
  it("reaches only the item's watchers of the event's topic, until they stop", () => {
    const registry = new RealtimeRegistry();
    const heard: string[] = [];
    const stopFeed = registry.onWorkItemChange('i1', ['work_item_comment'], () => {
      heard.push('feed');
    });
    registry.onWorkItemChange('i1', ['work_item_link'], () => {
      heard.push('links');
    });
    registry.onWorkItemChange('i2', ['work_item_comment'], () => {
      heard.push('other item');
    });
    registry.notify('i1', 'work_item_comment', comment);
    stopFeed();
    registry.notify('i1', 'work_item_comment', comment);
    expect(heard).toEqual(['feed']);
  });

  it('knows which items have an open detail', () => {
    const registry = new RealtimeRegistry();
    const stop = registry.onWorkItemChange('i1', ['work_item'], () => undefined);
    expect(registry.isWatched('i1')).toBe(true);
    stop();
    expect(registry.isWatched('i1')).toBe(false);
  });

  it('refreshes every list and detail after a resync, even when one of them fails', async () => {
    const registry = new RealtimeRegistry();
    const heard: string[] = [];
    registry.onRefresh(() => Promise.reject(new Error('offline again')));
    registry.onRefresh(async () => {
      await Promise.resolve();
      heard.push('list');
    });
    registry.onWorkItemChange('i1', ['work_item_comment'], (event) => {
      heard.push(event === null ? 'detail read again' : 'event');
    });
    await registry.refreshAll();
    expect(heard).toEqual(['detail read again', 'list']);
  });
});
