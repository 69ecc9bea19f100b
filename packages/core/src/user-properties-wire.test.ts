import { describe, expect, it } from 'vitest';
import {
  DEFAULT_USER_DISPLAY_FILTERS,
  UpdateUserPropertiesBodySchema,
  mergeUserProperties,
} from './user-properties-wire';

describe('mergeUserProperties', () => {
  const stored = {
    filters: { priority: ['high'], state: null },
    display_filters: { ...DEFAULT_USER_DISPLAY_FILTERS },
    display_properties: { key: true, labels: true },
    rich_filters: { and: [{ priority__in: 'high' }] },
  };

  it('merges each given object key by key and keeps the others', () => {
    const merged = mergeUserProperties(stored, {
      filters: { state: ['s1'] },
      display_properties: { labels: false },
    });
    expect(merged).toEqual({
      filters: { priority: ['high'], state: ['s1'] },
      display_filters: DEFAULT_USER_DISPLAY_FILTERS,
      display_properties: { key: true, labels: false },
      rich_filters: stored.rich_filters,
    });
  });

  it('replaces rich filters whole, since they are a tree', () => {
    const merged = mergeUserProperties(stored, { rich_filters: { or: [] } });
    expect(merged.rich_filters).toEqual({ or: [] });
  });
});

describe('UpdateUserPropertiesBodySchema', () => {
  it.each([
    [{ display_filters: { layout: 'board' } }, ['display_filters', 'layout']],
    [{ display_filters: { type: 'urgent' } }, ['display_filters', 'type']],
    [{ display_properties: { colour: true } }, ['display_properties']],
    [{ filters: { priority: 'high' } }, ['filters', 'priority']],
    [{ layout: 'list' }, []],
  ])('refuses %j at %j', (body, path) => {
    const result = UpdateUserPropertiesBodySchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(path);
  });

  it('accepts every layout, sort option and group-by the client sends', () => {
    const result = UpdateUserPropertiesBodySchema.safeParse({
      display_filters: {
        layout: 'gantt_chart',
        order_by: '-priority',
        group_by: 'state_detail.group',
        sub_group_by: null,
        calendar: { show_weekends: true, layout: 'week' },
      },
    });
    expect(result.success).toBe(true);
  });
});
