import { workspaceSlugProblem } from '@keel/core';
import { describe, expect, it } from 'vitest';
import { slugProblemMessage } from './slug-messages';

describe('slugProblemMessage', () => {
  it('explains each problem the slug rule reports', () => {
    expect(slugProblemMessage('empty')).toMatch(/Choose a URL/);
    const reserved = workspaceSlugProblem('settings');
    expect(reserved).toBe('reserved');
    if (reserved) expect(slugProblemMessage(reserved)).toMatch(/reserved/);
    const invalid = workspaceSlugProblem('Acme Inc');
    if (invalid) expect(slugProblemMessage(invalid)).toMatch(/lower-case/);
  });
});
