// People without an e-mail sign in with their code. The legacy client sends such a code with a
// placeholder domain appended; we accept it with or without, and strip it before looking up.
export const CODE_LOGIN_DOMAIN = 'code.clima.local';

export type LoginIdentifier = { kind: 'email'; email: string } | { kind: 'code'; code: string };

export function normaliseCode(code: string): string {
  return code.replace(/[.\-/\s]/g, '').trim();
}

export function parseLoginIdentifier(raw: string): LoginIdentifier {
  const value = raw.trim();
  const suffix = `@${CODE_LOGIN_DOMAIN}`;
  if (value.toLowerCase().endsWith(suffix)) return { kind: 'code', code: normaliseCode(value.slice(0, -suffix.length)) };
  if (value.includes('@')) return { kind: 'email', email: value.toLowerCase() };
  return { kind: 'code', code: normaliseCode(value) };
}
