import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, validateSession } from '../auth/sessions.js';
import { pickLanguage } from '../lib/i18n.js';
import type { AppDeps, Channel, Context } from './context.js';

export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || null : null;
}

// Builds the context of one request: who is calling (session from bearer or cookie), in which
// language, and how to hand a new session back on this channel.
export async function createContext(deps: AppDeps, req: FastifyRequest, reply: FastifyReply, channel: Channel): Promise<Context> {
  const secure = deps.appUrl.startsWith('https:');
  const setCookie = (token: string, expires: Date) => reply.setCookie(SESSION_COOKIE, token, { httpOnly: true, secure, sameSite: 'lax', path: '/', expires });

  const bearer = bearerToken(req);
  const cookie = req.cookies[SESSION_COOKIE] ?? null;
  const sessionToken = bearer ?? cookie;
  const valid = sessionToken ? await validateSession(deps.db, sessionToken) : null;
  if (valid?.renewedUntil && !bearer && cookie) setCookie(cookie, valid.renewedUntil);
  if (!valid && cookie && !bearer) reply.clearCookie(SESSION_COOKIE, { path: '/' });

  return {
    deps,
    channel,
    ip: req.ip,
    // The language the request asks for, else the person's own (a v1 script sends no header).
    language: req.headers['accept-language'] ? pickLanguage(req.headers['accept-language']) : (valid?.auth.language ?? 'en-US'),
    sessionToken,
    auth: valid?.auth ?? null,
    sessionRead: valid?.read ?? null,
    // Fastify's reply is thenable: the setters run for their effect and hand nothing back.
    transport: {
      setSession: (token, expires) => {
        setCookie(token, expires);
      },
      clearSession: () => {
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
      },
      setHeader: (name, value) => {
        reply.header(name, value);
      },
    },
  };
}
