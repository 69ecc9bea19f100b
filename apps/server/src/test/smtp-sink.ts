import { createServer, type Server } from 'node:net';

/** An email a SmtpSink accepted, with the PLAIN credentials it was sent with. */
export interface ReceivedEmail {
  from: string;
  to: string[];
  /** The raw message (headers and body) as the client sent it. */
  data: string;
  /** "user\0password" from AUTH PLAIN; null when the client did not sign in. */
  credentials: { user: string; password: string } | null;
}

export interface SmtpSink {
  port: number;
  received: ReceivedEmail[];
  close: () => Promise<void>;
}

/**
 * A tiny SMTP server on a loopback port that accepts every message (plain SMTP, AUTH PLAIN), so
 * that tests send real email through a real socket and read what arrived.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedEmail[] = [];
  const server: Server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current: ReceivedEmail = { from: '', to: [], data: '', credentials: null };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink.test ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '', credentials: current.credentials };
          reply('250 OK queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO') reply('250-sink.test\r\n250 AUTH PLAIN');
        else if (command === 'HELO') reply('250 sink.test');
        else if (command === 'AUTH') {
          const [, , encoded = ''] = line.split(' ');
          const [, user = '', password = ''] = Buffer.from(encoded, 'base64')
            .toString('utf8')
            .split('\0');
          current.credentials = { user, password };
          reply('235 Authenticated');
        } else if (command === 'MAIL') {
          current.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 OK');
        } else if (command === 'RCPT') {
          current.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 OK');
        } else if (command === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (command === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else reply('250 OK');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The SMTP sink has no port');
  return {
    port: address.port,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}
