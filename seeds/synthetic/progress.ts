import type { Progress } from './options.js';

/** A command-line bar per phase, redrawn in place and only when it changes. */
export function progressBar(stream: NodeJS.WritableStream = process.stderr, indent = ''): Progress {
  let last = '';
  let lastPhase = '';
  return (phase, done, total) => {
    if (lastPhase && phase !== lastPhase) stream.write('\n');
    lastPhase = phase;
    const ratio = total > 0 ? done / total : 1;
    const filled = Math.round(ratio * 30);
    const line = `${indent}${phase.padEnd(12)} [${'#'.repeat(filled)}${'.'.repeat(30 - filled)}] ${(ratio * 100).toFixed(0).padStart(3)}%`;
    if (line !== last) stream.write(`\r${(last = line)}`);
  };
}
