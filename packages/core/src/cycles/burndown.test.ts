import { describe, expect, it } from 'vitest';
import {
  type BurndownChange,
  type BurndownItem,
  completionChart,
  computeBurndown,
  burndownGroup,
  valueAt,
} from './burndown';
import { cycleDays, endOfDayIn, startOfDayIn } from './cycle-dates';

const CYCLE = 'cycle-a';
const OTHER = 'cycle-b';
const TODO = 'todo';
const DOING = 'doing';
const DONE = 'done';
const DROPPED = 'dropped';
const stateGroups = new Map([
  [TODO, 'unstarted'],
  [DOING, 'started'],
  [DONE, 'completed'],
  [DROPPED, 'cancelled'],
]);
const zone = 'Europe/Berlin';
/** Noon of a day of November 2026 in Berlin. */
const at = (day: number, hour = 12) =>
  new Date(
    startOfDayIn(`2026-11-${String(day).padStart(2, '0')}`, zone).getTime() + hour * 3_600_000,
  );
const days = cycleDays(at(2, 0), at(6, 23), zone);

function item(id: string, overrides: Partial<BurndownItem> = {}): BurndownItem {
  return { id, cycleId: CYCLE, stateId: TODO, createdAt: at(1), points: 0, ...overrides };
}
function change(
  itemId: string,
  field: BurndownChange['field'],
  oldId: string | null,
  newId: string | null,
  day: number,
  hour = 12,
): BurndownChange {
  return { itemId, field, oldId, newId, at: at(day, hour) };
}
function burndown(
  items: BurndownItem[],
  changes: BurndownChange[],
  now = at(7),
  withPoints = false,
) {
  return computeBurndown({
    cycleId: CYCLE,
    days,
    timeZone: zone,
    now,
    items,
    changes,
    stateGroups,
    withPoints,
  });
}
const column = (
  rows: ReturnType<typeof burndown>,
  key: 'scope' | 'completed' | 'pending' | 'ideal',
) => rows.map((row) => row[key]);

describe('valueAt', () => {
  it('takes the first old value before the first change and the current value without changes', () => {
    const changes = [change('x', 'state', TODO, DOING, 3), change('x', 'state', DOING, DONE, 5)];
    expect(valueAt(changes, DONE, at(2))).toBe(TODO);
    expect(valueAt(changes, DONE, at(4))).toBe(DOING);
    expect(valueAt(changes, DONE, at(6))).toBe(DONE);
    expect(valueAt([], DOING, at(2))).toBe(DOING);
  });
});

