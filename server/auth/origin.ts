import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from './sessions.js';
import { bearerToken } from '../trpc/create-context.js';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard: a state-changing request that rides on (or would set) the
 * session cookie must come from our own origin. Bearer-token calls carry no ambient authority.
 */
export function originAllowed(req: FastifyRequest, allowedOrigins: string[]): boolean {
  if (SAFE.has(req.method)) return true;
  const usesCookie = req.url.startsWith('/trpc') || (Boolean(req.cookies[SESSION_COOKIE]) && !bearerToken(req));
  if (!usesCookie) return true;
  const origin = req.headers.origin;
  if (!origin) return false;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  return host === req.headers.host || allowedOrigins.some((o) => new URL(o).host === host);
}

export function rejectForeignOrigin(allowedOrigins: string[]) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (!originAllowed(req, allowedOrigins)) {
      await reply.code(403).send({ code: 'deny', message: 'Request origin not allowed' });
    }
  };
}
