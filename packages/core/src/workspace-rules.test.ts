import { describe, expect, it } from 'vitest';
import { slugFromName, workspaceSlugProblem } from './workspace-rules';

describe('workspaceSlugProblem', () => {
  it('accepts lower-case letters, digits and dashes', () => {
    expect(workspaceSlugProblem('acme-corp-2')).toBeNull();
  });

  it('names what is wrong', () => {
    expect(workspaceSlugProblem('')).toBe('empty');
    expect(workspaceSlugProblem('a'.repeat(49))).toBe('too-long');
    expect(workspaceSlugProblem('Acme')).toBe('invalid-characters');
    expect(workspaceSlugProblem('acme corp')).toBe('invalid-characters');
    expect(workspaceSlugProblem('acme_corp')).toBe('invalid-characters');
    expect(workspaceSlugProblem('api')).toBe('reserved');
    expect(workspaceSlugProblem('god-mode')).toBe('reserved');
  });
});

describe('slugFromName', () => {
  it('derives a valid slug', () => {
    expect(slugFromName('  Acme Corp! ')).toBe('acme-corp');
    expect(slugFromName('Café — Team')).toBe('cafe-team');
    expect(slugFromName('snake_case name')).toBe('snake-case-name');
    expect(workspaceSlugProblem(slugFromName('Ünïcode Wörkspace'))).toBeNull();
  });
});
