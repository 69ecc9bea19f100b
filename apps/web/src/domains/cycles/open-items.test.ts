import { describe, expect, it } from 'vitest';
import { cycleToComplete } from './CycleListBody';
import { openItemCount } from './CycleControls';
import { makeCycle } from './cycles-test-data';

describe('the open work of a completed cycle', () => {
  it('counts the items neither completed nor cancelled', () => {
    expect(openItemCount(makeCycle('c1', { cancelled_issues: 1 }))).toBe(2);
  });

  it('is none once the cycle handed its work on (its counts are the snapshot of that moment)', () => {
    const handedOn = makeCycle('c1', {
      status: 'completed',
      progress_snapshot: { total_issues: 4 },
    });
    expect(openItemCount(handedOn)).toBe(0);
    const waiting = makeCycle('c2', { status: 'completed' });
    expect(cycleToComplete([handedOn, waiting])?.id).toBe('c2');
  });
});
