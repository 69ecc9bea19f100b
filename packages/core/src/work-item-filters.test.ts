import { describe, expect, it } from 'vitest';
import {
  FilterError,
  type RichFieldKind,
  isIsoDay,
  parseDateTerms,
  parseRichFilters,
  parseValueList,
  richFilterFields,
} from './work-item-filters';
import { isUuid } from './workspaces-wire';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

describe('parseValueList', () => {
  it.each([
    [`${A},${B}`, { values: [A, B], hasNone: false }],
    [`${A},None`, { values: [A], hasNone: true }],
    ['None', { values: [], hasNone: true }],
    [`not-a-uuid,${A},null,,${A}`, { values: [A], hasNone: false }],
    ['', { values: [], hasNone: false }],
  ])('reads %j', (raw, expected) => {
    expect(parseValueList(raw, isUuid)).toEqual(expected);
  });
});

describe('parseDateTerms', () => {
  const today = '2025-03-10';
  it.each([
    ['2025-01-31;after', [{ op: 'gte', date: '2025-01-31' }]],
    ['2025-01-31;before', [{ op: 'lte', date: '2025-01-31' }]],
    ['2025-01-31;whatever', [{ op: 'lte', date: '2025-01-31' }]],
    ['2025-01-31', [{ op: 'eq', date: '2025-01-31' }]],
    [
      '2025-01-01;after,2025-01-31;before',
      [
        { op: 'gte', date: '2025-01-01' },
        { op: 'lte', date: '2025-01-31' },
      ],
    ],
    ['2_weeks;after;fromnow', [{ op: 'gte', date: '2025-03-24' }]],
    ['1_weeks;before;ago', [{ op: 'lte', date: '2025-03-03' }]],
    ['1_months;before;fromnow', [{ op: 'lte', date: '2025-04-09' }]],
    ['2_months;after;past', [{ op: 'gte', date: '2025-01-09' }]],
    ['2025-02-30;after', []],
    ['yesterday;after', []],
    ['3_days;after;fromnow', []],
    ['31/01/2025;before', []],
    ['', []],
  ])('reads %s', (raw, expected) => {
    expect(parseDateTerms(raw, today)).toEqual(expected);
  });

  it('knows real days', () => {
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2025-02-29')).toBe(false);
  });
});

describe('parseRichFilters', () => {
  const fields: Record<string, RichFieldKind> = {
    state_id: { type: 'id' },
    priority: { type: 'choice', choices: ['urgent', 'none'] },
    target_date: { type: 'date' },
    is_archived: { type: 'boolean' },
  };
  const parse = (value: unknown) => parseRichFilters(JSON.stringify(value), fields);

  it('parses and/or/not trees with leaves of every lookup', () => {
    expect(
      parse({
        AND: [
          { state_id__in: `${A},${B}` },
          {
            or: [
              { priority__in: ['urgent'] },
              { not: { target_date__range: '2025-01-01,2025-01-31' } },
            ],
          },
          { is_archived: true },
        ],
      }),
    ).toEqual({
      kind: 'and',
      children: [
        { kind: 'leaf', field: 'state_id', lookup: 'in', values: [A, B] },
        {
          kind: 'or',
          children: [
            { kind: 'leaf', field: 'priority', lookup: 'in', values: ['urgent'] },
            {
              kind: 'not',
              child: {
                kind: 'leaf',
                field: 'target_date',
                lookup: 'range',
                values: ['2025-01-01', '2025-01-31'],
              },
            },
          ],
        },
        { kind: 'leaf', field: 'is_archived', lookup: 'exact', values: ['true'] },
      ],
    });
  });

  it('treats several fields of one object as all required', () => {
    expect(parse({ state_id: A, target_date__exact: '2025-01-01' })).toEqual({
      kind: 'and',
      children: [
        { kind: 'leaf', field: 'state_id', lookup: 'exact', values: [A] },
        { kind: 'leaf', field: 'target_date', lookup: 'exact', values: ['2025-01-01'] },
      ],
    });
  });

  const nested = (depth: number): unknown =>
    depth === 1 ? { priority: 'none' } : { and: [nested(depth - 1)] };

  it('accepts five levels and refuses six', () => {
    expect(() => parse(nested(5))).not.toThrow();
    expect(() => parse(nested(6))).toThrow('Filters may be nested at most 5 levels deep');
  });

  it.each([
    [{ label_id__in: A }, 'Unknown filter field: label_id__in'],
    [{ state_id__range: `${A},${B}` }, 'Unknown filter field: state_id__range'],
    [{ target_date__in: '2025-01-01' }, 'Unknown filter field: target_date__in'],
    [{ state_id__in: 'nope' }, 'Invalid value for state_id__in'],
    [{ priority__in: 'critical' }, 'Invalid value for priority__in'],
    [{ target_date__range: '2025-01-01' }, 'Invalid value for target_date__range'],
    [{ is_archived: 'maybe' }, 'Invalid value for is_archived'],
    [{ and: [], priority: 'none' }, 'A filter cannot mix and/or/not with fields'],
    [{ or: { priority: 'none' } }, 'or takes a list of filters'],
    [{ not: [] }, 'not takes one filter object'],
    [[{ priority: 'none' }], 'Each filter must be an object'],
  ])('refuses %j', (value, message) => {
    expect(() => parse(value)).toThrow(new FilterError(message));
  });

  it('refuses text that is not JSON', () => {
    expect(() => parseRichFilters('{state', fields)).toThrow('Filters must be a JSON object');
  });

  it('lists the fields a tree compares', () => {
    expect([
      ...richFilterFields(parse({ or: [{ priority: 'none' }, { is_archived: false }] })),
    ]).toEqual(['priority', 'is_archived']);
  });
});
