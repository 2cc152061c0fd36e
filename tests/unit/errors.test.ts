import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { APP_ERROR_CODES, APP_ERRORS, AppError } from '../../server/lib/errors.js';
import { appErrorOf, fieldErrorsOf, toTRPCError } from '../../server/trpc/init.js';

describe('AppError mapping', () => {
  it('the web status (through the tRPC code) and the v1 status agree for every code', () => {
    for (const code of APP_ERROR_CODES) {
      // tRPC has no 410: a poll already answered (measurement §8) is 410 on v1 and 412 on the web,
      // whose client reads the app code, never the status.
      const web = APP_ERRORS[code].status === 410 ? 412 : APP_ERRORS[code].status;
      expect(getHTTPStatusCodeFromError(toTRPCError(new AppError(code))), code).toBe(web);
    }
  });

  it('uses the catalogue texts of the spec', () => {
    expect(APP_ERRORS.EMAIL_TAKEN).toMatchObject({ status: 409, message: 'User already exists, verify your email or notify account administrator.' });
    expect(APP_ERRORS.INTERNAL).toMatchObject({ status: 500, message: 'An unexpected error has occurred, please try again later!' });
    expect(APP_ERRORS.BAD_INPUT).toMatchObject({ status: 400, message: 'Fill all the fields correctly' });
    expect(APP_ERRORS.PASSWORD_EXPIRED).toMatchObject({ status: 403, message: 'password-expired' });
    expect(APP_ERRORS.ACCOUNT_INACTIVE).toMatchObject({ status: 403, message: 'deny' });
  });

  it('409 only for "already exists" (the legacy client says "User already exists" for every 409), except on custom-surveys calls; a paid feature is 402', () => {
    const conflicts = APP_ERROR_CODES.filter((code) => APP_ERRORS[code].status === 409);
    const under = (code: (typeof conflicts)[number]) => ('onlyUnder' in APP_ERRORS[code] ? APP_ERRORS[code].onlyUnder : null);
    expect(conflicts.filter((code) => under(code) === null).sort()).toEqual(['EMAIL_TAKEN', 'UNCONFIRMED']);
    // There the client shows the server's message (measurement §8).
    expect(conflicts.filter((code) => under(code) !== null).map(under)).toEqual(['/custom-surveys', '/custom-surveys']);
    expect(APP_ERRORS.PLAN_REQUIRED).toMatchObject({ status: 402, trpc: 'PAYMENT_REQUIRED' });
  });

  it('an AppError keeps its code, field errors and detail, with the catalogue message', () => {
    const e = new AppError('PASSWORD_WEAK', { password: ['passwordRule.length'] }, 'x');
    expect(e).toMatchObject({ code: 'PASSWORD_WEAK', fieldErrors: { password: ['passwordRule.length'] }, detail: 'x', message: APP_ERRORS.PASSWORD_WEAK.message });
  });

  it('appErrorOf finds the AppError behind a tRPC error', () => {
    const original = new AppError('TOKEN_INVALID');
    expect(appErrorOf(toTRPCError(original))).toBe(original);
    expect(appErrorOf(original)).toBe(original);
  });

  it('appErrorOf turns validation failures into BAD_INPUT with field errors', () => {
    const result = z.object({ email: z.email(), profile: z.object({ firstName: z.string().min(2, 'short') }) }).safeParse({ email: 'x', profile: { firstName: 'a' } });
    const zodError = result.error!;
    const fromTrpc = appErrorOf(new TRPCError({ code: 'BAD_REQUEST', cause: zodError }));
    expect(fromTrpc.code).toBe('BAD_INPUT');
    expect(Object.keys(fromTrpc.fieldErrors!).sort()).toEqual(['email', 'profile.firstName']);
    expect(fromTrpc.fieldErrors!['profile.firstName']).toEqual(['short']);
    expect(appErrorOf(zodError).code).toBe('BAD_INPUT');
  });

  it('appErrorOf gives unreadable input (malformed JSON) a form-level field error, without its parser text', () => {
    for (const code of ['BAD_REQUEST', 'PARSE_ERROR'] as const) {
      const e = appErrorOf(new TRPCError({ code, cause: new SyntaxError('Unexpected end of JSON input') }));
      expect(e).toMatchObject({ code: 'BAD_INPUT', fieldErrors: { _: ['Unreadable request'] } });
    }
  });

  it('fieldErrorsOf puts object-level issues under "_"', () => {
    const result = z
      .object({ a: z.string() })
      .refine(() => false, 'whole')
      .safeParse({ a: 'x' });
    expect(fieldErrorsOf(result.error!)).toEqual({ _: ['whole'] });
  });

  it('appErrorOf maps bare tRPC codes and hides anything unknown as INTERNAL', () => {
    expect(appErrorOf(new TRPCError({ code: 'UNAUTHORIZED' })).code).toBe('UNAUTHENTICATED');
    expect(appErrorOf(new TRPCError({ code: 'FORBIDDEN' })).code).toBe('FORBIDDEN');
    expect(appErrorOf(new TRPCError({ code: 'NOT_FOUND' })).code).toBe('NOT_FOUND');
    expect(appErrorOf(new TRPCError({ code: 'BAD_REQUEST' })).code).toBe('BAD_INPUT');
    expect(appErrorOf(new Error('connection refused at 10.0.0.1')).code).toBe('INTERNAL');
    expect(appErrorOf('weird').code).toBe('INTERNAL');
  });
});
