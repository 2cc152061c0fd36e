import { initTRPC, TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { ZodError } from 'zod';
import { APP_ERRORS, AppError, isAppError, type FieldErrors } from '../lib/errors.js';
import type { Role } from '../db/types.js';
import type { Context } from './context.js';
import { isOutputMismatch, reportOutputMismatch } from './output-check.js';
import { unsafeTextErrors } from './safe-text.js';

export type Access = { kind: 'public' } | { kind: 'authed' } | { kind: 'tenant' } | { kind: 'role'; roles: Role[] } | { kind: 'plan'; plans: string[]; roles?: Role[] };

/** A JSON Schema, as z.toJSONSchema makes it. */
export type JsonSchema = Record<string, unknown>;

export interface V1Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Legacy path under /v1, with :params. */
  path: string;
  /** Status for a successful answer (default 200); a null result answers `empty` (e.g. 204). */
  status?: number;
  empty?: number;
  summary: string;
  /** Legacy request to procedure input, when the field names differ. */
  input?: (raw: Record<string, unknown>) => unknown;
  /** Procedure result to the legacy body, when the shape differs. */
  output?: (result: unknown) => unknown;
  /** With `output`: the legacy body's JSON Schema, made from the procedure's output schema's (for the OpenAPI document). */
  outputSchema?: (schema: JsonSchema) => JsonSchema;
  /** The result is a file ({ filename, contentType, base64 }), sent as a download of its bytes. */
  file?: boolean;
}

export interface Meta {
  access?: Access;
  v1?: V1Route;
}

export function fieldErrorsOf(error: ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** The AppError behind any error a procedure raised; unknown failures become INTERNAL. */
export function appErrorOf(error: unknown): AppError {
  if (isAppError(error)) return error;
  if (error instanceof TRPCError) {
    // An answer that does not match its output schema is the server's fault: no field errors, which would describe the answer.
    if (isOutputMismatch(error)) return new AppError('INTERNAL');
    if (error.cause instanceof ZodError) return new AppError('BAD_INPUT', fieldErrorsOf(error.cause));
    if (isAppError(error.cause)) return error.cause;
    if (error.code === 'NOT_FOUND') return new AppError('NOT_FOUND');
    if (error.code === 'UNAUTHORIZED') return new AppError('UNAUTHENTICATED');
    if (error.code === 'FORBIDDEN') return new AppError('FORBIDDEN');
    // A GET on a mutation or a POST on a query: the caller's mistake, never a server failure.
    if (error.code === 'METHOD_NOT_SUPPORTED') return new AppError('METHOD_NOT_ALLOWED', { _: ['Read a query with GET and send a mutation with POST'] });
    // Any other request tRPC could not read (malformed JSON, a body that is not JSON, a bad batch)
    // answers like the v1 adapter: a form-level field error.
    if (getHTTPStatusCodeFromError(error) < 500) return new AppError('BAD_INPUT', { _: ['Unreadable request'] });
  }
  if (error instanceof ZodError) return new AppError('BAD_INPUT', fieldErrorsOf(error));
  return new AppError('INTERNAL');
}

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    // No stack trace leaves the server; the client gets the code and field errors only.
    isDev: false,
    errorFormatter({ shape, error }) {
      const app = appErrorOf(error);
      if (app.code === 'INTERNAL' && !(error.cause instanceof AppError)) console.error(error.cause ?? error);
      return {
        message: APP_ERRORS[app.code].message,
        code: shape.code,
        data: {
          code: shape.data.code,
          httpStatus: APP_ERRORS[app.code].status,
          appCode: app.code,
          fieldErrors: app.fieldErrors ?? null,
          detail: app.detail ?? null,
        },
      };
    },
  });

export const router = t.router;
export const middleware = t.middleware;
export const createCallerFactory = t.createCallerFactory;

// AppErrors thrown by services become tRPC errors of the mapped code, once, here; an answer that
// failed its output schema is reported (output-check.ts) and stays INTERNAL_SERVER_ERROR.
const mapErrors = t.middleware(async ({ path, next }) => {
  const result = await next();
  if (!result.ok && isOutputMismatch(result.error)) reportOutputMismatch(path, result.error.cause);
  if (!result.ok && isAppError(result.error.cause) && result.error.code === 'INTERNAL_SERVER_ERROR') {
    throw toTRPCError(result.error.cause);
  }
  return result;
});

// Text Postgres cannot store is refused once, here, for every procedure and v1 path.
const refuseUnsafeText = t.middleware(async ({ getRawInput, next }) => {
  const errors = unsafeTextErrors(await getRawInput());
  if (errors) throw new AppError('BAD_INPUT', errors);
  return next();
});

export const baseProcedure = t.procedure.use(mapErrors).use(refuseUnsafeText);

export function toTRPCError(error: AppError): TRPCError {
  return new TRPCError({ code: APP_ERRORS[error.code].trpc, message: error.message, cause: error });
}
