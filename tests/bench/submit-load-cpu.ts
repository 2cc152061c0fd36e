import { readdirSync, readFileSync } from 'node:fs';

// Where the machine's time goes during a step: CPU seconds of the server process, of PostgreSQL's
// processes that serve the benchmark's database (its backends and autovacuum workers, and the
// shared WAL writer, checkpointer and background writer; not other databases' backends) and of the
// benchmark itself, read from /proc (Linux; elsewhere the figures read 0).

const TICKS = 100; // USER_HZ on Linux

function cpuOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}

const SHARED = /: (checkpointer|background writer|walwriter|wal writer)\b/;

function postgresPids(database: string): number[] {
  const pids: number[] = [];
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
        const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
        if (title.includes(` ${database} `) || SHARED.test(title)) pids.push(Number(entry));
      } catch {
        // gone meanwhile
      }
    }
  } catch {
    // no /proc
  }
  return pids;
}

export interface CpuSnapshot {
  at: number;
  server: number;
  postgres: Map<number, number>;
  bench: number;
}

export function snapshot(serverPid: number, database: string): CpuSnapshot {
  const usage = process.cpuUsage();
  return {
    at: performance.now(),
    server: cpuOf(serverPid),
    postgres: new Map(postgresPids(database).map((p) => [p, cpuOf(p)])),
    bench: (usage.user + usage.system) / 1e6,
  };
}

/** Share of one core each used between two snapshots (200% is both cores of a two-core machine). */
export function cpuBetween(a: CpuSnapshot, b: CpuSnapshot): { server: number; postgres: number; bench: number } {
  const seconds = (b.at - a.at) / 1000;
  let pg = 0;
  // Backends that started meanwhile count from zero; those that ended are lost (short-lived).
  for (const [pid, t] of b.postgres) pg += t - (a.postgres.get(pid) ?? 0);
  const pct = (x: number) => Math.round((100 * x) / seconds);
  return { server: pct(b.server - a.server), postgres: pct(pg), bench: pct(b.bench - a.bench) };
}
