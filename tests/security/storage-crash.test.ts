import { spawn, type ChildProcess } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { createSession } from '../../server/auth/sessions.js';
import { withTenant } from '../../server/db/tenant.js';
import { sealingKeyOf } from '../../server/lib/keys.js';
import { addDays, toDay } from '../../server/modules/survey/survey.cycles.js';
import { respondentPseudonym } from '../../server/modules/survey/survey.pseudonym.js';
import { releaseCycle } from '../../server/modules/survey/survey.release.js';
import { makeCompany, makeUser } from '../../seeds/factories.js';
import { EMBEDDED } from '../setup/embedded.js';
import { isolatedDatabase } from '../setup/test-context.js';

// Crash safety of the final send (issue #11): the real server runs as a child process on a database
// of its own and is killed with SIGKILL at random moments while final sends (and the release step
// they nudge) are under way; it is started again and every send without an answer is retried with
// its submission id. No acknowledged answer may be lost and none may be stored twice.

const PEOPLE = 12;
const ROUNDS = 4;
let base = '';

/** A port nobody listens on now (another process of the machine may hold any fixed one). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function start(env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: process.cwd(), env: { ...process.env, ...env }, stdio: 'ignore' });
  return child;
}

async function healthy(deadline = Date.now() + 30_000): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start');
}

function kill(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

type Question = { question_id: string; type: string; answers: { answer_id: string }[]; max?: number };

function answers(questions: Question[]) {
  return questions.map((q) => ({
    question_id: q.question_id,
    answered: q.type === 'select' ? { answer_id: q.answers[0]!.answer_id } : q.type === 'multi-select' ? { answer_id: [q.answers[0]!.answer_id] } : { score: q.max ?? 5 },
  }));
}

describe.skipIf(EMBEDDED)('final sends under SIGKILL (needs a PostgreSQL server: the test and the server process it kills share the database)', () => {
  it('loses no acknowledged answer and doubles none', { timeout: 90_000 }, async () => {
    const { db, drop } = await isolatedDatabase('crash');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'clima-crash-'));
    const url = new URL(inject('databaseUrl'));
    url.pathname = `${url.pathname}_crash`;
    let child: ChildProcess | null = null;
    try {
      const company = await makeCompany(db, { survey_interval_days: 7, survey_delivery_date: addDays(toDay(new Date()), -1) });
      const people = await Promise.all(Array.from({ length: PEOPLE }, () => makeUser(db, company.id, { role: 'user' })));
      const tokens = await Promise.all(
        people.map((p) => withTenant(db, company.id, (tx) => createSession(tx, { companyId: company.id, userId: p.id, kind: 'api' })).then((s) => s.token)),
      );
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      const env = { DATABASE_URL: url.toString(), DATA_DIR: dataDir, PORT: String(port), SEED_DEMO: 'false', NODE_ENV: 'development', LOG_LEVEL: 'silent' };
      child = start(env);
      await healthy();

      // Each person's send, made once: the same submission id on every retry.
      const sends = await Promise.all(
        tokens.map(async (token) => {
          const got = await fetch(`${base}/v1/survey`, { headers: { authorization: `Bearer ${token}` } });
          const body = (await got.json()) as { survey: { cycleId: string; questions: Question[] } };
          return {
            token,
            body: JSON.stringify({ survey: { status: 'done', cycleId: body.survey.cycleId, submissionId: randomUUID(), questions: answers(body.survey.questions) } }),
            cycleId: body.survey.cycleId,
          };
        }),
      );
      const acknowledged = new Set<number>();
      const send = async (i: number) => {
        const res = await fetch(`${base}/v1/survey`, {
          method: 'POST',
          headers: { authorization: `Bearer ${sends[i]!.token}`, 'content-type': 'application/json' },
          body: sends[i]!.body,
        });
        if (res.status === 200) acknowledged.add(i);
        else throw new Error(`status ${res.status}: ${await res.text()}`);
      };
      let killedMidway = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const pending = sends.map((_, i) => i).filter((i) => !acknowledged.has(i) || randomInt(3) === 0);
        const fired = pending.map((i) => send(i).catch(() => undefined));
        await new Promise((r) => setTimeout(r, randomInt(5, 400)));
        await kill(child);
        await Promise.all(fired);
        if (pending.some((i) => !acknowledged.has(i))) killedMidway++;
        child = start(env);
        await healthy();
      }
      // The last start: every send not acknowledged is retried until it is; a repeat of one that was
      // stored before its answer was lost gets the first result.
      for (let i = 0; i < PEOPLE; i++) if (!acknowledged.has(i)) await send(i);
      expect(acknowledged.size).toBe(PEOPLE);
      await kill(child);
      child = null;

      // Whatever the killed release passes left held is released now, with the key the server made.
      const key = sealingKeyOf(readFileSync(path.join(dataDir, 'keys', 'sealing.key'), 'utf8').trim());
      const pseudonymKey = readFileSync(path.join(dataDir, 'keys', 'pseudonym.key'), 'utf8').trim();
      const cycleId = sends[0]!.cycleId;
      await releaseCycle(db, key, company.id, cycleId, true);
      const stored = await db.selectFrom('survey_responses').select('respondent').where('company_id', '=', company.id).execute();
      expect(await db.selectFrom('survey_held').select('id').where('company_id', '=', company.id).execute()).toHaveLength(0);
      expect(stored).toHaveLength(PEOPLE);
      expect(new Set(stored.map((r) => r.respondent))).toEqual(new Set(people.map((p) => respondentPseudonym(pseudonymKey, company.id, p.id))));
      const participation = await db.selectFrom('survey_participation').select('user_id').where('company_id', '=', company.id).execute();
      expect(participation).toHaveLength(PEOPLE);
      // Informative: how many rounds cut sends off before their answer (random, usually most).
      expect(killedMidway).toBeGreaterThanOrEqual(0);
    } finally {
      if (child) await kill(child);
      rmSync(dataDir, { recursive: true, force: true });
      await drop();
    }
  });
});
