import { LINK_URL_MESSAGE, type Module, type ModuleLink } from '@keel/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { moduleLinks } from '#server/db/schema';
import { useTestApp } from '#server/test/harness';
import { expectRefused, moduleKit } from './module-test-helpers';

describe('module links', () => {
  const ctx = useTestApp();
  const kit = moduleKit(ctx);
  const { call } = kit;

  async function linkCount(moduleId: string) {
    return (await ctx.db.select().from(moduleLinks).where(eq(moduleLinks.module_id, moduleId)))
      .length;
  }

  it('adds, reads, edits and removes links, shown as link_module', async () => {
    const w = await kit.world();
    const module = await kit.createModule(w, { name: 'Alpha' });
    const links = `${w.modulesUrl}${module.id}/module-links/`;
    const created = await call('POST', links, w.member.cookie, {
      url: 'https://example.com/spec',
      title: 'Spec',
      metadata: { kind: 'doc' },
    });
    expect(created.statusCode).toBe(201);
    const link = created.json<ModuleLink>();
    expect(link).toMatchObject({
      title: 'Spec',
      url: 'https://example.com/spec',
      metadata: { kind: 'doc' },
      module_id: module.id,
      created_by: w.member.user.id,
    });
    const bare = await call('POST', links, w.admin.cookie, { url: 'http://example.org' });
    expect(bare.json()).toMatchObject({ title: '', metadata: {} });
    const listed = await call('GET', links, w.guest.cookie);
    expect(listed.json<ModuleLink[]>().map((row) => row.url)).toEqual([
      'https://example.com/spec',
      'http://example.org',
    ]);
    const read = await call('GET', `${w.modulesUrl}${module.id}/`, w.guest.cookie);
    expect(read.json<Module>().link_module).toEqual(listed.json());
    expect((await call('GET', `${links}${link.id}/`, w.guest.cookie)).json()).toEqual(link);

    const edited = await call('PATCH', `${links}${link.id}/`, w.member.cookie, { title: 'Doc' });
    expect(edited.json()).toMatchObject({ title: 'Doc', url: 'https://example.com/spec' });
    expect((await call('DELETE', `${links}${link.id}/`, w.member.cookie)).statusCode).toBe(204);
    expect((await call('GET', `${links}${link.id}/`, w.member.cookie)).statusCode).toBe(404);
    expect((await call('GET', links, w.member.cookie)).json()).toHaveLength(1);
  });

  it('refuses javascript: and other non-web URLs, storing nothing', async () => {
    const w = await kit.world();
    const module = await kit.createModule(w, { name: 'Alpha' });
    const links = `${w.modulesUrl}${module.id}/module-links/`;
    for (const url of [
      'javascript:alert(1)',
      'JavaScript://example.com/%0Aalert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://example.com/file',
      'example.com',
      '',
    ])
      expectRefused(
        await call('POST', links, w.member.cookie, { url, title: 'Bad' }),
        LINK_URL_MESSAGE,
        'url',
      );
    expect(await linkCount(module.id)).toBe(0);
    const good = await call('POST', links, w.member.cookie, { url: 'https://example.com' });
    const link = good.json<ModuleLink>();
    expectRefused(
      await call('PATCH', `${links}${link.id}/`, w.member.cookie, { url: 'javascript:void(0)' }),
      LINK_URL_MESSAGE,
      'url',
    );
    const stored = await ctx.db.select().from(moduleLinks).where(eq(moduleLinks.id, link.id));
    expect(stored[0]?.url).toBe('https://example.com');
  });

  it('refuses the anonymous, outsiders, guests, foreign origins and other projects', async () => {
    const w = await kit.world();
    const module = await kit.createModule(w, { name: 'Alpha' });
    const links = `${w.modulesUrl}${module.id}/module-links/`;
    const link = (
      await call('POST', links, w.member.cookie, { url: 'https://example.com' })
    ).json<ModuleLink>();
    const one = `${links}${link.id}/`;
    await kit.expectProjectReadersOnly(w, links);
    await kit.expectProjectReadersOnly(w, one);
    await kit.expectMembersOnly(w, 'POST', links, { url: 'https://example.net' });
    await kit.expectMembersOnly(w, 'PATCH', one, { title: 'X' });
    await kit.expectMembersOnly(w, 'DELETE', one);
    expect(await linkCount(module.id)).toBe(1);
    const other = await kit.world();
    const elsewhere = `${other.projectUrl}/modules/${module.id}/module-links/`;
    expect((await call('GET', elsewhere, other.admin.cookie)).statusCode).toBe(404);
    expect(
      (await call('POST', elsewhere, other.admin.cookie, { url: 'https://example.net' }))
        .statusCode,
    ).toBe(404);
    const otherModule = await kit.createModule(other, { name: 'Theirs' });
    const crossed = `${other.projectUrl}/modules/${otherModule.id}/module-links/${link.id}/`;
    expect((await call('DELETE', crossed, other.admin.cookie)).statusCode).toBe(404);
    expect(await linkCount(module.id)).toBe(1);
  });
});
