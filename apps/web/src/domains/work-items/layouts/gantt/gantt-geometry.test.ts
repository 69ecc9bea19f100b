import { describe, expect, it } from 'vitest';
import {
  asWeekStart,
  barGeometry,
  chartRange,
  chartWidth,
  dateOfX,
  datesChanged,
  daysMoved,
  dragResult,
  fromDay,
  headerRows,
  quarterBounds,
  quarterOf,
  scrollLeftFor,
  shiftedDates,
  toDay,
  xOfDate,
} from './gantt-geometry';

/** Wednesday 18 November 2026. */
const today = new Date(2026, 10, 18);

describe('chartRange', () => {
  it('spans four weeks either side of the week holding today, Sunday to Saturday', () => {
    const range = chartRange('week', today);
    expect(toDay(range.start)).toBe('2026-10-18');
    expect(range.days).toBe(63);
    expect(range.dayWidth).toBe(60);
    expect(chartWidth(range)).toBe(63 * 60);
  });

  it("starts weeks on the person's first day of the week", () => {
    const range = chartRange('week', today, 1);
    expect(toDay(range.start)).toBe('2026-10-19');
    expect(range.days).toBe(63);
    expect(headerRows('week', range, today, 1).lower[0]?.label).toBe('M 19');
    expect(headerRows('month', chartRange('month', today), today, 1).lower[1]?.label).toBe('May 4');
  });

  it('spans six whole months either side in month view', () => {
    const range = chartRange('month', today);
    expect(toDay(range.start)).toBe('2026-05-01');
    expect(toDay(dateOfX(range, chartWidth(range) - 1))).toBe('2027-05-31');
    expect(range.dayWidth).toBe(20);
  });

  it('spans twenty-four quarters either side in quarter view', () => {
    const range = chartRange('quarter', today);
    expect(toDay(range.start)).toBe('2020-10-01');
    expect(toDay(dateOfX(range, chartWidth(range) - 1))).toBe('2032-12-31');
    expect(range.dayWidth).toBe(5);
  });
});

describe('xOfDate and dateOfX', () => {
  const range = chartRange('week', today);

  it('are inverse on day columns', () => {
    expect(xOfDate(range, today)).toBe(31 * 60);
    expect(toDay(dateOfX(range, 31 * 60))).toBe('2026-11-18');
    expect(toDay(dateOfX(range, 31 * 60 + 59))).toBe('2026-11-18');
    expect(toDay(dateOfX(range, 31 * 60 - 1))).toBe('2026-11-17');
  });

  it('keeps whole days across a daylight-saving change', () => {
    const range2 = chartRange('month', new Date(2026, 2, 15));
    expect(toDay(dateOfX(range2, xOfDate(range2, new Date(2026, 3, 1))))).toBe('2026-04-01');
  });
});

describe('barGeometry', () => {
  const range = chartRange('week', today);

  it('runs from the start column to the end of the target column', () => {
    expect(barGeometry(range, { start_date: '2026-11-18', target_date: '2026-11-20' })).toEqual({
      left: 31 * 60,
      width: 180,
      isSingleDate: false,
    });
  });

  it('draws a one-day bar for an item with only one date', () => {
    expect(barGeometry(range, { start_date: null, target_date: '2026-11-18' })).toEqual({
      left: 31 * 60,
      width: 60,
      isSingleDate: true,
    });
    expect(barGeometry(range, { start_date: '2026-11-19', target_date: null })?.left).toBe(32 * 60);
  });

  it('draws nothing for an item without dates', () => {
    expect(barGeometry(range, { start_date: null, target_date: null })).toBeNull();
  });

  it('draws reversed dates from the earlier to the later', () => {
    expect(barGeometry(range, { start_date: '2026-11-20', target_date: '2026-11-18' })?.width).toBe(
      180,
    );
  });
});

describe('shiftedDates', () => {
  it('moves only the dates an item has', () => {
    expect(shiftedDates({ start_date: null, target_date: '2026-11-12' }, 1)).toEqual({
      target_date: '2026-11-13',
    });
    expect(shiftedDates({ start_date: '2026-11-12', target_date: null }, -1)).toEqual({
      start_date: '2026-11-11',
    });
    expect(shiftedDates({ start_date: '2026-11-10', target_date: '2026-11-12' }, 1)).toEqual({
      start_date: '2026-11-11',
      target_date: '2026-11-13',
    });
    expect(shiftedDates({ start_date: null, target_date: null }, 1)).toBeNull();
  });

  it('counts a date it leaves out as unchanged', () => {
    const dates = { start_date: null, target_date: '2026-11-12' };
    expect(datesChanged(dates, { target_date: '2026-11-12' })).toBe(false);
    expect(datesChanged(dates, { target_date: '2026-11-13' })).toBe(true);
  });
});

