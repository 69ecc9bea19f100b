import { SESSION_COOKIE, SESSION_TTL_SECONDS } from '@keel/core';
import type { FastifyReply } from 'fastify';
import type { Config } from '#server/config';
import { isSecureDeployment } from '#server/plugins/csrf';

/** The session cookie: HttpOnly, SameSite=Lax, Secure when Keel is served over https. */
export function setSessionCookie(reply: FastifyReply, token: string, config: Config): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureDeployment(config),
    maxAge: SESSION_TTL_SECONDS,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureDeployment(config),
  });
}
