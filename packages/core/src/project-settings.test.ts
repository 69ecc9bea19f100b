import { describe, expect, it } from 'vitest';
import {
  canEditProjectSettingsTab,
  canOpenProjectSettingsTab,
  projectSettingsTabsFor,
} from './project-settings';
import { ROLE } from './roles';

describe('project settings tab access (spec §6)', () => {
  it('lets admins open every tab', () => {
    expect(projectSettingsTabsFor(ROLE.admin)).toEqual([
      'general',
      'members',
      'features',
      'states',
      'labels',
      'estimates',
      'automations',
      'shops',
      'customers',
    ]);
  });

  it('keeps features, estimates and automations from members', () => {
    expect(projectSettingsTabsFor(ROLE.member)).toEqual([
      'general',
      'members',
      'states',
      'labels',
      'shops',
      'customers',
    ]);
  });

  it('shows guests general and members only', () => {
    expect(projectSettingsTabsFor(ROLE.guest)).toEqual(['general', 'members']);
    expect(canOpenProjectSettingsTab(ROLE.guest, 'features')).toBe(false);
  });

  it('opens nothing for someone outside the project', () => {
    expect(projectSettingsTabsFor(null)).toEqual([]);
  });

  it('lets only admins change general and members, and members change states', () => {
    expect(canEditProjectSettingsTab(ROLE.member, 'general')).toBe(false);
    expect(canEditProjectSettingsTab(ROLE.admin, 'members')).toBe(true);
    expect(canEditProjectSettingsTab(ROLE.member, 'states')).toBe(true);
    expect(canEditProjectSettingsTab(ROLE.guest, 'labels')).toBe(false);
  });
});
