import { afterAll, afterEach } from 'vitest';
import { onOutputMismatch, type OutputMismatch } from '../../server/trpc/output-check.js';

// A procedure's answer that does not match its output schema is a 500 INTERNAL, which a test
// asserting only a status or a refusal might take for any other failure. Every such answer made
// during a test fails that test here, whatever the test itself asserts.

const seen: OutputMismatch[] = [];
onOutputMismatch((mismatch) => seen.push(mismatch));

/** The mismatches seen so far, taken: for a test that makes one on purpose. */
export function takeOutputMismatches(): OutputMismatch[] {
  return seen.splice(0);
}

function failOnMismatches() {
  const found = takeOutputMismatches();
  if (found.length === 0) return;
  const lines = found.map((m) => `${m.path}: ${m.issues.map((i) => `${i.path.join('.') || '(root)'} ${i.message}`).join('; ')}`);
  throw new Error(`Answers that do not match their output schema:\n${lines.join('\n')}`);
}

afterEach(failOnMismatches);
afterAll(failOnMismatches);
