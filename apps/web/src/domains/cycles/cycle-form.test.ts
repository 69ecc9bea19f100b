import { describe, expect, it } from 'vitest';
import { checkCycleForm, cycleBody, type CycleFormValues } from './cycle-form';
import { clickDay } from './cycle-dates';

const base: CycleFormValues = {
  name: 'Sprint 3',
  description: ' ',
  start: '2026-12-01',
  end: '2026-12-14',
  ownerId: 'u1',
};
const taken = [{ id: 'a', name: 'Sprint 2', start: '2026-11-15', end: '2026-12-01' }];

describe('checkCycleForm', () => {
  it('needs a name', () => {
    expect(checkCycleForm({ ...base, name: '  ' }, []).name).toBe('nameRequired');
    expect(checkCycleForm({ ...base, name: 'x'.repeat(256) }, []).name).toBe('nameTooLong');
  });

  it('takes both dates or neither, the end not before the start', () => {
    expect(checkCycleForm({ ...base, end: '' }, []).dates).toBe('bothDates');
    expect(checkCycleForm({ ...base, start: '', end: '' }, [])).toEqual({});
    expect(checkCycleForm({ ...base, end: '2026-11-30' }, []).dates).toBe('endBeforeStart');
  });

  it('names the cycle the dates overlap', () => {
    expect(checkCycleForm(base, taken).overlap?.name).toBe('Sprint 2');
    expect(checkCycleForm({ ...base, start: '2026-12-02' }, taken).overlap).toBeUndefined();
  });
});

describe('cycleBody', () => {
  it('sends trimmed text and days, or null dates for a draft', () => {
    expect(cycleBody(base)).toEqual({
      name: 'Sprint 3',
      description: '',
      start_date: '2026-12-01',
      end_date: '2026-12-14',
      owned_by_id: 'u1',
    });
    expect(cycleBody({ ...base, start: '', end: '' })).toMatchObject({
      start_date: null,
      end_date: null,
    });
  });
});

describe('clickDay', () => {
  it('starts a range, ends it after the start, and restarts before it or after a full range', () => {
    expect(clickDay({ start: '', end: '' }, '2026-12-03')).toEqual({
      start: '2026-12-03',
      end: '',
    });
    const started = { start: '2026-12-03', end: '' };
    expect(clickDay(started, '2026-12-10')).toEqual({ start: '2026-12-03', end: '2026-12-10' });
    expect(clickDay(started, '2026-12-01')).toEqual({ start: '2026-12-01', end: '' });
    const full = { start: '2026-12-03', end: '2026-12-10' };
    expect(clickDay(full, '2026-12-05')).toEqual({ start: '2026-12-05', end: '' });
  });
});
