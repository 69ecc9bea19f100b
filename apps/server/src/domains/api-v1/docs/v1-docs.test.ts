import { describe, expect, it } from 'vitest';
import { useTestApp } from '#server/test/harness';
import { areaOf } from './openapi';

interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
  components: { securitySchemes: Record<string, { type: string }> };
}

describe('/api/v1/openapi.json and /api/v1/docs', () => {
  const ctx = useTestApp();

  it('describes every v1 route, and only those, as OpenAPI 3.1 from their schemas', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const document = response.json<OpenApiDocument>();
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: 'Keel API', version: 'v1' });
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual(['apiKey', 'bearer']);
    const paths = Object.keys(document.paths);
    expect(paths).toContain('/api/v1/users/me/');
    expect(
      (document.paths['/api/v1/users/me/']?.get as { tags?: string[] } | undefined)?.tags,
    ).toEqual(['users']);
    expect(paths.every((path) => path.startsWith('/api/v1/'))).toBe(true);
    expect(paths).not.toContain('/api/v1/openapi.json');
    expect(paths.some((path) => path.startsWith('/api/v1/docs'))).toBe(false);
    // Every v1 route the app has is in it, its parameters named as OpenAPI writes them.
    const v1Routes = ctx.app.routeTable.filter(
      (route) =>
        route.url.startsWith('/api/v1/') &&
        route.url !== '/api/v1/openapi.json' &&
        !route.url.startsWith('/api/v1/docs') &&
        route.method !== 'HEAD',
    );
    expect(v1Routes.length).toBeGreaterThan(0);
    for (const route of v1Routes) {
      const path = route.url.replace(/:([A-Za-z_]+)/g, '{$1}');
      expect(
        document.paths[path]?.[route.method.toLowerCase()],
        `${route.method} ${path}`,
      ).toBeDefined();
    }
    const withSlug = Object.entries(document.paths).find(([path]) => path.includes('{slug}'));
    if (withSlug) {
      const operation = Object.values(withSlug[1])[0];
      expect(operation?.parameters?.some((p) => p.name === 'slug' && p.in === 'path')).toBe(true);
    }
  });

  it('groups the routes by area', () => {
    expect(areaOf('/api/v1/users/me/')).toBe('users');
    expect(areaOf('/api/v1/workspaces/:slug/members/')).toBe('members');
    expect(areaOf('/api/v1/workspaces/:slug/projects/')).toBe('projects');
    expect(areaOf('/api/v1/workspaces/:slug/projects/:pk/')).toBe('projects');
    expect(areaOf('/api/v1/workspaces/:slug/projects/:project_id/issues/:pk/links/')).toBe(
      'issues',
    );
    expect(areaOf('/api/v1/workspaces/:slug/projects/:project_id/cycles/')).toBe('cycles');
  });

  it('serves a page that reads the document, with its files from this server', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/v1/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('/api/v1/docs/swagger-ui-bundle.js');
    expect(page.body).not.toMatch(/<script>(?!<\/script>)/);
    const bundle = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/docs/swagger-ui-bundle.js',
    });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toMatch(/javascript/);
    const start = await ctx.app.inject({ method: 'GET', url: '/api/v1/docs/start.js' });
    expect(start.body).toContain('/api/v1/openapi.json');
    const other = await ctx.app.inject({ method: 'GET', url: '/api/v1/docs/package.json' });
    expect(other.statusCode).toBe(404);
  });
});
