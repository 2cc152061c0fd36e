import { createHash, randomBytes } from 'node:crypto';

// Tokens travel to the client; only their SHA-256 is stored, so a leaked table opens nothing.
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
