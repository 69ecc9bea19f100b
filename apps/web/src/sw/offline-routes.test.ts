import { describe, expect, it } from 'vitest';
import {
  type KeepableResponse,
  type RouteRequest,
  answerKey,
  bootstrapLineOf,
  isKeptApiPath,
  isKeptResponse,
  keepLoadedMessage,
  keepLoadedUrls,
  offlineRoute,
  signedInPerson,
} from './offline-routes';

const ORIGIN = 'https://keel.example';
const PROJECT = '/api/workspaces/acme/projects/0b6c54d2-8f4e-4c1b-9d0e-5a2f3b4c6d7e';

function get(path: string, mode: RequestMode = 'cors'): RouteRequest {
  return { method: 'GET', url: `${ORIGIN}${path}`, mode };
}

function response(
  status: number,
  contentType: string,
  extra: { type?: ResponseType; cacheControl?: string } = {},
): KeepableResponse {
  const headers = new Headers({ 'content-type': contentType });
  if (extra.cacheControl !== undefined) headers.set('cache-control', extra.cacheControl);
  return { status, type: extra.type ?? 'basic', headers };
}

describe('offlineRoute', () => {
  it.each([
    ['/acme/projects/p1/issues', 'page'],
    ['/', 'page'],
    ['/settings/profile/general?tab=1', 'page'],
    // The server answers these itself: downloads, sign-in callbacks, sockets.
    ['/api/workspaces/acme/export-issues/e1/download/', 'network'],
    ['/auth/google/callback/', 'network'],
    ['/live/collaboration', 'network'],
  ] as const)('takes the navigation to %s as %s', (path, route) => {
    expect(offlineRoute(get(path, 'navigate'), ORIGIN)).toBe(route);
  });

  it('takes the built files from the cache first', () => {
    expect(offlineRoute(get('/assets/index-ChOYez7c.js'), ORIGIN)).toBe('asset');
    expect(offlineRoute(get('/assets/sqlite3-k2cTanUO.wasm'), ORIGIN)).toBe('asset');
  });

  it('keeps the answers of the bootstrap apart from the bootstrap itself', () => {
    expect(offlineRoute(get('/api/bootstrap/?workspace=acme&project=p1'), ORIGIN)).toBe(
      'bootstrap',
    );
  });

  it('answers the reference GETs an offline start needs from their kept copy', () => {
    for (const path of [
      '/api/users/session/',
      '/api/users/me/',
      '/api/users/me/profile/',
      '/api/users/me/workspaces/',
      '/api/instances/',
      `${PROJECT}/states/?include_triage=true`,
      `${PROJECT}/issue-labels/`,
      `${PROJECT}/user-properties/`,
    ])
      expect(offlineRoute(get(path), ORIGIN), path).toBe('api');
  });

  it('leaves everything but GET to the network', () => {
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE', 'HEAD'])
      expect(offlineRoute({ ...get(`${PROJECT}/states/`), method }, ORIGIN), method).toBe(
        'network',
      );
    // A sign-in form's post is a navigation too.
    expect(offlineRoute({ ...get('/auth/sign-in/', 'navigate'), method: 'POST' }, ORIGIN)).toBe(
      'network',
    );
  });

  it('leaves other origins, work items and the server’s own files to the network', () => {
    expect(offlineRoute(get('/api/users/me/'), 'https://other.example')).toBe('network');
    expect(offlineRoute(get(`${PROJECT}/issues/?per_page=50`), ORIGIN)).toBe('network');
    expect(offlineRoute(get('/sw.js'), ORIGIN)).toBe('network');
    expect(offlineRoute(get('/favicon.svg'), ORIGIN)).toBe('network');
  });
});

