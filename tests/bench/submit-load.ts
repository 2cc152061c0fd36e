import { randomInt, randomUUID } from 'node:crypto';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { cpuBetween, snapshot } from './submit-load-cpu.js';
import { call, closeConnections, closedLoop, openLoop, trpcBody, trpcData, trpcMutation, trpcQuery, webHeaders, type StepResult } from './submit-load-drive.js';
import { KEPT_LOG, startServer } from './submit-load-server.js';
import { prepareDatabase } from './submit-load-setup.js';

// Survey submission under load (issue 12): the real server on a real PostgreSQL, driven over
// loopback HTTP the way a respondent's browser sends the final survey (tRPC survey.send, status
// done, a fresh submissionId), at rising open-loop rates. Prints, per rate, the rate achieved,
// p50/p99 latency and errors, the CPU each party used, and the ceiling (the highest rate achieved
// with p99 within the target); then report reads by managers at 16 concurrent requests. It prints
// figures against the issue's targets and never fails on them: a benchmark is not a test.
//   npm run bench:submit [-- --rates 50,100,150 --seconds 10 --readers 16 --read-seconds 5 --profile --server-dir DIR]
//   SUBMIT_BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/clima_submit_bench): a
//   superuser; the database is dropped and made anew on every run.

const { values: args } = parseArgs({
  options: {
    rates: { type: 'string', default: '50,100,150,200,250,300' },
    seconds: { type: 'string', default: '10' },
    readers: { type: 'string', default: '16' },
    'read-seconds': { type: 'string', default: '5' },
    /** Writes the server's CPU profiles (.cpuprofile, one per thread, for Chrome DevTools) under tests/bench/results/submit-load-profile/. */
    profile: { type: 'boolean', default: false },
    /** Runs the server from another checkout (e.g. `git archive` of an earlier commit, with node_modules linked) to compare versions. */
    'server-dir': { type: 'string' },
  },
});

const URL_ = process.env.SUBMIT_BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/clima_submit_bench';
const RESULTS = path.join(import.meta.dirname, 'results', 'submit-load-latest.json');
const TARGETS = { p99Ms: 100, at: 150, ceiling: 250, readsPerS: 1000 };
/** A step past this p99 or error share is saturated: higher rates would only queue more, so the run stops there. */
const SATURATED = { p99Ms: 2_000, errorShare: 0.1 };
const PAUSE_MS = 2_000;

const rates = args.rates
  .split(',')
  .map(Number)
  .filter((r) => r > 0);
const seconds = Math.max(1, Number(args.seconds));
const readers = Math.max(1, Number(args.readers));
const readSeconds = Math.max(1, Number(args['read-seconds']));
const hostUrl = new URL(URL_);
const dbName = decodeURIComponent(hostUrl.pathname.slice(1));
if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(hostUrl.hostname)) throw new Error(`Loopback only: ${hostUrl.hostname} is not this machine`);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const f0 = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '—');
const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '—');
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

interface Question {
  question_id: string;
  type: string;
  min: number | null;
  max: number | null;
  feedback: boolean;
  answers: { answer_id: string }[];
}

/** What a respondent's client sends at the end: every question answered, a comment now and then. */
function answersFor(questions: Question[]) {
  return questions.map((q) => {
    const comment = q.feedback && randomInt(10) === 0 ? { feedback_answer: 'The team works well together; meetings could be shorter.' } : {};
    if (q.min !== null && q.max !== null) return { question_id: q.question_id, answered: { score: randomInt(q.min, q.max + 1), ...comment } };
    const pick = q.answers[randomInt(q.answers.length)]!.answer_id;
    return { question_id: q.question_id, answered: { answer_id: q.type === 'multi-select' ? [pick] : pick, ...comment } };
  });
}

/** CPU milliseconds the server and PostgreSQL spent per call: what the machine's cores pay for one, less swayed by other work than latency. */
const cpuPerCall = (r: StepResult, cpu: { server: number; postgres: number }) => (r.ok ? ((cpu.server + cpu.postgres) * 10) / r.achieved : NaN);

