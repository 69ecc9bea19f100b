import { describe, expect, it } from 'vitest';
import { currentOnboardingStep } from './onboarding-steps';

describe('currentOnboardingStep', () => {
  it('starts with the profile', () => {
    expect(currentOnboardingStep(null, false)).toBe('profile');
    expect(currentOnboardingStep({ workspace_create: true }, true)).toBe('profile');
  });

  it('asks for a workspace once the profile is complete', () => {
    expect(currentOnboardingStep({ profile_complete: true }, false)).toBe('workspace');
  });

  it('moves on to invitations after a workspace is created or joined', () => {
    expect(currentOnboardingStep({ profile_complete: true, workspace_create: true }, true)).toBe(
      'invite',
    );
    expect(currentOnboardingStep({ profile_complete: true, workspace_join: true }, true)).toBe(
      'invite',
    );
  });

  it('asks again for a workspace when the recorded one is gone', () => {
    expect(currentOnboardingStep({ profile_complete: true, workspace_create: true }, false)).toBe(
      'workspace',
    );
  });
});