describe('isKeptApiPath', () => {
  // From a reload of a project's list (its page, the sidebar and the local cache's worker) and
  // the bootstrap's answers.
  it.each([
    '/api/users/session/',
    '/api/users/me/',
    '/api/users/me/profile/',
    '/api/users/me/settings/',
    '/api/users/me/workspaces/',
    '/api/users/me/instance-admin/',
    '/api/instances/',
    '/api/instances/admins/me/',
    '/api/workspaces/acme/projects/',
    '/api/workspaces/acme/workspace-members/me/',
    '/api/workspaces/acme/sidebar-preferences/',
    '/api/workspaces/acme/user-favorites/',
    '/api/workspaces/acme/users/notifications/unread/',
    `${PROJECT}/`,
    `${PROJECT}/states/`,
    `${PROJECT}/issue-labels/`,
    `${PROJECT}/members/`,
    `${PROJECT}/estimates/`,
    `${PROJECT}/user-properties/`,
    `${PROJECT}/cycles/`,
    `${PROJECT}/modules/`,
    `${PROJECT}/archived-cycles/`,
    `${PROJECT}/archived-modules/`,
    `${PROJECT}/pages/`,
    `${PROJECT}/pages-summary/`,
    // Workspaces whose slugs hold words the rules look for.
    '/api/workspaces/issue-desk/projects/',
    '/api/users/me/workspaces/search-team/project-roles/',
  ])('keeps %s', (path) => {
    expect(isKeptApiPath(path)).toBe(true);
  });

  // Work items come from the local cache offline; a kept copy would overwrite edits made there.
  it.each([
    `${PROJECT}/issues/`,
    `${PROJECT}/issues/list/`,
    `${PROJECT}/issues/i1/`,
    `${PROJECT}/issues/i1/sub-issues/`,
    `${PROJECT}/issues/i1/comments/`,
    `${PROJECT}/v2/issues/`,
    `${PROJECT}/v2/work-items/`,
    `${PROJECT}/work-items/`,
    `${PROJECT}/work-items/list/`,
    `${PROJECT}/deleted-issues/`,
    `${PROJECT}/archived-issues/`,
    `${PROJECT}/issue-drafts/`,
    `${PROJECT}/cycles/c1/cycle-issues/`,
    `${PROJECT}/modules/m1/module-issues/`,
    `${PROJECT}/modules/m1/issues/`,
    `${PROJECT}/views/v1/issues/`,
    `${PROJECT}/intake-issues/`,
    `${PROJECT}/inbox-issues/`,
    `${PROJECT}/intake-work-items/i1/description-versions/`,
    `${PROJECT}/search-issues/`,
    '/api/workspaces/acme/issues/',
    '/api/workspaces/acme/issues/report/',
    '/api/workspaces/acme/draft-issues/',
    '/api/workspaces/acme/work-items/ACME-1/',
    '/api/users/me/workspaces/acme/dashboard/',
    '/api/workspaces/issue-desk/projects/p1/issues/',
  ])('leaves out %s, which carries work items', (path) => {
    expect(isKeptApiPath(path)).toBe(false);
  });

  it.each([
    '/api/bootstrap/',
    '/api/workspaces/acme/search/',
    '/api/workspaces/acme/entity-search/',
    '/api/workspaces/acme/export-issues/',
    '/api/workspaces/acme/export-issues/e1/download/',
    '/api/export-files/e1/',
    '/api/assets/v2/files/a1/',
    '/api/users/api-tokens/',
    '/api/workspaces/acme/webhooks/',
    '/api/instances/configurations/',
    '/api/workspace-slug-check/',
    '/api/workspaces/acme/project-identifiers/',
    '/api/unsplash/',
    '/api/public/anchor/a1/intake/',
    '/api/v1/workspaces/acme/projects/',
    '/api/',
    '/apiary/',
  ])('leaves out %s: per request, a file, a secret or not this app’s', (path) => {
    expect(isKeptApiPath(path)).toBe(false);
  });
});

describe('answerKey', () => {
  it('orders the query, so that the bootstrap’s line and the app’s GET meet', () => {
    expect(answerKey(`${ORIGIN}/api/x/?b=2&a=1`)).toBe(answerKey(`${ORIGIN}/api/x/?a=1&b=2`));
    expect(answerKey(`${ORIGIN}/api/x/#top`)).toBe(`${ORIGIN}/api/x/`);
  });
});

