import { describe, expect, it } from 'vitest';
import { timestampLabel } from './timestamp-label';

describe('timestampLabel', () => {
  it('names which date it is', () => {
    expect(timestampLabel('created_on', '2026-11-24T10:30:00')).toBe('Created Nov 24, 2026');
    expect(timestampLabel('updated_on', '2026-01-02T23:59:00')).toBe('Updated Jan 2, 2026');
  });
});
