import {
  AI_REQUESTS_PER_MINUTE,
  AiAssistantAnswerSchema,
  AiAssistantBodySchema,
  AppError,
  ProjectScopeParamsSchema,
  ROLE,
  SlugParamsSchema,
} from '@keel/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Config } from '#server/config';
import { clientAddress, type RateLimit } from '#server/plugins/rate-limit';
import { streamCompletion } from './llm-client';

/** Each person may ask Pi a few times a minute, across workspaces. */
const PER_USER: RateLimit[] = [
  {
    name: 'ai-assistant',
    max: AI_REQUESTS_PER_MINUTE,
    windowMs: 60_000,
    key: (request) => request.user?.id ?? clientAddress(request),
    readsBody: true,
  },
];

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/**
 * Pi, the AI assistant (issue 19): `POST workspaces/{slug}/ai-assistant/` and
 * `…/projects/{id}/ai-assistant/` (Plane's paths). Members and admins ask; the instance's
 * OpenAI-compatible endpoint answers, streamed back as server-sent events when the client accepts
 * them, else whole as Plane answers ({response, response_html}). The API key never leaves the
 * server. Without configuration: AI_NOT_CONFIGURED.
 */
export const aiRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const answer = async (
    request: FastifyRequest<{ Body: z.output<typeof AiAssistantBodySchema> }>,
    reply: FastifyReply,
  ) => {
    const llm = config.llm;
    if (!llm) throw new AppError('AI_NOT_CONFIGURED');
    const { task, prompt } = request.body;
    const controller = new AbortController();
    request.raw.on('close', () => {
      controller.abort();
    });
    const wantsStream = (request.headers.accept ?? '').includes('text/event-stream');
    if (!wantsStream) {
      const text = await streamCompletion({
        llm,
        task,
        prompt,
        signal: controller.signal,
        onDelta: () => undefined,
      });
      return { response: text, response_html: escapeHtml(text).replaceAll('\n', '<br/>') };
    }
    // The first piece decides: a service that fails before answering is a plain error.
    const stream = { isStarted: false };
    const start = () => {
      if (stream.isStarted) return;
      stream.isStarted = true;
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
    };
    try {
      await streamCompletion({
        llm,
        task,
        prompt,
        signal: controller.signal,
        onDelta: (delta) => {
          start();
          reply.raw.write(`data: ${JSON.stringify({ delta })}\n\n`);
        },
      });
    } catch (error) {
      if (!stream.isStarted) throw error;
      request.log.warn({ err: error }, 'ai: the answer stopped');
    }
    start();
    reply.raw.end('data: [DONE]\n\n');
    return reply;
  };

  app.post(
    '/api/workspaces/:slug/ai-assistant/',
    {
      config: { access: { workspaceRole: ROLE.member }, rateLimits: PER_USER },
      schema: {
        params: SlugParamsSchema,
        body: AiAssistantBodySchema,
        response: { 200: AiAssistantAnswerSchema },
      },
    },
    answer,
  );
  app.post(
    '/api/workspaces/:slug/projects/:projectId/ai-assistant/',
    {
      config: { access: { projectRole: ROLE.member }, rateLimits: PER_USER },
      schema: {
        params: ProjectScopeParamsSchema,
        body: AiAssistantBodySchema,
        response: { 200: AiAssistantAnswerSchema },
      },
    },
    answer,
  );
};
