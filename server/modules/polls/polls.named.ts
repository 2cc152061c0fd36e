import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db/tenant.js';
import type { AnswerCtx } from '../custom-surveys/custom-surveys.answering.js';
import type { PollFields } from '../../../domain/poll.js';
import { TEXT_MAX } from '../custom-surveys/custom-surveys.answering.schemas.js';
import { padded, seal, unseal } from '../survey/survey.sealing.js';
import { currentNames, insertNamed, namedRows } from './polls.named.queries.js';

// A poll's named answers: a paragraph or a comment sent with isAnonymous false is its author's
// choice to sign that text, and that text only. It is left out of the anonymous response (which
// then carries nothing of it) and kept here, sealed with the sealing key: the author, where their
// answers are placed, and the texts, shown under the author's name as it is when read. Every new
// send of a poll writes one such row, signed or not, all of a poll's rows the same size (what the
// longest possible signed texts take): a copy of the database, which can tie a row to its send's
// transaction and so to its sender, learns neither who signed nor how much, so it cannot tell a
// signer's anonymous response (which lacks what they signed) apart from anyone's (ANONYMITY.md,
// "Polls").

export interface NamedPart {
  /** The poll question's id, or its comment's (`<id>-comment`). */
  question_id: string;
  text: string;
}

interface Sealed {
  author: { id: string; groups: string[] } | null;
  /** Texts as base64 of UTF-16: 4 bytes of base64 for 3 bytes of text whatever its characters, so the size below holds the longest. */
  answers: { question_id: string; text: string }[];
}

/** Bytes a row takes: every text slot (a paragraph, a comment) at its longest, and the author with their groups. */
const PER_SLOT = Math.ceil((TEXT_MAX * 2) / 3) * 4 + 100;
const AUTHOR = 4_096;
export const namedSize = (poll: Pick<PollFields, 'questions'>) =>
  AUTHOR + PER_SLOT * poll.questions.reduce((n, q) => n + (q.question_type === 'paragraph' ? 1 : 0) + (q.comment === null ? 0 : 1), 0);
const encode = (text: string) => Buffer.from(text, 'utf16le').toString('base64');
const decode = (text: string) => Buffer.from(text, 'base64').toString('utf16le');

export interface Named extends NamedPart {
  author: string;
  /** Where the author's answers are placed (their groups, as the poll found them). */
  groups: string[];
}

const context = (companyId: string, surveyId: string, id: string) => `poll-named:${companyId}:${surveyId}:${id}`;

/** What a repeat of the send must match of the named parts (sendAnswers keys and hashes it). */
export const namedDigest = (parts: readonly NamedPart[]) => [...parts].sort((a, b) => a.question_id.localeCompare(b.question_id)).map((p) => [p.question_id, p.text]);

/** Writes the send's row: its named parts with their author, or nothing signed (still one row, the same size). */
export async function storeNamed(ctx: AnswerCtx, poll: { id: string; fields: PollFields }, parts: readonly NamedPart[], placed: string[]): Promise<void> {
  const { companyId, userId } = ctx.auth;
  const value: Sealed = {
    author: parts.length > 0 ? { id: userId, groups: placed } : null,
    answers: parts.map((p) => ({ question_id: p.question_id, text: encode(p.text) })),
  };
  const id = randomUUID();
  const sealed = seal(ctx.deps.sealingKey, context(companyId, poll.id, id), padded(value, namedSize(poll.fields)));
  await insertNamed(ctx.tx, { companyId, id, surveyId: poll.id, sealed });
}

/** Every signed text of a poll, with its author; in the authors' and texts' order, never the order they came in. */
export async function namedAnswers(tx: Tx, sealingKey: Buffer, companyId: string, surveyId: string): Promise<Named[]> {
  const signed = (await namedRows(tx, surveyId))
    .map((row) => unseal<Sealed>(sealingKey, context(companyId, surveyId, row.id), Buffer.from(row.sealed)))
    .filter((s): s is Sealed & { author: NonNullable<Sealed['author']> } => s.author !== null);
  // Signed under the name the person has now: once anonymized (users.anonymize.ts), nothing of theirs carries it.
  const names = await currentNames(
    tx,
    signed.map((s) => s.author.id),
  );
  const out: Named[] = [];
  for (const { author, answers } of signed) {
    const name = names.get(author.id);
    if (name !== undefined) for (const a of answers) out.push({ question_id: a.question_id, text: decode(a.text), author: name, groups: author.groups });
  }
  return out.sort((a, b) => a.author.localeCompare(b.author) || a.text.localeCompare(b.text));
}
