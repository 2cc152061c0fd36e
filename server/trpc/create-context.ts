import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, validateSession, type SessionRead } from '../auth/sessions.js';
import { pickLanguage } from '../lib/i18n.js';
import type { AppDeps, AuthState, Channel, Context } from './context.js';

// What the session's statement read besides the session (the company's report settings and roster
// version), for the one request whose context it made: every request checks its session anew, so
// a revoked session or a moved manager counts from the next request on. A context made another way
// (a test's caller, used for many calls) has none: its rungs read what they need for each call.
const reads = new WeakMap<AuthState, SessionRead>();

/** What this request's session check read with the session, if it did. */
export const readWithSession = (auth: AuthState): SessionRead | undefined => reads.get(auth);

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
  if (valid) reads.set(valid.auth, valid.read);

  return {
    deps,
    channel,
    ip: req.ip,
    // The language the request asks for, else the person's own (a v1 script sends no header).
    language: req.headers['accept-language'] ? pickLanguage(req.headers['accept-language']) : (valid?.auth.language ?? 'en-US'),
    sessionToken,
    auth: valid?.auth ?? null,
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
