import { describe, expect, it } from 'vitest';
import { signInUrl, signedInDestination } from './signed-in-destination';

const onboarded = { isOnboarded: true, lastWorkspaceSlug: null, fallbackWorkspaceSlug: null };

describe('signedInDestination', () => {
  it('sends someone not yet onboarded to onboarding', () => {
    expect(
      signedInDestination({ ...onboarded, isOnboarded: false, lastWorkspaceSlug: 'acme' }),
    ).toBe('/onboarding');
  });

  it('prefers the last workspace, then the fallback, then workspace creation', () => {
    expect(
      signedInDestination({ ...onboarded, lastWorkspaceSlug: 'acme', fallbackWorkspaceSlug: 'b' }),
    ).toBe('/acme');
    expect(signedInDestination({ ...onboarded, fallbackWorkspaceSlug: 'beta' })).toBe('/beta');
    expect(signedInDestination(onboarded)).toBe('/create-workspace');
  });

  it('honours a same-site next_path and refuses other sites', () => {
    expect(signedInDestination({ ...onboarded, nextPath: '/acme/settings' })).toBe(
      '/acme/settings',
    );
    expect(signedInDestination({ ...onboarded, nextPath: '//evil.example' })).toBe(
      '/create-workspace',
    );
    expect(signedInDestination({ ...onboarded, nextPath: 'https://evil.example' })).toBe(
      '/create-workspace',
    );
  });

  it('ignores a next_path that leads back to the root', () => {
    expect(signedInDestination({ ...onboarded, lastWorkspaceSlug: 'a', nextPath: '/' })).toBe('/a');
  });

  it('lets an invitation link through before onboarding, but nothing else', () => {
    const invite = '/workspace-invitations/?invitation_id=1&slug=acme';
    expect(signedInDestination({ ...onboarded, isOnboarded: false, nextPath: invite })).toBe(
      invite,
    );
    expect(signedInDestination({ ...onboarded, isOnboarded: false, nextPath: '/acme' })).toBe(
      '/onboarding',
    );
  });
});

describe('signInUrl', () => {
  it('carries the path in next_path', () => {
    expect(signInUrl('/acme/settings?tab=1')).toBe('/?next_path=%2Facme%2Fsettings%3Ftab%3D1');
  });
});
