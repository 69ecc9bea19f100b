import { describe, expect, it } from 'vitest';
import { bootstrapPlan, bootstrapTarget } from './bootstrap-wire';
import { firstPageParams } from './work-item-first-page';

const PROJECT = '0b5f4d7e-8c1a-4f3e-9d2b-6a7c8e9f0a1b';

describe('bootstrapTarget', () => {
  it('keeps a workspace slug and a project id', () => {
    expect(bootstrapTarget({ workspace: 'acme', project: PROJECT })).toEqual({
      workspace: 'acme',
      project: PROJECT,
    });
  });

  it('drops what could not name a workspace or a project, so that paths stay safe', () => {
    expect(bootstrapTarget({ workspace: '../users', project: PROJECT })).toEqual({
      workspace: null,
      project: null,
    });
    expect(bootstrapTarget({ workspace: 'settings' }).workspace).toBeNull();
    expect(bootstrapTarget({ workspace: 'acme', project: 'p1/../x' }).project).toBeNull();
    expect(bootstrapTarget({ project: PROJECT }).project).toBeNull();
  });
});

describe('bootstrapPlan', () => {
  it("asks what the shell waits for first, the list's settings with it, and the lookups after", () => {
    const plan = bootstrapPlan({ workspace: 'acme', project: PROJECT });
    expect(plan.first).toContain('/api/users/session/');
    expect(plan.list).toEqual({
      settingsPath: `/api/workspaces/acme/projects/${PROJECT}/user-properties/`,
      listPath: `/api/workspaces/acme/projects/${PROJECT}/issues/`,
    });
    expect(plan.then).toContain(`/api/workspaces/acme/projects/${PROJECT}/states/`);
    expect(plan.then).not.toContain('/api/users/session/');
  });

  it('asks only for the person outside a workspace', () => {
    expect(bootstrapPlan({ workspace: null, project: null })).toMatchObject({
      list: null,
      then: [],
    });
  });
});

describe('firstPageParams', () => {
  const empty = { filters: {}, display_filters: {}, display_properties: {} };

  it("asks a grouped list's first page 50 a group, with the filters", () => {
    const params = firstPageParams('project', {
      ...empty,
      filters: { priority: ['urgent'] },
      display_filters: { layout: 'list', group_by: 'state' },
    });
    expect(params).toMatchObject({ per_page: '50', group_by: 'state_id', priority: 'urgent' });
  });

  it('asks nothing ahead for the calendar, whose page depends on the month', () => {
    expect(firstPageParams('project', { ...empty, display_filters: { layout: 'calendar' } })).toBe(
      null,
    );
  });
});
