import {
  INTAKE_SOURCE_FORMS,
  type IntakeFormSettings,
  type IntakeItemPage,
  PUBLIC_INTAKE_PER_MINUTE,
} from '@keel/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { intakeItems, projects, workItems } from '#server/db/schema';
import { caller, projectWorld } from '#server/domains/projects/project-test-world';
import type { EmailMessage } from '#server/lib/mailer';
import { useTestApp } from '#server/test/harness';
import { replyToIntakeSenders } from './intake-form-replies';

describe('public intake form', () => {
  const ctx = useTestApp();
  const call = caller(ctx);
  let address = 0;

  /** Each test sends from its own address, so that the per-address limits never meet. */
  function newAddress(): string {
    address += 1;
    return `10.77.${String(Math.floor(address / 250))}.${String(address % 250)}`;
  }

  async function world() {
    const w = await projectWorld(ctx.db);
    await ctx.db.update(projects).set({ inbox_view: true }).where(eq(projects.id, w.project.id));
    const settings = `${w.projectUrl}/intake-form/`;
    const turnOn = async () => {
      const response = await call('PATCH', settings, w.admin.cookie, { is_enabled: true });
      expect(response.statusCode, response.body).toBe(200);
      const form = response.json<IntakeFormSettings>();
      if (form.anchor === null) throw new Error('no anchor');
      return form.anchor;
    };
    const ip = newAddress();
    const submit = (anchor: string, payload: object, remoteAddress = ip) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/public/anchor/${anchor}/intake/`,
        payload,
        remoteAddress,
      });
    const requests = async () =>
      (await call('GET', `${w.projectUrl}/intake-issues/`, w.admin.cookie)).json<IntakeItemPage>()
        .results;
    return { ...w, settings, turnOn, submit, requests, ip };
  }

  it('is off by default, and only project admins see it, turn it on, or change its link', async () => {
    const w = await world();
    const off = await call('GET', w.settings, w.admin.cookie);
    expect(off.json()).toEqual({ is_enabled: false, anchor: null });
    for (const cookie of [w.member.cookie, w.guest.cookie, w.outsider.cookie]) {
      expect((await call('GET', w.settings, cookie)).statusCode).toBe(403);
      expect((await call('PATCH', w.settings, cookie, { is_enabled: true })).statusCode).toBe(403);
      expect((await call('POST', `${w.settings}regenerate/`, cookie)).statusCode).toBe(403);
    }
    expect((await call('GET', w.settings, undefined)).statusCode).toBe(401);
    const bad = await call('PATCH', w.settings, w.admin.cookie, { is_enabled: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toContain('is_enabled');

    const anchor = await w.turnOn();
    expect(anchor).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const page = await ctx.app.inject({
      method: 'GET',
      url: `/api/public/anchor/${anchor}/intake/`,
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toEqual({
      workspace_name: w.workspace.name,
      project_name: w.project.name,
      project_identifier: w.project.identifier,
    });

    // Turned off, the link answers 404; on again, the same link works.
    await call('PATCH', w.settings, w.admin.cookie, { is_enabled: false });
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/public/anchor/${anchor}/intake/` }))
        .statusCode,
    ).toBe(404);
    expect(await w.turnOn()).toBe(anchor);

    // A new link retires the old one.
    const renewed = await call('POST', `${w.settings}regenerate/`, w.admin.cookie);
    const fresh = renewed.json<IntakeFormSettings>().anchor ?? '';
    expect(fresh).not.toBe(anchor);
    expect((await w.submit(anchor, { name: 'x', email: 'a@b.co' })).statusCode).toBe(404);
    expect((await w.submit(fresh, { name: 'x', email: 'a@b.co' })).statusCode).toBe(201);

    // The form closes with the project's intake.
    await ctx.db.update(projects).set({ inbox_view: false }).where(eq(projects.id, w.project.id));
    expect((await w.submit(fresh, { name: 'x', email: 'a@b.co' })).statusCode).toBe(404);
    const refused = await call('PATCH', w.settings, w.admin.cookie, { is_enabled: true });
    expect(refused.statusCode).toBe(400);
    expect((await call('GET', `/api/public/anchor/nope/intake/`, undefined)).statusCode).toBe(404);
  });

  it('puts a submission in the intake as a pending request from the sender, sanitized', async () => {
    const w = await world();
    const anchor = await w.turnOn();
    const sent = await w.submit(anchor, {
      name: '  Export <b>fails</b>  ',
      description: 'It breaks.\n\n<script>alert(1)</script> & more\nline two',
      email: ' Ada@Example.COM ',
      language: 'fr',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toEqual({ received: true });
    const [request] = await w.requests();
    expect(request).toMatchObject({
      status: -2,
      source: INTAKE_SOURCE_FORMS,
      source_email: 'ada@example.com',
      issue: { name: 'Export <b>fails</b>' },
    });
    const [item] = await ctx.db
      .select({ html: workItems.description_html })
      .from(workItems)
      .where(eq(workItems.id, request?.issue.id ?? ''));
    expect(item?.html).toBe(
      '<p>It breaks.</p><p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; more<br />line two</p>',
    );
    // Still in triage: not in the project's lists.
    const list = await call('GET', `${w.projectUrl}/issues/`, w.admin.cookie);
    expect(list.json<{ results: { id: string }[] }>().results).toHaveLength(0);
  });

  it('refuses bad input by field, drops a filled honeypot quietly, and limits each address', async () => {
    const w = await world();
    const anchor = await w.turnOn();
    for (const [payload, field] of [
      [{ email: 'a@b.co' }, 'name'],
      [{ name: '   ', email: 'a@b.co' }, 'name'],
      [{ name: 'x'.repeat(256), email: 'a@b.co' }, 'name'],
      [{ name: 'x' }, 'email'],
      [{ name: 'x', email: 'not-an-email' }, 'email'],
      [{ name: 'x', email: 'a@b.co', description: 'y'.repeat(10_001) }, 'description'],
      [{ name: 'x', email: 'a@b.co', project_id: w.project.id }, 'project_id'],
    ] as const) {
      const response = await w.submit(anchor, payload, newAddress());
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.body).toContain(field);
    }
    const robot = await w.submit(
      anchor,
      { name: 'Cheap pills', email: 'spam@spam.example', website: 'https://spam.example' },
      newAddress(),
    );
    expect(robot.statusCode).toBe(201);
    expect(await w.requests()).toHaveLength(0);

    for (let index = 0; index < PUBLIC_INTAKE_PER_MINUTE; index += 1)
      expect(
        (await w.submit(anchor, { name: `Ask ${String(index)}`, email: 'a@b.co' })).statusCode,
      ).toBe(201);
    const over = await w.submit(anchor, { name: 'One more', email: 'a@b.co' });
    expect(over.statusCode).toBe(429);
    expect(await w.requests()).toHaveLength(PUBLIC_INTAKE_PER_MINUTE);
  });

  it('emails the sender once when the request is accepted, declined or marked duplicate', async () => {
    const w = await world();
    const anchor = await w.turnOn();
    await w.submit(anchor, { name: 'Dark mode', email: 'ada@example.com', language: 'de' });
    await w.submit(anchor, { name: 'Faster export', email: 'bob@example.com' });
    await w.submit(anchor, { name: 'Dark theme', email: 'cy@example.com' });
    const [theme, faster, dark] = await w.requests();
    if (!theme || !faster || !dark) throw new Error('three requests expected');
    const sent: EmailMessage[] = [];
    const mailer = {
      send: (message: EmailMessage) => {
        sent.push(message);
        return Promise.resolve();
      },
    };
    const intake = `${w.projectUrl}/intake-issues/`;
    expect(await replyToIntakeSenders({ db: ctx.db, mailer })).toBe(0);

    await call('PATCH', `${intake}${dark.id}/`, w.member.cookie, { status: 1 });
    await call('PATCH', `${intake}${faster.id}/`, w.member.cookie, { status: -1 });
    await call('PATCH', `${intake}${theme.id}/`, w.member.cookie, {
      status: 2,
      duplicate_to: dark.issue.id,
    });
    expect(await replyToIntakeSenders({ db: ctx.db, mailer })).toBe(3);
    const to = (email: string) => sent.find((message) => message.to === email);
    // Newest first: Dark theme (cy), Faster export (bob), Dark mode (ada, who wrote in German).
    expect(to('ada@example.com')?.subject).toBe('Deine Anfrage „Dark mode“ wurde angenommen');
    expect(to('ada@example.com')?.text).toContain(w.project.name);
    expect(to('bob@example.com')?.subject).toBe('Your request “Faster export” was declined');
    expect(to('cy@example.com')?.subject).toBe('Your request “Dark theme” is already known');

    // Heard once: a second run, or reopening and declining again, sends nothing more.
    expect(await replyToIntakeSenders({ db: ctx.db, mailer })).toBe(0);
    await call('PATCH', `${intake}${faster.id}/`, w.member.cookie, { status: -2 });
    await call('PATCH', `${intake}${faster.id}/`, w.member.cookie, { status: -1 });
    expect(await replyToIntakeSenders({ db: ctx.db, mailer })).toBe(0);
    // Accepted after all, it sends the news.
    await call('PATCH', `${intake}${faster.id}/`, w.member.cookie, { status: 1 });
    expect(await replyToIntakeSenders({ db: ctx.db, mailer })).toBe(1);
    const [row] = await ctx.db
      .select({ replied: intakeItems.replied_status })
      .from(intakeItems)
      .where(eq(intakeItems.id, faster.id));
    expect(row?.replied).toBe(1);
  });
});
