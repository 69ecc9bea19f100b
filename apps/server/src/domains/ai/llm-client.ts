import { AppError } from '@keel/core';

/** The configured OpenAI-compatible chat-completions endpoint (config.llm). */
export interface LlmSettings {
  apiUrl: string;
  model: string;
  apiKey: string | null;
}

/** How long the service may take to start answering. */
const FIRST_BYTE_TIMEOUT_MS = 30_000;

/** The chat-completions address: LLM_API_URL itself, or its `/chat/completions` when it is a base. */
export function completionsUrl(apiUrl: string): string {
  const trimmed = apiUrl.replace(/\/+$/, '');
  return trimmed.endsWith('/chat/completions') ? trimmed : `${trimmed}/chat/completions`;
}

/** The instructions Pi works under. */
const SYSTEM_PROMPT =
  'You are Pi, the writing assistant of Keel, a project management tool. Do what the task asks ' +
  'with the text given, and answer with the result only: no preamble, no remarks about yourself. ' +
  'Keep the language of the text unless the task asks for another. Use plain Markdown.';

/**
 * Streams an answer from the chat-completions endpoint: calls `onDelta` with each piece of text as
 * it arrives and resolves with the whole answer. The API key stays here; `signal` stops the call
 * (the person cancelled, or closed the page).
 */
export async function streamCompletion(options: {
  llm: LlmSettings;
  task: string;
  prompt: string;
  signal: AbortSignal;
  onDelta: (text: string) => void;
}): Promise<string> {
  const { llm, task, prompt, signal, onDelta } = options;
  const timeout = AbortSignal.timeout(FIRST_BYTE_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(completionsUrl(llm.apiUrl), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        ...(llm.apiKey ? { authorization: `Bearer ${llm.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: llm.model,
        stream: true,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: prompt === '' ? task : `${task}\n\n---\n\n${prompt}` },
        ],
      }),
      signal: AbortSignal.any([signal, timeout]),
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new AppError('AI_UNAVAILABLE');
  }
  if (!response.ok || !response.body) throw new AppError('AI_UNAVAILABLE');
  let answer = '';
  let buffered = '';
  const decoder = new TextDecoder();
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffered += decoder.decode(chunk, { stream: true });
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      const data = line.startsWith('data:') ? line.slice(5).trim() : '';
      if (data === '' || data === '[DONE]') continue;
      let delta = '';
      try {
        const parsed = JSON.parse(data) as {
          choices?: { delta?: { content?: string }; message?: { content?: string } }[];
        };
        delta = parsed.choices?.[0]?.delta?.content ?? parsed.choices?.[0]?.message?.content ?? '';
      } catch {
        continue;
      }
      if (delta !== '') {
        answer += delta;
        onDelta(delta);
      }
    }
  }
  return answer;
}
