import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_V1_PREFIX } from '#server/plugins/access';

/** Where the document and its reading page are served (not themselves part of the document). */
export const OPENAPI_PATH = `${API_V1_PREFIX}openapi.json`;
export const DOCS_PATH = `${API_V1_PREFIX}docs`;

const zodToJsonSchema = createJsonSchemaTransform({});

const DESCRIPTION = [
  "Keel's public REST API, compatible with Plane's v1: the same paths, fields and answers, so",
  "Plane's SDKs and MCP server work against Keel. Authenticate with an API token (profile",
  'settings → API tokens) in the `X-API-Key` header, or as `Authorization: Bearer <token>`.',
  'Each token may make API_KEY_RATE_LIMIT requests (60 a minute unless the instance says',
  'otherwise); every answer carries `X-RateLimit-Remaining` and `X-RateLimit-Reset`.',
].join(' ');

/**
 * The area a route belongs to, for the document's groups: the first word after the project (or,
 * without one, after the workspace), such as `issues`, `cycles` or `members`.
 */
export function areaOf(url: string): string {
  const words = url
    .slice(API_V1_PREFIX.length)
    .split('/')
    .filter((word) => word !== '');
  const after = (name: string) => {
    const at = words.indexOf(name);
    return at >= 0 ? words[at + 2] : undefined;
  };
  const area = after('projects') ?? after('workspaces') ?? words[0];
  if (area === undefined || area.startsWith(':'))
    return words.includes('projects') ? 'projects' : 'users';
  return area;
}

/**
 * Collects the `/api/v1/` routes as they are registered and describes them as an OpenAPI 3.1
 * document generated from their zod schemas (`app.swagger()`); every other route is left out.
 * Registered by app.ts before the domains, so it sees their routes.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Keel API', version: 'v1', description: DESCRIPTION },
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
      security: [{ apiKey: [] }, { bearer: [] }],
    },
    transform: (input) => {
      const isDocumented =
        input.url.startsWith(API_V1_PREFIX) &&
        input.url !== OPENAPI_PATH &&
        !input.url.startsWith(DOCS_PATH);
      if (!isDocumented) return { schema: { ...input.schema, hide: true }, url: input.url };
      return zodToJsonSchema({ ...input, schema: { ...input.schema, tags: [areaOf(input.url)] } });
    },
  });
}
