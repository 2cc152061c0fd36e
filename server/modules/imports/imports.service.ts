import type { Language } from '../../db/types.js';
import { AppError } from '../../lib/errors.js';
import { fileError, readSpreadsheet, writeSpreadsheet, type SheetRow } from '../../lib/spreadsheet.js';
import type { GroupsCtx } from '../groups/groups.scope.js';
import { recordAudit } from '../audit/audit.writer.js';
import { peopleByEmails } from '../invites/invites.queries.js';
import { createInvitedPeople } from '../invites/invites.service.js';
import { assertLicencesFor, licenceShortfall } from '../users/users.licences.js';
import { checkRows, loadInviteRules, parseRow, type InviteRules, type RowErrors } from '../invites/invites.validation.js';
import type { Placement } from '../invites/invites.placement.js';
import type { TInviteRow } from '../invites/invites.schemas.js';
import { attributeColumns, BASE_COLUMNS, COLUMN_ALIASES, groupsOfCell, HEADERS, labelIn, optionOf, roleOf } from './imports.columns.js';
import type { TImportCommitInput, TImportFileInput } from './imports.schemas.js';

// The user import: a template, a preview with every line's errors, then all lines or none. Every
// line passes the same rules as the invite form (invites.validation), nothing written twice.

type TenantCtx = GroupsCtx;

const attributeKey = (id: string) => `attribute:${id}`;

export async function importTemplate(ctx: TenantCtx, format: 'csv' | 'xlsx', language: Language) {
  const rules = await loadInviteRules(ctx);
  const headers = [...BASE_COLUMNS.map((c) => HEADERS[language][c]), ...rules.attributes.map((a) => labelIn(a.labels, language))];
  const file = await writeSpreadsheet(format, headers, []);
  return {
    fileName: `clima-users.${format}`,
    mimeType: format === 'csv' ? 'text/csv' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    file,
    headers,
  };
}

interface CheckedLine {
  line: number;
  values: Record<string, string>;
  errors: RowErrors;
  row: TInviteRow | null;
  placement: Placement | null;
}

/** What a line's names stand for: attribute columns, the caller's groups, leaders by e-mail. */
interface Lookups {
  attributeByHeader: ReturnType<typeof attributeColumns>;
  groups: InviteRules['placement']['groups'];
  leaderByEmail: Map<string, string>;
}

const emailKey = (cell: string | undefined) => cell?.trim().toLowerCase() ?? '';

/**
 * One sheet line as an invite row, with the errors only the sheet can have: an unknown option, a
 * group name that is none of the caller's groups (named in the message), a leader nobody has.
 */
function toInviteRow(sheet: SheetRow, { attributeByHeader, groups, leaderByEmail }: Lookups) {
  const { cells } = sheet;
  const attributes: { key: string; value: string }[] = [];
  const errors: RowErrors = {};
  const attributeIds: string[] = [];
  for (const [header, value] of Object.entries(cells)) {
    const attribute = attributeByHeader.get(header);
    if (!attribute || !value) continue;
    const option = optionOf(attribute, value);
    if (option) {
      attributes.push({ key: attribute.id, value: option });
      attributeIds.push(attribute.id);
    } else errors[attributeKey(attribute.id)] = ['ATTRIBUTE_OPTION_INVALID'];
  }
  const placed = groupsOfCell(cells.groups ?? '', groups);
  if (placed.unknown.length) errors.groups = placed.unknown.map((name) => `GROUP_UNKNOWN:${name}`);
  const manager = emailKey(cells.manager);
  const managerId = manager ? leaderByEmail.get(manager) : undefined;
  if (manager && !managerId) errors.manager = ['MANAGER_UNKNOWN'];
  const raw = {
    email: cells.email ?? '',
    code: cells.code ?? '',
    profile: { firstname: cells.firstName ?? '', lastname: cells.lastName ?? '' },
    role: roleOf(cells.role ?? ''),
    birthDate: cells.birthDate ?? '',
    attributes,
    groups: placed.ids,
    managerId,
  };
  return { raw, errors, attributeIds };
}

/** A row error path (profile.firstname, attributes.0.value…) as the sheet column it belongs to. */
function columnOf(path: string, attributeIds: string[]): string {
  if (path === 'profile.firstname' || path === 'profile') return 'firstName';
  if (path === 'profile.lastname') return 'lastName';
  if (path === 'managerId') return 'manager';
  if (path.startsWith('leads')) return 'groups';
  const attr = /^attributes\.(\d+)/.exec(path);
  if (attr) return attributeKey(attributeIds[Number(attr[1])] ?? 'unknown');
  return path.split('.')[0] ?? path;
}

