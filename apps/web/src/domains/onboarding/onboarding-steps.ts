import type { OnboardingStepWire } from '@keel/core';

export type OnboardingScreenStep = 'profile' | 'workspace' | 'invite';

/** The steps in order; each is named by `onboarding:steps.<id>`. */
export const ONBOARDING_SCREEN_STEPS: readonly { id: OnboardingScreenStep }[] = [
  { id: 'profile' },
  { id: 'workspace' },
  { id: 'invite' },
];

/**
 * The step onboarding resumes at, from what the profile records as done: the profile first, then a
 * workspace (created or joined, and still there), then inviting teammates, which also finishes.
 */
export function currentOnboardingStep(
  steps: Partial<OnboardingStepWire> | null | undefined,
  hasWorkspace: boolean,
): OnboardingScreenStep {
  if (steps?.profile_complete !== true) return 'profile';
  const hasDoneWorkspace = steps.workspace_create === true || steps.workspace_join === true;
  if (!hasDoneWorkspace || !hasWorkspace) return 'workspace';
  return 'invite';
}
