import { buildApp } from './app.js';
import { boot } from './boot.js';
import { appJobRunner } from './jobs/app-jobs.js';
import { deliverCustomSurveys } from './modules/custom-surveys/custom-surveys.delivery.js';
import { deliverSurveys } from './modules/survey/survey.delivery.js';
import { DEMO_PASSWORD, DEMO_SIGN_INS } from '../seeds/demo.js';

async function main() {
  const { env } = await import('./env.js');
  const log = (line: string) => console.log(line);
  const runtime = await boot(env, log);
  const app = await buildApp({ deps: runtime.deps, logLevel: env.LOG_LEVEL, trustProxy: env.TRUST_PROXY });
  await app.listen({ port: env.PORT, host: env.HOST });
  void runtime.deps.mailer.deliverPending();
  // Cycles open on their delivery date (a custom survey's at its launch and each period after);
  // checking each minute e-mails a new survey within a minute.
  const deliver = async () => {
    await deliverSurveys(runtime.deps).catch((error: Error) => log(`survey delivery failed: ${error.message}`));
    await deliverCustomSurveys(runtime.deps).catch((error: Error) => log(`custom survey delivery failed: ${error.message}`));
  };
  void deliver();
  const delivery = setInterval(() => void deliver(), 60_000);
  // Held answers are written to the answer tables in batches of k; a pass every few seconds also
  // releases what a send's nudge left behind when the server stopped, and the cycles that ended.
  runtime.deps.release.start(5_000);
  // Scheduled work (the billing day) lives in the jobs table; the minute's tick only wakes it.
  const jobs = appJobRunner(runtime.deps, log);
  jobs.start(60_000);

  const url = env.APP_URL ?? `http://localhost:${env.PORT}`;
  log('');
  log(`Clima is running at ${url}`);
  log(`  database: ${runtime.kind === 'pglite' ? `embedded (${env.DATA_DIR}/pglite)` : 'PostgreSQL (DATABASE_URL)'}`);
  log(`  demo sign-ins (password ${DEMO_PASSWORD}):`);
  for (const s of DEMO_SIGN_INS) log(`    ${s.role.padEnd(8)} ${s.email}`);
  log('');

  const stop = async () => {
    clearInterval(delivery);
    await jobs.stop();
    await app.close();
    await runtime.close();
    process.exit(0);
  };
  // A signal handler cannot wait; stop ends the process itself.
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
