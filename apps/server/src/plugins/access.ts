import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * Who may call a route. Every route under a guarded prefix must say so in `config.access`; the app
 * refuses to start otherwise, so a forgotten check cannot ship (CONVENTIONS.md 5).
 *   public  anyone, signed in or not
 */
export type RouteAccess = 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

/** Paths served by Keel's own routes; everything else is the static web app. */
export const GUARDED_PREFIXES = ['/api', '/auth', '/ws', '/live', '/healthz', '/readyz'] as const;

export function isGuardedPath(url: string): boolean {
  return GUARDED_PREFIXES.some(
    (prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`),
  );
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess | undefined;
}

/**
 * Records every route as it is registered and, once the app is ready, fails if a guarded route
 * declares no access. `routes` lets tests walk the table.
 */
export function registerAccessDeclarations(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      routes.push({ method, url: route.url, access: route.config?.access });
    }
  });
  app.addHook('onReady', async () => {
    const undeclared = routes.filter((route) => isGuardedPath(route.url) && !route.access);
    if (undeclared.length > 0) {
      const list = undeclared.map((route) => `${route.method} ${route.url}`).join(', ');
      throw new Error(`Routes without an access declaration: ${list}`);
    }
  });
  return routes;
}
