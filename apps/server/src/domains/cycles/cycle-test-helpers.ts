import type { Cycle } from '@keel/core';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { cycles } from '#server/db/schema';
import { projectWorld } from '#server/domains/projects/project-test-world';
import { type ProjectWorld, workItemKit } from '#server/domains/work-items/kernel/test-helpers';
import type { TestApp } from '#server/test/harness';

const DAY_MS = 86_400_000;

/** The UTC calendar day `offset` days from today ("YYYY-MM-DD"). */
export function day(offset: number): string {
  return new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
}

/** What the cycles tests share: a fresh project world per call and cycle helpers on it. */
export function cycleKit(ctx: TestApp) {
  let current: ProjectWorld | undefined;
  const world = () => {
    if (!current) throw new Error('call fresh() first');
    return current;
  };
  const kit = workItemKit(ctx, world);

  async function fresh(): Promise<ProjectWorld> {
    current = await projectWorld(ctx.db);
    return current;
  }

  const cyclesUrl = () => `${world().projectUrl}/cycles/`;

  /** Creates a cycle over HTTP as the member; `from`/`to` are day offsets from today. */
  async function createCycle(name: string, from?: number, to?: number): Promise<Cycle> {
    const dates =
      from === undefined || to === undefined ? {} : { start_date: day(from), end_date: day(to) };
    const response = await kit.call('POST', cyclesUrl(), world().member.cookie, {
      name,
      ...dates,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Cycle>();
  }

  /** Moves a cycle's dates directly, for states the API refuses to reach (a past cycle's edits). */
  async function setDates(cycleId: string, start: Date, end: Date): Promise<void> {
    await ctx.db
      .update(cycles)
      .set({ start_date: start, end_date: end })
      .where(eq(cycles.id, cycleId));
  }

  return { ...kit, world, fresh, cyclesUrl, createCycle, setDates };
}
