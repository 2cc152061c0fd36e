import { isCorporateEmail } from '../../auth/free-mail.js';
import { fieldErrorsOf } from '../../trpc/init.js';
import type { GroupsCtx } from '../groups/groups.scope.js';
import { attributesWithOptions } from '../users/users.queries.js';
import { acrossCompanies, takenCodes, takenEmails, type AttributeWithOptions } from './invites.queries.js';
import { loadPlacementRules, planPlacements, type Placement, type PlacementRules } from './invites.placement.js';
import { ZInviteRow, type TInviteRow } from './invites.schemas.js';

// The rules every invited person must pass, whether typed in the invite form or read from a
// spreadsheet (people §5). Field errors are codes the client translates (invites.json, rowErrors).

/** Errors of one row, by field path within the row (email, code, profile.firstname, attributes.0.value…). */
export type RowErrors = Record<string, string[]>;

export interface InviteRules {
  companyId: string;
  isSuper: boolean;
  attributes: AttributeWithOptions[];
  placement: PlacementRules;
}

export async function loadInviteRules(c: GroupsCtx): Promise<InviteRules> {
  const { companyId, isSuper } = c.auth;
  return { companyId, isSuper, attributes: await attributesWithOptions(c.tx, companyId), placement: await loadPlacementRules(c) };
}

const add = (errors: RowErrors, field: string, code: string) => {
  (errors[field] ??= []).push(code);
};

/**
 * The part of a raw row that passes its schema field by field, with the schema's errors for the
 * rest: a line with a bad birth date still gets its e-mail checked, so one preview shows everything.
 */
export function parseRow(raw: Record<string, unknown>): { row: TInviteRow | null; partial: Partial<TInviteRow>; errors: RowErrors } {
  const whole = ZInviteRow.safeParse(raw);
  if (whole.success) return { row: whole.data, partial: whole.data, errors: {} };
  const partial: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(ZInviteRow.shape)) {
    const field = (schema as typeof ZInviteRow.shape.email).safeParse(raw[key]);
    if (field.success) partial[key] = field.data;
  }
  return { row: null, partial, errors: fieldErrorsOf(whole.error) };
}

/**
 * The rules beyond the shape of each field: e-mail or code present, corporate e-mail, nobody twice
 * in the same form, nobody who already exists on the platform, codes only from super users, a birth
 * date for people without e-mail (they confirm by code and birth date), attribute values that are
 * options of their attribute, groups and leader within the caller's reach (invites.placement).
 * Returns one error record per row, in order (empty when the row is good), and where each lands.
 */
export async function checkRows(
  c: GroupsCtx,
  rules: InviteRules,
  rows: Partial<TInviteRow>[],
  initial: RowErrors[] = [],
): Promise<{ errors: RowErrors[]; placements: Placement[] }> {
  const { tx } = c;
  const placed = await planPlacements(c, rules.placement, rows);
  const errors: RowErrors[] = rows.map((_, i) => ({ ...(initial[i] ?? {}) }));
  placed.errors.forEach((row, i) => Object.entries(row).forEach(([field, codes]) => codes.forEach((code) => add(errors[i]!, field, code))));
  const emails = [...new Set(rows.map((r) => r.email).filter((e): e is string => Boolean(e)))];
  const codes = [...new Set(rows.map((r) => r.code).filter((c): c is string => Boolean(c)))];
  const [emailTaken, codeTaken] = await acrossCompanies(tx, async (sys) => [await takenEmails(sys, emails), await takenCodes(sys, codes)] as const);
  const attributes = new Map(rules.attributes.map((a) => [a.id, new Set(a.options.map((o) => o.id))]));

  const seenEmails = new Set<string>();
  const seenCodes = new Set<string>();
  rows.forEach((row, i) => {
    const e = errors[i]!;
    const hasEmailError = Boolean(e.email);
    if (!row.email && !row.code && !hasEmailError && !e.code) add(e, 'email', 'EMAIL_OR_CODE_REQUIRED');
    if (row.email) {
      if (!isCorporateEmail(row.email)) add(e, 'email', 'EMAIL_NOT_CORPORATE');
      else if (seenEmails.has(row.email)) add(e, 'email', 'EMAIL_DUPLICATE');
      else if (emailTaken.has(row.email)) add(e, 'email', 'EMAIL_TAKEN');
      seenEmails.add(row.email);
    }
    if (row.code) {
      if (!rules.isSuper) add(e, 'code', 'CODE_NOT_ALLOWED');
      else if (seenCodes.has(row.code)) add(e, 'code', 'CODE_DUPLICATE');
      else if (codeTaken.has(row.code)) add(e, 'code', 'CODE_TAKEN');
      seenCodes.add(row.code);
    }
    if (!row.email && row.code && !row.birthDate && !e.birthDate) add(e, 'birthDate', 'BIRTH_DATE_REQUIRED');
    const seenKeys = new Set<string>();
    (row.attributes ?? []).forEach((attr, j) => {
      const options = attributes.get(attr.key);
      if (!options) add(e, `attributes.${j}.key`, 'ATTRIBUTE_UNKNOWN');
      else if (seenKeys.has(attr.key)) add(e, `attributes.${j}.key`, 'ATTRIBUTE_DUPLICATE');
      else if (!options.has(attr.value)) add(e, `attributes.${j}.value`, 'ATTRIBUTE_OPTION_INVALID');
      seenKeys.add(attr.key);
    });
  });
  return { errors, placements: placed.placements };
}

export const hasErrors = (errors: RowErrors[]) => errors.some((e) => Object.keys(e).length > 0);
