import { z } from 'zod';

// Zod primitives every module's schemas share, so an edge rule is written once.

/**
 * An id: a uuid, turned to its canonical lower-case form as it is parsed. Ids are compared as
 * strings in services (sets, maps, cycle checks), while Postgres compares uuids ignoring case: an
 * upper-case id must never reach a service, or `A` and `a` would be two groups in memory and one
 * in the database. Every id of every procedure and v1 path goes through this.
 */
export const zId = (message?: string) => z.uuid(message).toLowerCase();

/** An empty query value or a null as if the field were left out. */
export const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** An optional flag as a query string carries it ("true", "1", "false", "0") or as a body does. */
export const zQueryFlag = (message?: string) =>
  z.preprocess((v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : blankToUndefined(v)), z.boolean(message).optional());

/**
 * An optional list as a query string carries it (comma separated, the parameter repeated, or both)
 * or as a body does (an array); blank entries dropped, at most `max` values.
 */
export const zQueryList = <T extends z.ZodType>(item: T, max = 100) =>
  z.preprocess(
    (v) => {
      const raw = blankToUndefined(v);
      if (raw === undefined) return undefined;
      const parts = (Array.isArray(raw) ? (raw as unknown[]) : [raw]).flatMap((x): unknown[] => (typeof x === 'string' ? x.split(',') : [x]));
      return parts.map((x) => (typeof x === 'string' ? x.trim() : x)).filter((x) => x !== '');
    },
    z.array(item).max(max, `At most ${max} values`).optional(),
  );

export const ZLanguage = z.enum(['en-US', 'pt-BR', 'es-AR']);

// Response pieces. Output schemas are strict: a field the code sends that its schema does not name
// fails the response (a 500, and a failing test) instead of slipping past the documentation.

/** An instant as the API sends it: ISO 8601 in UTC. */
export const ZInstant = z.iso.datetime();
/** An instant the code holds as a `Date`, sent as its ISO string (as JSON.stringify would send it). */
export const ZDateInstant = z.codec(z.date(), ZInstant, { decode: (d) => d.toISOString(), encode: (s) => new Date(s) });
/** A calendar day, `YYYY-MM-DD` (dates of birth, cycle days, report months as their first day). */
export const ZDay = z.iso.date();
export const ZCount = z.number().int().min(0);
/** An id the database made (a uuid); ids from input are checked with zId instead. */
export const ZUuid = z.guid();

export const ZRole = z.enum(['admin', 'manager', 'user']);
export const ZUserStatus = z.enum(['unconfirmed', 'confirmed', 'deactivated']);
export const ZPlan = z.enum(['basic', 'enterprise', 'trial']);
/** A text per language; a language without a text has no entry. */
export const ZLabelTexts = z.partialRecord(ZLanguage, z.string());
/** The rules a new password must follow: its minimum length and how many of each kind of character. */
export const ZPasswordRules = z.strictObject({ length: ZCount, numbers: ZCount, lowercase: ZCount, uppercase: ZCount, specials: ZCount });
/** An action done, with nothing more to say. */
export const ZOk = z.strictObject({ ok: z.literal(true) });
