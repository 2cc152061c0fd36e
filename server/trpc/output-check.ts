import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';

// Every v1 procedure declares its answer's shape (`.output(schema)`); tRPC checks each answer
// against it and fails the call when they differ. That failure is the server's, never the
// caller's: it answers 500 INTERNAL like any unexpected error, names the procedure in the log, and
// is told to whoever listens (the test setup fails the test that made it, whatever the test asserts).

export interface OutputMismatch {
  /** The procedure's dotted path, e.g. groups.get. */
  path: string;
  issues: ZodError['issues'];
}

/** tRPC's message when an answer fails its output schema (its output middleware). */
const OUTPUT_FAILED = 'Output validation failed';

/** An answer that did not match its procedure's output schema. */
export function isOutputMismatch(error: unknown): error is TRPCError & { cause: ZodError } {
  return error instanceof TRPCError && error.code === 'INTERNAL_SERVER_ERROR' && error.message === OUTPUT_FAILED && error.cause instanceof ZodError;
}

const listeners = new Set<(mismatch: OutputMismatch) => void>();

export function onOutputMismatch(listener: (mismatch: OutputMismatch) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportOutputMismatch(path: string, error: ZodError): void {
  const mismatch = { path, issues: error.issues };
  const where = error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
  console.error(`The answer of ${path} does not match its output schema (${where.join('; ')})`);
  for (const listener of listeners) listener(mismatch);
}
