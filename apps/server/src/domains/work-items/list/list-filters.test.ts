import { eq } from 'drizzle-orm';
import { projects } from '#server/db/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { useListWorld } from './list-test-world';

describe('work item lists: access and filters', () => {
  const fixture = useListWorld();
  const { ctx, call, state, label, list, names, id, all, except, rich } = fixture;
  let world: typeof fixture.world;
  let url: string;
  beforeAll(() => {
    ({ world, url } = fixture);
  });

  describe('access', () => {
    it('refuses anonymous callers, other workspaces and people outside the project', async () => {
      expect((await call('GET', url)).statusCode).toBe(401);
      expect((await call('GET', url, world.stranger.cookie)).statusCode).toBe(403);
      expect((await call('GET', url, world.outsider.cookie)).statusCode).toBe(403);
      const workspaceUrl = `${world.base}/issues/`;
      expect((await call('GET', workspaceUrl)).statusCode).toBe(401);
      expect((await call('GET', workspaceUrl, world.stranger.cookie)).statusCode).toBe(403);
    });

    it('shows guests only their own items unless the project lets guests see everything', async () => {
      expect(await names('', world.guest.cookie)).toEqual(['i5']);
      await ctx.db
        .update(projects)
        .set({ guest_view_all_features: true })
        .where(eq(projects.id, world.project.id));
      expect(await names('', world.guest.cookie)).toEqual(all);
      await ctx.db
        .update(projects)
        .set({ guest_view_all_features: false })
        .where(eq(projects.id, world.project.id));
    });

    it('answers the work-items alias the same way', async () => {
      const body = await list('', world.member.cookie, `${world.projectUrl}/work-items/`);
      expect(body.total_results).toBe(7);
    });
  });

  describe('legacy filters', () => {
    it.each<[string, () => string, string[]]>([
      ['no filter: hides archived, drafts, deleted and triage', () => '', all],
      ['priority', () => 'priority=urgent,high', ['i1', 'i2']],
      ['unknown priority ignored', () => 'priority=critical', all],
      ['state', () => `state=${state.Todo ?? ''},not-a-uuid`, ['i2']],
      ['invalid uuid only: ignored', () => 'state=not-a-uuid', all],
      ['state_group', () => 'state_group=completed,cancelled', ['i4', 'i5']],
      ['assignees', () => `assignees=${world.member.user.id}`, ['i1', 'i4']],
      ['assignees None', () => 'assignees=None', ['i3', 'i5', 'i6', 'i7']],
      ['assignees with None', () => `assignees=${world.admin.user.id},None`, except('i1')],
      ['labels', () => `labels=${label.Beta ?? ''}`, ['i2', 'i4']],
      ['labels None', () => 'labels=None', ['i3', 'i5', 'i6', 'i7']],
      ['created_by', () => `created_by=${world.guest.user.id}`, ['i5']],
      ['created_by None', () => 'created_by=None', ['i7']],
      ['mentions', () => `mentions=${world.member.user.id}`, ['i3']],
      ['subscriber', () => `subscriber=${world.member.user.id}`, ['i2']],
      ['project', () => `project=${world.project.id}`, all],
      ['parent', () => `parent=${id('i1')}`, ['i6']],
      ['parent None', () => 'parent=None', except('i6')],
      ['issue_type None', () => 'issue_type=None', all],
      ['date after', () => 'target_date=2025-01-31;after', ['i2', 'i3']],
      ['date range', () => 'target_date=2025-01-01;after,2025-01-31;before', ['i1', 'i4']],
      ['bare date', () => 'start_date=2025-01-05', ['i1']],
      ['relative date', () => 'target_date=2_weeks;after;fromnow', ['i3']],
      ['target_date None', () => 'target_date=None', ['i5', 'i6', 'i7']],
      ['relative months', () => 'target_date=1_months;after;fromnow', []],
      ['unparseable date ignored', () => 'target_date=someday;after', all],
      ['completed_at', () => 'completed_at=2025-05-01;after', ['i4']],
      ['created_at', () => 'created_at=2025-06-01;after', all],
      ['sub_issue=false', () => 'sub_issue=false', except('i6')],
      ['type=backlog', () => 'type=backlog', ['i1', 'i6']],
      ['type=active', () => 'type=active', ['i2', 'i3']],
      ['unknown type ignored', () => 'type=someday', all],
      ['start_target_date', () => 'start_target_date=true', ['i1', 'i4']],
      ['estimate_point None', () => 'estimate_point=None', all],
      ['name', () => 'name=LOGIN', ['i1', 'i3']],
      ['name with a wildcard', () => 'name=%25', []],
    ])('%s', async (_case, query, expected) => {
      expect(await names(query())).toEqual(expected);
    });
  });

  describe('rich filters', () => {
    it.each<[string, () => object, string[]]>([
      ['state_id__in', () => ({ state_id__in: [state.Todo] }), ['i2']],
      ['state_group__in', () => ({ state_group__in: 'completed' }), ['i4']],
      ['label_id__in', () => ({ label_id__in: label.Alpha }), ['i1', 'i2']],
      ['assignee_id__in', () => ({ assignee_id__in: [world.member.user.id] }), ['i1', 'i4']],
      ['created_by_id__in', () => ({ created_by_id__in: world.guest.user.id }), ['i5']],
      ['priority__in', () => ({ priority__in: 'urgent,high' }), ['i1', 'i2']],
      ['project_id__in', () => ({ project_id__in: [world.project.id] }), all],
      ['mention_id__in', () => ({ mention_id__in: world.member.user.id }), ['i3']],
      ['subscriber_id__in', () => ({ subscriber_id__in: world.member.user.id }), ['i2']],
      ['target_date__range', () => ({ target_date__range: '2025-01-01,2025-01-31' }), ['i1', 'i4']],
      ['start_date__exact', () => ({ start_date__exact: '2025-01-05' }), ['i1']],
      ['created_at__range', () => ({ created_at__range: '2025-06-01,2025-06-01' }), all],
      ['updated_at__range', () => ({ updated_at__range: '2000-01-01,2000-01-02' }), []],
      ['is_archived', () => ({ is_archived: true }), ['archived']],
      ['is_draft', () => ({ is_draft: true }), []],
      [
        'or / not',
        () => ({
          or: [{ priority: 'urgent' }, { not: { state_group__in: 'backlog,unstarted,started' } }],
        }),
        // An item without a state is not in those groups (Django's negation keeps nulls).
        ['i1', 'i4', 'i5', 'i7'],
      ],
      ['empty object', () => ({}), all],
    ])('%s', async (_case, filters, expected) => {
      expect(await names(rich(filters()))).toEqual(expected);
    });

    it('applies both grammars together', async () => {
      expect(await names(`priority=urgent,high&${rich({ label_id__in: label.Beta })}`)).toEqual([
        'i2',
      ]);
    });

    const nested = (depth: number): object =>
      depth === 1 ? { priority: 'none' } : { and: [nested(depth - 1)] };

    it.each<[string, object, string]>([
      ['an unknown key', { sprint_id__in: 'x' }, 'filters: Unknown filter field: sprint_id__in'],
      ['a bad value', { state_id__in: 'x' }, 'filters: Invalid value for state_id__in'],
      ['depth over 5', nested(6), 'filters: Filters may be nested at most 5 levels deep'],
    ])('refuses %s', async (_case, filters, message) => {
      const response = await call('GET', `${url}?${rich(filters)}`, world.member.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: message,
        code: 'VALIDATION_ERROR',
        field: 'filters',
      });
    });

    it('accepts depth 5', async () => {
      expect(await names(rich(nested(5)))).toEqual(['i5', 'i6', 'i7']);
    });
  });
});
