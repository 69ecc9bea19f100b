import { describe, expect, it } from 'vitest';
import { visibleChipCount } from './calendar-capacity';

describe('visibleChipCount', () => {
  it('shows every chip that fits', () => {
    expect(visibleChipCount({ height: 80, loaded: 3, remaining: 0 })).toBe(3);
    expect(visibleChipCount({ height: 80, loaded: 1, remaining: 0 })).toBe(1);
  });

  it('keeps the last slot for "+N more"', () => {
    expect(visibleChipCount({ height: 80, loaded: 5, remaining: 0 })).toBe(2);
    expect(visibleChipCount({ height: 80, loaded: 2, remaining: 4 })).toBe(2);
    expect(visibleChipCount({ height: 20, loaded: 2, remaining: 0 })).toBe(0);
  });
});
