import { type IncomingMessage, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake service was asked. */
export interface FakeLlmRequest {
  authorization: string | undefined;
  body: { model?: string; stream?: boolean; messages?: { role: string; content: string }[] };
}

/**
 * A small OpenAI-compatible chat-completions service for tests and journeys (never a real one):
 * it answers "Summary: " and the first words of the text it was given, streamed a word at a time,
 * and records every request. `failNext` makes the next call answer 500.
 */
export interface FakeLlm {
  url: string;
  requests: FakeLlmRequest[];
  failNext: () => void;
  close: () => Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The canned answer to a conversation: the first words of the text after the task. */
export function fakeAnswer(messages: { role: string; content: string }[] = []): string {
  const user = messages.find((message) => message.role === 'user')?.content ?? '';
  const text = user.includes('---') ? (user.split('---')[1] ?? '') : user;
  const words = text.trim().split(/\s+/).filter(Boolean).slice(0, 6).join(' ');
  return `Summary: ${words}`;
}

export async function startFakeLlm(port = 0): Promise<FakeLlm> {
  const requests: FakeLlmRequest[] = [];
  let shouldFail = false;
  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = JSON.parse((await bodyOf(request)) || '{}') as FakeLlmRequest['body'];
      requests.push({ authorization: request.headers.authorization, body });
      if (shouldFail || !request.url?.endsWith('/chat/completions')) {
        shouldFail = false;
        response.writeHead(500).end('{"error":"fake failure"}');
        return;
      }
      const answer = fakeAnswer(body.messages);
      if (body.stream !== true) {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ choices: [{ message: { content: answer } }] }));
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      const pieces = answer.split(/(?<= )/);
      for (const piece of pieces) {
        response.write(`data: ${JSON.stringify({ choices: [{ delta: { content: piece } }] })}\n\n`);
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
      response.end('data: [DONE]\n\n');
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(actual)}/v1`,
    requests,
    failNext: () => {
      shouldFail = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
