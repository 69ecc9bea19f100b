import { z } from 'zod';

/** The longest text Pi is given to work on, and the longest instruction. */
export const AI_MAX_PROMPT_LENGTH = 40_000;
export const AI_MAX_TASK_LENGTH = 2_000;
/** Requests one person may make of Pi a minute. */
export const AI_REQUESTS_PER_MINUTE = 20;
/** What the interface says while Pi answers (spec, introduction). */
export const AI_GENERATING_MESSAGE = 'Pi is generating response';

/**
 * `POST …/ai-assistant/` (Plane's GPT endpoint): `task` is what to do, `prompt` the text to do it
 * with (the selection, or the page or work-item description).
 */
export const AiAssistantBodySchema = z.object({
  task: z
    .string({ error: 'task: what Pi should do is required' })
    .trim()
    .min(1, 'task: what Pi should do is required')
    .max(AI_MAX_TASK_LENGTH, `task: must be at most ${String(AI_MAX_TASK_LENGTH)} characters`),
  prompt: z
    .string()
    .max(AI_MAX_PROMPT_LENGTH, `prompt: must be at most ${String(AI_MAX_PROMPT_LENGTH)} characters`)
    .default(''),
});
export type AiAssistantBody = z.input<typeof AiAssistantBodySchema>;

/** The whole answer, as Plane's endpoint gives it (when the client does not ask for a stream). */
export const AiAssistantAnswerSchema = z.object({
  response: z.string(),
  response_html: z.string(),
});
export type AiAssistantAnswer = z.infer<typeof AiAssistantAnswerSchema>;

/** One event of the streamed answer (`text/event-stream`, `data: {...}` lines, then [DONE]). */
export const AiStreamEventSchema = z.object({ delta: z.string() });