function row(label: string, r: StepResult, cpu: { server: number; postgres: number; bench: number }, extra = '') {
  const line = [
    label.padStart(8),
    f1(r.achieved).padStart(9),
    f1(r.p50).padStart(8),
    f1(r.p99).padStart(8),
    f0(r.max).padStart(7),
    String(r.errors).padStart(6),
    `${cpu.server}%`.padStart(7),
    `${cpu.postgres}%`.padStart(7),
    `${cpu.bench}%`.padStart(6),
    f1(cpuPerCall(r, cpu)).padStart(8),
  ].join(' ');
  console.log(`${line}${extra}`);
  for (const s of r.samples) console.log(`           error: ${s.slice(0, 200)}`);
}
const HEADER = [
  'rate/s'.padStart(8),
  'achieved'.padStart(9),
  'p50 ms'.padStart(8),
  'p99 ms'.padStart(8),
  'max'.padStart(7),
  'errors'.padStart(6),
  'server'.padStart(7),
  'pg'.padStart(7),
  'bench'.padStart(6),
  'cpu ms'.padStart(8),
].join(' ');

async function main() {
  const planned = rates.reduce((sum, r) => sum + Math.round(r * seconds), 0);
  const people = Math.ceil(planned * 1.02) + 50;
  console.log(`Clima submit benchmark — ${os.cpus().length} CPUs, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, Node ${process.version}`);
  const load = os.loadavg()[0]!;
  console.log(`Load average (1 min) at start: ${load.toFixed(2)}${load > 0.8 ? ' — the machine is busy with other work: latencies will be inflated' : ''}`);

  let started = performance.now();
  const setting = await prepareDatabase(URL_, people);
  console.log(
    `Database ${dbName} made anew in ${((performance.now() - started) / 1000).toFixed(1)} s: 1 company, ${setting.groups} groups, ${people} respondents with sessions, an open cycle`,
  );

  started = performance.now();
  const server = await startServer(URL_, {
    nodeArgs: args.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.join(path.dirname(RESULTS), 'submit-load-profile')}`] : [],
    ...(args['server-dir'] ? { dir: path.resolve(args['server-dir']) } : {}),
  });
  const pool = new pg.Pool({ connectionString: URL_, max: 1 });
  const results: Record<string, unknown> = {};
  try {
    console.log(
      `Server (production mode, log level info${args['server-dir'] ? `, from ${args['server-dir']}` : ''}) at ${server.baseUrl}, started in ${((performance.now() - started) / 1000).toFixed(1)} s, pid ${server.child.pid}`,
    );
    const pid = server.child.pid!;
    const headersOf = (token: string) => webHeaders(server.baseUrl, token);

    // The questions as a respondent's client reads them (everyone has a leader: LNPS included).
    const current = trpcData<{ status: string; survey: { cycleId: string; questions: Question[] } | null }>(
      await call(server.baseUrl, 'GET', trpcQuery('survey.current', {}), headersOf(setting.respondents[0]!)),
    );
    if (current.status !== 'available' || !current.survey) throw new Error(`The survey is not available to respondents: ${current.status}`);
    const { cycleId, questions } = current.survey;
    console.log(`Survey: ${questions.length} questions (${[...new Set(questions.map((q) => q.type))].join(', ')})`);

    // Floor: the same stack (HTTP, session look-up, tenant transaction) for a read of the person's session.
    console.log(`\n== Floor: tRPC auth.session (read only) at 150/s for 4 s, open loop`);
    console.log(HEADER);
    let before = snapshot(pid, dbName);
    const floor = await openLoop(150, 4, async (i) => {
      const reply = await call(server.baseUrl, 'GET', trpcQuery('auth.session', undefined), headersOf(setting.respondents[i % setting.respondents.length]!));
      return reply.status === 200 ? null : `HTTP ${reply.status}: ${reply.body.slice(0, 200)}`;
    });
    row('150', floor, cpuBetween(before, snapshot(pid, dbName)));

    console.log(`\n== Final send: tRPC survey.send (status done, a new submissionId), ${seconds} s per rate, open loop; latency from each call's due time`);
    console.log(`   p50 × floor: the step's p50 over the floor's. CPU: share of one core (the machine has ${os.cpus().length}); cpu ms: server and PostgreSQL`);
    console.log(`   CPU per call. held peak: most answers waiting for the release step during the step; held/stored: after a ${PAUSE_MS / 1000} s pause`);
    console.log(`   (fewer than k held wait for more answers, or the cycle's end).`);
    console.log(`${HEADER}  p50×floor  held peak  held  stored`);
    let next = 0;
    const steps: StepResult[] = [];
    const stepRows: unknown[] = [];
    const heldNow = async () => (await pool.query<{ n: number }>('select count(*)::int as n from survey_held')).rows[0]!.n;
    for (const rate of rates) {
      before = snapshot(pid, dbName);
      // How far the release step falls behind: the most answers held at once during the step.
      let heldPeak = 0;
      const sampler = setInterval(
        () =>
          void heldNow().then(
            (n) => (heldPeak = Math.max(heldPeak, n)),
            () => undefined,
          ),
        500,
      );
      const step = await openLoop(rate, seconds, async () => {
        const token = setting.respondents[next++]!;
        const reply = await call(
          server.baseUrl,
          'POST',
          trpcMutation('survey.send'),
          headersOf(token),
          trpcBody({ status: 'done', cycleId, submissionId: randomUUID(), questions: answersFor(questions) }),
        );
        if (reply.status !== 200) return `HTTP ${reply.status}: ${reply.body.slice(0, 200)}`;
        return reply.body.includes('"status":"done"') ? null : `unexpected answer: ${reply.body.slice(0, 200)}`;
      });
      const cpu = cpuBetween(before, snapshot(pid, dbName));
      clearInterval(sampler);
      await sleep(PAUSE_MS);
      const counts = (
        await pool.query<{ held: number; stored: number }>(
          'select (select count(*) from survey_held)::int as held, (select count(*) from survey_responses)::int as stored',
        )
      ).rows[0]!;
      steps.push(step);
      row(
        String(rate),
        step,
        cpu,
        `  ${f1(step.p50 / floor.p50).padStart(9)}  ${String(heldPeak).padStart(9)}  ${String(counts.held).padStart(4)}  ${String(counts.stored).padStart(6)}`,
      );
      stepRows.push({ ...step, cpu, cpuMsPerCall: cpuPerCall(step, cpu), heldPeak, heldAfter: counts.held });
      if (server.ended()) {
        console.log(`   the server process ended during the step (${server.ended()}; not by this benchmark): the run stops here`);
        break;
      }
      if (step.p99 > SATURATED.p99Ms || step.errors > step.sent * SATURATED.errorShare) {
        console.log(`   saturated (p99 over ${SATURATED.p99Ms} ms or over ${SATURATED.errorShare * 100}% errors): higher rates are not tried`);
        break;
      }
    }
    const within = steps.filter((s) => s.p99 <= TARGETS.p99Ms && s.errors === 0);
    const ceiling = within.length ? Math.max(...within.map((s) => s.achieved)) : 0;
    const atTarget = steps.find((s) => s.rate === TARGETS.at);

    // Everything sent is released (the release step runs in the server) and reaches the reports;
    // fewer than k wait for more answers.
    const k = (await pool.query<{ k: number }>('select report_min_users as k from companies where id = $1', [setting.companyId])).rows[0]!.k;
    let held = -1;
    for (const until = Date.now() + 20_000; Date.now() < until; await sleep(500)) {
      held = await heldNow();
      if (held < k) break;
    }
    const stored = (await pool.query<{ n: number }>('select count(*)::int as n from survey_responses')).rows[0]!.n;
    console.log(`   after the run: ${stored} responses stored, ${held} still held (k = ${k}); ${next} sends made`);

    if (server.ended()) throw new Error(`The server process ended during the run (${server.ended()}); its log is kept in ${path.relative(process.cwd(), KEPT_LOG)}`);
    console.log(`\n== Report reads: tRPC reports.report by ${setting.managers.length} department managers, ${readers} concurrent, ${readSeconds} s, closed loop`);
    const readOf = (w: number) => {
      const m = setting.managers[w % setting.managers.length]!;
      return call(server.baseUrl, 'GET', trpcQuery('reports.report', { groupId: m.groupId }), headersOf(m.token));
    };
    // The analytics sync follows the release by about a second: wait until every department reads a
    // report, or until as many do for 5 s (a short run leaves teams with fewer than k answers, which
    // the open cycle never releases: their departments read none, ANONYMITY.md rule 4), and until the
    // reports stop changing (the sync has taken in the backlog of the fastest rates: reads are timed
    // on a server serving reads, not one still writing thousands of responses into its engine).
    const waitFrom = performance.now();
    let withData = -1;
    let lastBodies = '';
    for (let since = Date.now(), until = since + 30_000; Date.now() < until; await sleep(500)) {
      const replies = await Promise.all(setting.managers.map((_, w) => readOf(w)));
      const n = replies.filter((r) => r.status === 200 && !r.body.includes('"data":null')).length;
      const bodies = replies.map((r) => r.body).join('\n');
      const settled = bodies === lastBodies;
      lastBodies = bodies;
      if (n !== withData) [withData, since] = [n, Date.now()];
      if (settled && (n === setting.managers.length || (n > 0 && Date.now() - since >= 5_000))) break;
    }
    console.log(
      `   ${withData} of ${setting.managers.length} departments' reports have data, unchanged since the last look, after ${((performance.now() - waitFrom) / 1000).toFixed(1)} s (the others read none)`,
    );
    await closedLoop(readers, 1, async (w) => ((await readOf(w)).status === 200 ? null : 'warm-up'));
    console.log(HEADER.replace('rate/s', 'workers').replace('achieved', 'reads/s'));
    before = snapshot(pid, dbName);
    const reads = await closedLoop(readers, readSeconds, async (w) => {
      const reply = await readOf(w);
      return reply.status === 200 ? null : `HTTP ${reply.status}: ${reply.body.slice(0, 200)}`;
    });
    row(String(readers), reads, cpuBetween(before, snapshot(pid, dbName)));

    console.log(`\n== Summary (targets of issue 12)`);
    console.log(
      `   p99 at ${TARGETS.at}/s: ${atTarget ? `${f1(atTarget.p99)} ms` : 'not measured'} — target ≤ ${TARGETS.p99Ms} ms: ${atTarget ? verdict(atTarget.p99 <= TARGETS.p99Ms && atTarget.errors === 0) : '—'}`,
    );
    console.log(
      `   ceiling (highest rate achieved with p99 ≤ ${TARGETS.p99Ms} ms, no errors): ${f1(ceiling)}/s — target ≥ ${TARGETS.ceiling}/s: ${verdict(ceiling >= TARGETS.ceiling)}`,
    );
    console.log(
      `   report reads at ${readers} concurrent: ${f0(reads.achieved)}/s (p99 ${f1(reads.p99)} ms) — target ≥ ${TARGETS.readsPerS}/s: ${verdict(reads.achieved >= TARGETS.readsPerS)}`,
    );
    console.log(`   server log: ${(statSync(server.logFile).size / 2 ** 20).toFixed(1)} MiB written (kept in ${path.relative(process.cwd(), KEPT_LOG)})`);
    console.log(`   load average (1 min) at the end: ${os.loadavg()[0]!.toFixed(2)}`);
    if (server.ended()) console.log(`   the server process ended during the run (${server.ended()}): figures after that are not the server's`);
    Object.assign(results, {
      when: new Date().toISOString(),
      cpus: os.cpus().length,
      loadAtStart: load,
      loadAtEnd: os.loadavg()[0],
      floor,
      steps: stepRows,
      ceiling,
      reads,
      stored,
      held,
    });
  } finally {
    closeConnections();
    await pool.end();
    await server.stop();
  }
  mkdirSync(path.dirname(RESULTS), { recursive: true });
  writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`Results written to ${path.relative(process.cwd(), RESULTS)}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