describe('dragResult', () => {
  const dates = { start_date: '2026-11-10', target_date: '2026-11-12' };

  it('moves both dates with the body', () => {
    expect(dragResult('move', dates, 3)).toEqual({
      start_date: '2026-11-13',
      target_date: '2026-11-15',
    });
    expect(dragResult('move', dates, -10)).toEqual({
      start_date: '2026-10-31',
      target_date: '2026-11-02',
    });
  });

  it('resizes one edge and clamps so the start never passes the target', () => {
    expect(dragResult('resize-start', dates, -2)?.start_date).toBe('2026-11-08');
    expect(dragResult('resize-start', dates, 5)).toEqual({
      start_date: '2026-11-12',
      target_date: '2026-11-12',
    });
    expect(dragResult('resize-end', dates, 4)?.target_date).toBe('2026-11-16');
    expect(dragResult('resize-end', dates, -9)).toEqual({
      start_date: '2026-11-10',
      target_date: '2026-11-10',
    });
  });

  it('gives a one-date item both dates', () => {
    expect(dragResult('resize-end', { start_date: null, target_date: '2026-11-12' }, 2)).toEqual({
      start_date: '2026-11-12',
      target_date: '2026-11-14',
    });
  });

  it('has nothing to drag without dates', () => {
    expect(dragResult('move', { start_date: null, target_date: null }, 1)).toBeNull();
  });

  it('reports whether anything changed', () => {
    expect(datesChanged(dates, { ...dates })).toBe(false);
    expect(
      datesChanged(
        { start_date: null, target_date: '2026-11-12' },
        {
          start_date: '2026-11-12',
          target_date: '2026-11-12',
        },
      ),
    ).toBe(true);
  });
});

describe('daysMoved', () => {
  it('rounds to the nearest day and never answers -0', () => {
    expect(daysMoved(29, 60)).toBe(0);
    expect(Object.is(daysMoved(-20, 60), 0)).toBe(true);
    expect(daysMoved(31, 60)).toBe(1);
    expect(daysMoved(-95, 60)).toBe(-2);
  });
});

describe('quarters', () => {
  it('follow Q1 Jan–Mar … Q4 Oct–Dec', () => {
    expect(quarterOf(new Date(2026, 0, 1))).toBe(1);
    expect(quarterOf(new Date(2026, 2, 31))).toBe(1);
    expect(quarterOf(new Date(2026, 3, 1))).toBe(2);
    expect(quarterOf(new Date(2026, 11, 31))).toBe(4);
    const bounds = quarterBounds(new Date(2026, 7, 14));
    expect([toDay(bounds.start), toDay(bounds.end)]).toEqual(['2026-07-01', '2026-09-30']);
  });
});

describe('headerRows', () => {
  it('puts months over days in week view, marking weekends and today', () => {
    const range = chartRange('week', today);
    const { upper, lower } = headerRows('week', range, today);
    expect(upper.map((cell) => cell.label)).toEqual([
      'October 2026',
      'November 2026',
      'December 2026',
    ]);
    expect(upper[0]?.width).toBe(14 * 60);
    expect(lower).toHaveLength(63);
    expect(lower[0]).toMatchObject({ label: 'S 18', isWeekend: true, left: 0, width: 60 });
    expect(lower.filter((cell) => cell.isToday).map((cell) => cell.key)).toEqual(['2026-11-18']);
  });

  it('clips the first week of month view to the chart start', () => {
    const range = chartRange('month', today);
    const { lower } = headerRows('month', range, today);
    expect(lower[0]?.left).toBe(0);
    expect(lower[0]?.width).toBe(2 * 20);
    expect(lower[1]?.label).toBe('May 3');
  });

  it('puts quarters over months in quarter view', () => {
    const range = chartRange('quarter', today);
    const { upper, lower } = headerRows('quarter', range, today);
    expect(upper[0]?.label).toBe('Q4 2020');
    expect(upper).toHaveLength(49);
    expect(lower.slice(0, 3).map((cell) => cell.label)).toEqual(['Oct', 'Nov', 'Dec']);
  });
});

describe('asWeekStart', () => {
  it('keeps days 0–6 and falls back to Sunday', () => {
    expect(asWeekStart(1)).toBe(1);
    expect(asWeekStart(6)).toBe(6);
    expect(asWeekStart(9)).toBe(0);
  });
});

describe('fromDay and scrollLeftFor', () => {
  it('rejects malformed dates', () => {
    expect(fromDay('2026-13-45')).toBeNull();
    expect(fromDay(null)).toBeNull();
  });

  it('puts a day a third into the viewport, within the chart', () => {
    const range = chartRange('week', today);
    expect(scrollLeftFor(range, today, 900)).toBe(31 * 60 + 30 - 300);
    expect(scrollLeftFor(range, range.start, 900)).toBe(0);
  });
});
