import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { AppError } from '@keel/core';
import type { FastifyPluginAsync } from 'fastify';
import { DOCS_PATH, OPENAPI_PATH } from './openapi';

/** The files of swagger-ui-dist the page loads, with their types; nothing else is served. */
const UI_FILES: Readonly<Record<string, string>> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

/** Starts Swagger UI on the document; a file of its own, as the page allows no inline script. */
const START_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: ${JSON.stringify(OPENAPI_PATH)},
    dom_id: '#api',
    deepLinking: true,
    persistAuthorization: false,
  });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Keel API v1</title>
    <link rel="stylesheet" href="${DOCS_PATH}/swagger-ui.css" />
  </head>
  <body>
    <div id="api"></div>
    <script src="${DOCS_PATH}/swagger-ui-bundle.js"></script>
    <script src="${DOCS_PATH}/start.js"></script>
  </body>
</html>
`;

function uiDirectory(): string {
  const require = createRequire(import.meta.url);
  return path.dirname(require.resolve('swagger-ui-dist/package.json'));
}

/**
 * `GET /api/v1/openapi.json`, the document generated from the v1 routes' zod schemas (openapi.ts),
 * and `GET /api/v1/docs`, a page reading it with Swagger UI (swagger-ui-dist, served from here:
 * nothing is fetched from elsewhere). Both are public: they hold no data.
 */
export const v1DocsRoutes: FastifyPluginAsync = async (app) => {
  let document: string | undefined;
  const directory = uiDirectory();
  const files = new Map<string, Buffer>();

  app.get(OPENAPI_PATH, { config: { access: 'public' } }, async (_request, reply) => {
    document ??= JSON.stringify(app.swagger());
    return reply.type('application/json; charset=utf-8').send(document);
  });

  app.get(DOCS_PATH, { config: { access: 'public' } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(PAGE),
  );

  app.get<{ Params: { file: string } }>(
    `${DOCS_PATH}/:file`,
    { config: { access: 'public' } },
    async (request, reply) => {
      const { file } = request.params;
      if (file === 'start.js')
        return reply.type(UI_FILES['swagger-ui-bundle.js'] ?? '').send(START_SCRIPT);
      const type = UI_FILES[file];
      if (type === undefined) throw new AppError('NOT_FOUND');
      let content = files.get(file);
      if (content === undefined) {
        content = await readFile(path.join(directory, file));
        files.set(file, content);
      }
      return reply.type(type).header('cache-control', 'public, max-age=86400').send(content);
    },
  );
};
