import { createHash } from 'node:crypto';
import pg from 'pg';

// The few statements a hot path runs on every request (a survey's final send) are planned once per
// connection, not at every call: a statement whose text begins with PREPARED is sent as a named
// prepared statement. Planning the send's first statement cost twice its execution (a recursive
// CTE and a function call), about a quarter of Postgres's work per send. Only marked statements:
// their text is fixed (parameters, no lists spelled out), so each connection holds a handful;
// unmarked statements are planned each time, as before. Postgres replans a named statement when
// what it depends on changes (the table, or the role row security was planned for).

export const PREPARED = '/* prepared */';

/** A name per text: two statements never share one (node-postgres refuses a name reused for another text). */
const nameOf = (text: string) => `clima_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;

type QueryArgs = Parameters<pg.Client['query']>;

class Preparing extends pg.Client {
  // @ts-expect-error one signature for node-postgres's overloads: marked texts gain a name, the rest pass through.
  override query(...args: QueryArgs) {
    const [text, values] = args as unknown[];
    if (typeof text === 'string' && args.length <= 2 && text.trimStart().startsWith(PREPARED)) {
      return super.query({ name: nameOf(text), text, values: values as unknown[] | undefined });
    }
    return (super.query as (...a: unknown[]) => unknown)(...args);
  }
}

/** The pool's client class (pg.Pool's `Client` option), typed as the client it extends. */
export const PreparingClient = Preparing as unknown as typeof pg.Client;