async function checkFile(ctx: TenantCtx, input: TImportFileInput): Promise<{ rules: InviteRules; lines: CheckedLine[]; ignoredColumns: string[] }> {
  const { tx, auth } = ctx;
  const rules = await loadInviteRules(ctx);
  const byHeader = attributeColumns(rules.attributes);
  const { headers, rows } = await readSpreadsheet(input.file, input.format, COLUMN_ALIASES);
  if (rows.length === 0) throw fileError('FILE_NO_ROWS');
  const managerEmails = [...new Set(rows.map((r) => emailKey(r.cells.manager)).filter(Boolean))];
  const lookups: Lookups = { attributeByHeader: byHeader, groups: rules.placement.groups, leaderByEmail: await peopleByEmails(tx, auth.companyId, managerEmails) };
  const known = new Set<string>(BASE_COLUMNS);
  const ignoredColumns = headers.filter((h) => h && !known.has(h) && !byHeader.has(h));

  const mapped = rows.map((sheet) => {
    const { raw, errors, attributeIds } = toInviteRow(sheet, lookups);
    const parsed = parseRow(raw);
    return { sheet, errors, attributeIds, parsed };
  });
  const business = await checkRows(
    ctx,
    rules,
    mapped.map((m) => m.parsed.partial),
    mapped.map((m) => m.parsed.errors),
  );
  const lines = mapped.map((m, i) => {
    const errors: RowErrors = { ...m.errors };
    for (const [path, messages] of Object.entries(business.errors[i]!)) (errors[columnOf(path, m.attributeIds)] ??= []).push(...messages);
    const values: Record<string, string> = {};
    for (const c of BASE_COLUMNS) values[c] = m.sheet.cells[c] ?? '';
    for (const [header, value] of Object.entries(m.sheet.cells)) {
      const attribute = byHeader.get(header);
      if (attribute) values[attributeKey(attribute.id)] = value;
    }
    const good = Object.keys(errors).length === 0;
    return { line: m.sheet.line, values, errors, row: good ? m.parsed.row : null, placement: good ? business.placements[i]! : null };
  });
  return { rules, lines, ignoredColumns };
}

/** Every line with its errors, the totals and the licences missing; nothing is written. */
export async function previewImport(ctx: TenantCtx, input: TImportFileInput) {
  const { rules, lines, ignoredColumns } = await checkFile(ctx, input);
  const valid = lines.filter((l) => l.row).length;
  const licences = await licenceShortfall(ctx.tx, ctx.auth.companyId, lines.length);
  return {
    columns: [
      ...BASE_COLUMNS.map((c) => ({ key: c, label: c, attribute: false })),
      ...rules.attributes.map((a) => ({ key: attributeKey(a.id), label: labelIn(a.labels, ctx.language), attribute: true })),
    ],
    rows: lines.map(({ line, values, errors }) => ({ line, values, errors })),
    ignoredColumns,
    totals: { rows: lines.length, valid, invalid: lines.length - valid },
    licences: { licenses: licences.available, used: licences.used, missingLicences: licences.missingLicences },
  };
}

/** Checks the file again and creates every person in one transaction, or nobody. */
export async function commitImport(ctx: TenantCtx, input: TImportCommitInput) {
  const { tx, auth } = ctx;
  const { lines } = await checkFile(ctx, input);
  const failing = lines.filter((l) => !l.row);
  if (failing.length > 0) {
    const fieldErrors: Record<string, string[]> = {};
    for (const l of failing) for (const [column, messages] of Object.entries(l.errors)) fieldErrors[`rows.${l.line}.${column}`] = messages;
    throw new AppError('BAD_INPUT', fieldErrors);
  }
  await assertLicencesFor(tx, auth.companyId, lines.length);
  const users = await createInvitedPeople(
    ctx,
    lines.map((l) => ({ row: l.row!, sendLater: input.inactive, placement: l.placement! })),
  );
  await recordAudit(tx, auth, {
    entity: 'users',
    action: 'import',
    summary: `Imported ${users.length} ${users.length === 1 ? 'person' : 'people'} from a spreadsheet (${input.inactive ? 'invites to send later' : 'invites sent'})`,
    changes: { people: users.map((u) => ({ id: u.id, email: u.email, code: u.code, groups: u.groups })), inactive: input.inactive },
  });
  return {
    created: users.length,
    accountLinks: users.filter((u) => u.accountLink).map((u) => ({ id: u.id, code: u.code, name: `${u.firstName} ${u.lastName}`, link: u.accountLink! })),
  };
}
