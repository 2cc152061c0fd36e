import type { TFunction } from 'i18next';

// The server stores one English summary per audit row (what v1 clients read). The screen says the
// same in the reader's language, built from the row's entity, action, subject and changes with
// the texts of audit.json (sentences.<entity>.<action>); an action this client does not know yet
// keeps the stored summary.

export interface AuditRowLike {
  entity: string;
  action: string;
  subject: string | null;
  summary: string;
  changes: Record<string, unknown>;
}

type Params = Record<string, unknown> & { context?: string };

const isChange = (v: unknown): v is { from: unknown; to: unknown } => Boolean(v && typeof v === 'object' && 'from' in v && 'to' in v);
const before = (v: unknown) => (isChange(v) ? v.from : undefined);
const after = (v: unknown) => (isChange(v) ? v.to : v);
const countOf = (v: unknown) => (Array.isArray(v) ? v.length : typeof v === 'number' ? v : 0);

// The numbers and variants (i18next contexts) a sentence needs beyond the subject and the fields.
const EXTRA: Record<string, (c: Record<string, unknown>) => Params> = {
  'users.invite': (c) => ({ context: c.inactive === true ? 'later' : undefined }),
  'users.import': (c) => ({ count: countOf(c.people), context: c.inactive === true ? 'later' : undefined }),
  'groups.activate': (c) => ({ people: countOf(c.usersActivated), invites: countOf(c.invited) }),
  'groups.inactivate-users': (c) => ({ count: countOf(c.usersInactivated) }),
  'groups.import': (c) => ({ created: countOf(c.created), moved: countOf(c.moved), errors: countOf(c.errors) }),
  'groups.delete': (c) => ({ count: countOf(c.movedChildren), context: countOf(c.movedChildren) > 0 ? 'moved' : undefined }),
  'user-attributes.create': (c) => ({ count: countOf(after(c.options)) }),
};

// A save that changed nothing says so, whatever was saved (every update sentence has its unchanged variant).
const unchanged = (row: AuditRowLike, c: Record<string, unknown>): Params => (row.action === 'update' && Object.keys(c).length === 0 ? { context: 'unchanged' } : {});

/** A field of the changes as the reader calls it. */
export const fieldLabel = (t: TFunction, field: string) => t(`audit:fields.${field}`, { defaultValue: field });

/** Per-language texts (an attribute's label) in the reader's language, else English, else any. */
function textIn(value: unknown, language: string): string | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const texts = value as Record<string, unknown>;
  const text = texts[language] ?? texts['en-US'] ?? Object.values(texts)[0];
  return typeof text === 'string' && text ? text : null;
}

/** The row's sentence in the reader's language, or the stored summary for an unknown action. */
export function auditSentence(t: TFunction, language: string, row: AuditRowLike): string {
  const changes = row.changes ?? {};
  // An attribute is named in the reader's language when its labels were recorded.
  const label = row.entity === 'user-attributes' ? (textIn(after(changes.label), language) ?? textIn(before(changes.label), language)) : null;
  const params: Params = {
    subject: label ?? row.subject ?? t(`audit:someone.${row.entity}`, { defaultValue: '' }),
    fields: Object.keys(changes)
      .map((f) => fieldLabel(t, f))
      .join(', '),
    ...unchanged(row, changes),
    ...EXTRA[`${row.entity}.${row.action}`]?.(changes),
  };
  return t(`audit:sentences.${row.entity}.${row.action}`, { ...params, defaultValue: row.summary });
}