describe('computeBurndown', () => {
  it('lists every day of the cycle in its time zone', () => {
    expect(days).toEqual(['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06']);
  });

  it('counts items without history as they are now, with the ideal line to zero', () => {
    const rows = burndown([item('a'), item('b', { stateId: DONE }), item('c')], []);
    expect(column(rows, 'scope')).toEqual([3, 3, 3, 3, 3]);
    expect(column(rows, 'pending')).toEqual([2, 2, 2, 2, 2]);
    expect(column(rows, 'ideal')).toEqual([3, 2.25, 1.5, 0.75, 0]);
  });

  it('adds an item from the day it joined the cycle mid-way', () => {
    const rows = burndown([item('a'), item('late')], [change('late', 'cycles', null, CYCLE, 4)]);
    expect(column(rows, 'scope')).toEqual([1, 1, 2, 2, 2]);
  });

  it('counts an item created directly in the cycle from its creation', () => {
    const created = item('new', { createdAt: at(3, 9) });
    const rows = burndown([item('a'), created], [change('new', 'cycles', null, CYCLE, 3, 9)]);
    expect(column(rows, 'scope')).toEqual([1, 2, 2, 2, 2]);
  });

  it('burns down completions and brings a reopened item back', () => {
    const rows = burndown(
      [item('a'), item('b')],
      [
        change('a', 'state', TODO, DONE, 3),
        change('b', 'state', TODO, DONE, 4),
        change('b', 'state', DONE, DOING, 5),
      ],
    );
    expect(column(rows, 'completed')).toEqual([0, 1, 2, 1, 1]);
    expect(column(rows, 'pending')).toEqual([2, 1, 0, 1, 1]);
    expect(rows[4]).toMatchObject({ started: 1, unstarted: 0 });
  });

  it('drops an item transferred out from the day it left, and keeps cancelled out of pending', () => {
    const rows = burndown(
      [item('a', { cycleId: OTHER }), item('b', { stateId: DROPPED })],
      [change('a', 'cycles', CYCLE, OTHER, 5), change('b', 'state', TODO, DROPPED, 3)],
    );
    expect(column(rows, 'scope')).toEqual([2, 2, 2, 1, 1]);
    expect(column(rows, 'pending')).toEqual([2, 1, 1, 0, 0]);
    expect(rows[4]).toMatchObject({ cancelled: 1 });
  });

  it('ignores the items of other cycles and leaves the days after today empty', () => {
    const rows = burndown([item('a'), item('b', { cycleId: OTHER })], [], at(4, 10));
    expect(column(rows, 'scope')).toEqual([1, 1, 1, null, null]);
    expect(rows[3]).toMatchObject({ actual: null, completed: null, ideal: 0.25 });
    expect(completionChart(rows, 'issues')).toEqual({
      '2026-11-02': 1,
      '2026-11-03': 1,
      '2026-11-04': 1,
      '2026-11-05': null,
      '2026-11-06': null,
    });
  });

  it('sums estimate points when asked', () => {
    const rows = burndown(
      [item('a', { points: 3 }), item('b', { points: 5 })],
      [change('b', 'state', TODO, DONE, 4)],
      at(7),
      true,
    );
    expect(rows.map((row) => row.pending_points)).toEqual([8, 8, 3, 3, 3]);
    expect(rows[0]).toMatchObject({ total_estimate_points: 8, ideal_points: 8 });
    expect(completionChart(rows, 'points')['2026-11-06']).toBe(3);
  });

  it('agrees on every day with valueAt asked item by item (random histories)', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16_807) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
    const cycles = [CYCLE, OTHER, null];
    const states = [TODO, DOING, DONE, DROPPED];
    const items: BurndownItem[] = [];
    const changes: BurndownChange[] = [];
    for (let n = 0; n < 300; n += 1) {
      const id = `item-${String(n)}`;
      let cycleNow = pick(cycles);
      let stateNow = pick(states);
      for (let k = Math.floor(random() * 4); k > 0; k -= 1) {
        const day = 1 + Math.floor(random() * 7);
        const hour = Math.floor(random() * 24);
        if (random() < 0.5) {
          const next = pick(cycles);
          changes.push(change(id, 'cycles', cycleNow, next, day, hour));
          cycleNow = next;
        } else {
          const next = pick(states);
          changes.push(change(id, 'state', stateNow, next, day, hour));
          stateNow = next;
        }
      }
      items.push(
        item(id, {
          cycleId: cycleNow,
          stateId: stateNow,
          createdAt: at(1 + Math.floor(random() * 4)),
        }),
      );
    }
    const now = at(5, 15);
    const rows = burndown(items, changes, now);
    const sorted = [...changes].sort((a, b) => a.at.getTime() - b.at.getTime());
    days.forEach((day, index) => {
      const instant = day === '2026-11-05' ? now : endOfDayIn(day, zone);
      if (day > '2026-11-05') {
        expect(rows[index]?.scope).toBeNull();
        return;
      }
      let scope = 0;
      let completed = 0;
      for (const each of items) {
        if (each.createdAt.getTime() > instant.getTime()) continue;
        const mine = sorted.filter((c) => c.itemId === each.id);
        const inCycle = valueAt(
          mine.filter((c) => c.field === 'cycles'),
          each.cycleId,
          instant,
        );
        if (inCycle !== CYCLE) continue;
        const state = valueAt(
          mine.filter((c) => c.field === 'state'),
          each.stateId,
          instant,
        );
        scope += 1;
        if (burndownGroup(state, stateGroups) === 'completed') completed += 1;
      }
      expect(rows[index]).toMatchObject({ scope, completed });
    });
  });
});
