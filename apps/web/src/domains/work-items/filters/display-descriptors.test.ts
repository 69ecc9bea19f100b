import { DISPLAY_PROPERTY_KEYS } from '@keel/core';
import { describe, expect, it } from 'vitest';
import {
  DISPLAY_PROPERTY_DESCRIPTORS,
  displaySectionsFor,
  flippedOrderBy,
  groupByChoices,
  orderByChoices,
  parseOrderBy,
  pickedOrderBy,
  subGroupByChoices,
} from './display-descriptors';

describe('display descriptors', () => {
  it('offers groupings by layout, None only where a list may be ungrouped', () => {
    const list = groupByChoices('project', 'list').map((choice) => choice.value);
    expect(list).toEqual([
      'state',
      'priority',
      'labels',
      'state_detail.group',
      'assignees',
      'target_date',
      'created_by',
      null,
    ]);
    expect(groupByChoices('project', 'kanban').map((choice) => choice.value)).not.toContain(null);
    expect(groupByChoices('project', 'spreadsheet')).toEqual([]);
    expect(groupByChoices('global_all', 'list').map((choice) => choice.value)).toContain('project');
  });

  it('offers sub-groupings on the board only, without the grouping', () => {
    const values = subGroupByChoices('project', 'kanban', 'state').map((choice) => choice.value);
    expect(values).not.toContain('state');
    expect(values).toContain('priority');
    expect(values.at(-1)).toBeNull();
    expect(subGroupByChoices('project', 'list', 'state')).toEqual([]);
  });

  it('drops manual order in global views', () => {
    expect(orderByChoices('project')[0]?.field).toBe('sort_order');
    expect(orderByChoices('global_all').map((choice) => choice.field)).not.toContain('sort_order');
    expect(orderByChoices('project').map((choice) => choice.label)).toContain('Sub-work items');
  });

  it('splits and flips order_by values', () => {
    expect(parseOrderBy('-created_at')).toEqual({ field: 'created_at', isDescending: true });
    expect(parseOrderBy('priority')).toEqual({ field: 'priority', isDescending: false });
    expect(flippedOrderBy('-created_at')).toBe('created_at');
    expect(flippedOrderBy('sequence_id')).toBe('-sequence_id');
    const created = orderByChoices('project').find((choice) => choice.field === 'created_at');
    expect(created && pickedOrderBy(created)).toBe('-created_at');
  });

  it('toggles every display property but modules, cycle and type', () => {
    const keys = DISPLAY_PROPERTY_DESCRIPTORS.map((entry) => entry.key);
    expect([...keys].sort()).toEqual(
      DISPLAY_PROPERTY_KEYS.filter(
        (key) => key !== 'modules' && key !== 'cycle' && key !== 'issue_type',
      ).sort(),
    );
  });

  it('shows sections by layout and context', () => {
    expect(displaySectionsFor('kanban', 'project')).toMatchObject({
      groupBy: true,
      subGroupBy: true,
      showEmptyGroups: true,
    });
    expect(displaySectionsFor('spreadsheet', 'project')).toMatchObject({
      groupBy: false,
      subGroupBy: false,
      orderBy: true,
      showEmptyGroups: false,
    });
    expect(displaySectionsFor('calendar', 'project').orderBy).toBe(false);
    expect(displaySectionsFor('list', 'archived').subIssue).toBe(false);
  });
});
