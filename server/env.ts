import { z } from 'zod';

// Every setting the server reads, checked once. `process.env` is read nowhere else.
const DEV_SECRET = 'dev-only-secret-change-me-0000000000000000';

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('127.0.0.1'),
    // Only behind a reverse proxy may X-Forwarded-For name the client (it feeds the throttles).
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection URL')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    // The public address of the web client, used in e-mail links and the Origin check.
    APP_URL: z.string().url().optional(),
    // The newer application some sections move to, and the layout rules (comma-separated, e.g.
    // "performance,growth") on for every company besides its own: Performance and Growth exist
    // only as redirects there, so they show only when both are set.
    NEW_APP_URL: z.string().url().optional(),
    NEW_APP_LAYOUT_RULES: z
      .string()
      .regex(/^[a-z-]+(,[a-z-]+)*$/, 'comma-separated layout rules, like performance,growth')
      .default('')
      .transform((v) => (v ? v.split(',') : [])),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').default(DEV_SECRET),
    // Keyed pseudonyms for anonymous answers, and the key that seals answers waiting for release;
    // kept outside the database on purpose. Unset: read from (or, outside production, made in)
    // DATA_DIR/keys by server/lib/keys.ts, never a constant published in the code.
    PSEUDONYM_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
    SEALING_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
    REPORT_MIN_USERS: z.coerce.number().int().min(1).max(100).default(3),
    MAIL_FROM: z.string().default('Clima <no-reply@clima.local>'),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    // DuckDB holds its buffers up to this limit (then spills to disk); kept under half a gigabyte.
    DUCKDB_MEMORY_LIMIT: z
      .string()
      .regex(/^\d+(MB|GB)$/, 'like 512MB or 2GB')
      .default('448MB'),
    // The share of the companies this server's analytics engine holds, "index/count" (0/2 and 1/2
    // split them in two, each company in one by a hash of its id); its reports serve those only.
    ANALYTICS_SHARE: z
      .string()
      .regex(/^\d+\/\d+$/, "like 0/2: this engine's share index, then how many shares there are")
      .default('0/1')
      .transform((v) => {
        const [index, count] = v.split('/').map(Number) as [number, number];
        return { index, count };
      })
      .refine((s) => s.count >= 1 && s.index < s.count, 'the share index must be from 0 to the number of shares less one, like 0/2 or 1/2'),
    // The payment provider: its API (server to server, with the secret key) and where the browser
    // tokenises cards (with the public key). Unset outside production, the server starts a local
    // test provider (server/dev/fake-payment-provider.ts) on HOST and PAYMENT_FAKE_PORT (0: any free port).
    PAYMENT_API_URL: z.string().url().optional(),
    PAYMENT_API_KEY: z.string().optional(),
    PAYMENT_PUBLIC_URL: z.string().url().optional(),
    PAYMENT_PUBLIC_KEY: z.string().optional(),
    PAYMENT_FAKE_PORT: z.coerce.number().int().min(0).max(65535).default(0),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SEED_DEMO: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENT_API_URL) {
      for (const key of ['PAYMENT_API_KEY', 'PAYMENT_PUBLIC_KEY'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required with PAYMENT_API_URL' });
      }
    }
    if (env.NODE_ENV !== 'production') return;
    for (const key of ['SESSION_SECRET', 'PSEUDONYM_KEY', 'SEALING_KEY'] as const) {
      if (env[key] === DEV_SECRET) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'must be set to a real secret in production' });
      }
    }
    if (!env.APP_URL) ctx.addIssue({ code: 'custom', path: ['APP_URL'], message: 'is required in production' });
  })
  .transform((env) => ({ ...env, PAYMENT_PUBLIC_URL: env.PAYMENT_PUBLIC_URL ?? env.PAYMENT_API_URL }));

export type Env = z.infer<typeof schema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty value means unset (a blank `PORT=` must not become port 0).
  const given = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v.trim() !== ''));
  const result = schema.safeParse(given);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

export const env: Env = parseEnv(process.env);
