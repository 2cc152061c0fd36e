import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

// Headers every answer carries (pages, /trpc, /v1): no framing (clickjacking), no content-type
// sniffing, no full address leaked in Referer, and a CSP the built client runs under. Scripts come
// only from our own origin. Styles also allow inline: Observable Plot puts a <style> element in
// each chart and React sets style attributes (widths of bars and columns); a style cannot run code.
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  // The favicon is a data: URL; exports are handed to the browser as blob: downloads.
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * The browser posts the card to the payment provider's tokenisation address itself (the number
 * never reaches us): connect-src allows that one origin besides our own, and no other.
 */
export function contentSecurityPolicy(paymentTokenUrl: string): typeof CONTENT_SECURITY_POLICY {
  if (!paymentTokenUrl) return CONTENT_SECURITY_POLICY;
  return { ...CONTENT_SECURITY_POLICY, 'connect-src': ["'self'", new URL(paymentTokenUrl).origin] };
}

export async function registerSecurityHeaders(app: FastifyInstance, paymentTokenUrl = ''): Promise<void> {
  await app.register(helmet, {
    global: true,
    // useDefaults off: helmet's defaults add upgrade-insecure-requests, which breaks a plain-http
    // install on an intranet address.
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(paymentTokenUrl) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