describe('isKeptResponse', () => {
  it('keeps a plain 200 of the right kind', () => {
    expect(isKeptResponse('api', response(200, 'application/json; charset=utf-8'))).toBe(true);
    expect(isKeptResponse('page', response(200, 'text/html; charset=utf-8'))).toBe(true);
    expect(isKeptResponse('asset', response(200, 'application/wasm'))).toBe(true);
  });

  it('never keeps an error, a redirect or a partial answer', () => {
    for (const status of [201, 204, 206, 304, 401, 403, 404, 500, 503])
      expect(isKeptResponse('api', response(status, 'application/json')), String(status)).toBe(
        false,
      );
    expect(isKeptResponse('page', response(0, '', { type: 'opaqueredirect' }))).toBe(false);
    expect(isKeptResponse('asset', response(200, 'text/javascript', { type: 'opaque' }))).toBe(
      false,
    );
  });

  it('keeps API answers only as JSON and the shell only as HTML', () => {
    expect(isKeptResponse('api', response(200, 'text/csv'))).toBe(false);
    expect(isKeptResponse('api', response(200, 'application/octet-stream'))).toBe(false);
    expect(isKeptResponse('page', response(200, 'application/json'))).toBe(false);
  });

  it('respects an answer the server marks no-store', () => {
    expect(
      isKeptResponse(
        'api',
        response(200, 'application/json', { cacheControl: 'private, no-store' }),
      ),
    ).toBe(false);
  });

  it('keeps nothing of what it does not answer for', () => {
    expect(isKeptResponse('network', response(200, 'application/json'))).toBe(false);
    expect(isKeptResponse('bootstrap', response(200, 'application/x-ndjson'))).toBe(false);
  });
});

describe('bootstrapLineOf', () => {
  it('reads a line’s path and answer', () => {
    expect(bootstrapLineOf('{"path":"/api/users/me/","body":{"id":"u1"}}')).toEqual({
      path: '/api/users/me/',
      body: { id: 'u1' },
    });
  });

  it('takes nothing from a line that is not an answer', () => {
    for (const line of ['', '   ', '{"path":"/api/users/me/"', '[]', '{"path":"/x/","body":1}'])
      expect(bootstrapLineOf(line), line).toBeNull();
    expect(bootstrapLineOf('{"path":"/api/users/me/"}')).toBeNull();
  });
});

describe('signedInPerson', () => {
  it('reads who the person’s own answer names', () => {
    expect(signedInPerson('/api/users/me/', { id: 'u1', email: 'a@example.com' })).toBe('u1');
    expect(signedInPerson('/api/users/me/', { id: 7 })).toBeUndefined();
    expect(signedInPerson('/api/users/me/', null)).toBeUndefined();
  });

  it('reads who the session names, and nobody when signed out', () => {
    expect(
      signedInPerson('/api/users/session/', { is_authenticated: true, user: { id: 'u1' } }),
    ).toBe('u1');
    expect(signedInPerson('/api/users/session/', { is_authenticated: false })).toBeNull();
    expect(signedInPerson('/api/users/session/', {})).toBeUndefined();
  });

  it('finds no one in other answers', () => {
    expect(signedInPerson('/api/users/me/profile/', { id: 'p1' })).toBeUndefined();
  });
});

describe('the page’s report of what it loaded', () => {
  const loaded = [
    `${ORIGIN}/assets/index-ChOYez7c.js`,
    `${ORIGIN}/assets/index-ChOYez7c.js`,
    `${ORIGIN}/api/bootstrap/?workspace=acme`,
    `${ORIGIN}/api/users/me/instance-admin/`,
    `${ORIGIN}${PROJECT}/issues/?per_page=50`,
    `${ORIGIN}/favicon.svg`,
    'https://cdn.example/font.woff2',
  ];

  it('names the built files once, and the API answers only when asked to', () => {
    expect(keepLoadedMessage(loaded, ORIGIN, { withAnswers: false })).toEqual({
      type: 'keep-loaded',
      urls: [`${ORIGIN}/assets/index-ChOYez7c.js`],
    });
    expect(keepLoadedMessage(loaded, ORIGIN, { withAnswers: true }).urls).toEqual([
      `${ORIGIN}/assets/index-ChOYez7c.js`,
      `${ORIGIN}/api/bootstrap/?workspace=acme`,
      `${ORIGIN}/api/users/me/instance-admin/`,
    ]);
  });

  it('is read by the worker with the same rules, and anything else is ignored', () => {
    const message = keepLoadedMessage(loaded, ORIGIN, { withAnswers: true });
    expect(keepLoadedUrls(message, ORIGIN)).toEqual(message.urls);
    expect(keepLoadedUrls({ type: 'keep-loaded', urls: loaded }, ORIGIN)).toEqual(message.urls);
    expect(keepLoadedUrls({ type: 'other', urls: loaded }, ORIGIN)).toEqual([]);
    expect(keepLoadedUrls({ type: 'keep-loaded', urls: 'x' }, ORIGIN)).toEqual([]);
    expect(keepLoadedUrls({ type: 'keep-loaded', urls: [1, 'not a url'] }, ORIGIN)).toEqual([]);
    expect(keepLoadedUrls(null, ORIGIN)).toEqual([]);
  });
});
