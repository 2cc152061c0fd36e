import { readSpreadsheet, writeSpreadsheet, type SpreadsheetFormat } from '../../lib/spreadsheet.js';
import { AppError } from '../../lib/errors.js';
import type { Language } from '../../db/types.js';
import { recordAudit } from '../audit/audit.writer.js';
import { allGroups, insertGroup, updateGroupRow } from './groups.queries.js';
import { placeResponsesUnderNewTree } from './groups.regroup.js';
import type { TImportInput } from './groups.schemas.js';
import { inScope, type GroupsCtx } from './groups.scope.js';

// Group import (people §4): a sheet of group name and parent group. Existing groups are listed,
// missing ones are created inactive, then parents are set. Rows with errors are left out and
// reported per group; the rest is applied in one transaction.

const COLUMNS = {
  name: ['group name', 'group', 'name', 'nome do grupo', 'grupo', 'nome', 'nombre del grupo', 'nombre'],
  parent: ['parent group', 'parent', 'grupo pai', 'pai', 'grupo superior', 'grupo padre', 'padre'],
};

const TEMPLATE: Record<Language, { headers: string[]; rows: string[][] }> = {
  'en-US': {
    headers: ['Group name', 'Parent group'],
    rows: [
      ['Operations', ''],
      ['Logistics', 'Operations'],
      ['Warehouse', 'Logistics'],
    ],
  },
  'pt-BR': {
    headers: ['Nome do grupo', 'Grupo pai'],
    rows: [
      ['Operações', ''],
      ['Logística', 'Operações'],
      ['Armazém', 'Logística'],
    ],
  },
  'es-AR': {
    headers: ['Nombre del grupo', 'Grupo padre'],
    rows: [
      ['Operaciones', ''],
      ['Logística', 'Operaciones'],
      ['Depósito', 'Logística'],
    ],
  },
};

export const IMPORT_MESSAGES = {
  nameShort: 'The group name must have at least 2 characters',
  nameLong: 'The group name must have at most 100 characters',
  repeated: 'This group is listed more than once',
  notYours: 'A group with this name already exists',
  unknownParent: 'Unknown parent group',
  ownParent: 'A group cannot be its own parent',
  cycle: 'These parents make a cycle: a group cannot be below itself',
  rootForManager: 'Choose a parent group you manage',
  parentFailed: 'Its parent group has errors and cannot be imported',
} as const;

export async function importTemplate(input: { format: SpreadsheetFormat; language: Language }) {
  const t = TEMPLATE[input.language];
  return { fileName: `groups-template.${input.format}`, base64: await writeSpreadsheet(input.format, t.headers, t.rows) };
}

export interface ImportRow {
  line: number;
  name: string;
  parent: string | null;
  /** existing: the group is there already (its parent may change); new: it will be created inactive. */
  status: 'existing' | 'new';
  /** Whether the parent changes (or is set, for a new group). */
  moves: boolean;
  errors: string[];
}

const key = (name: string) => name.trim().toLocaleLowerCase();

/** Reads the sheet and checks every row against the company's groups; writes nothing. */
export async function planImport(c: GroupsCtx, input: TImportInput) {
  const { rows: sheet, headers } = await readSpreadsheet(input.file, input.format, COLUMNS);
  if (!headers.includes('name')) throw new AppError('BAD_INPUT', { file: ['The file needs a "Group name" column'] });
  const scope = c.scope;
  const groups = await allGroups(c.tx, c.auth.companyId);
  const byName = new Map(groups.map((g) => [key(g.name), g]));
  const names = new Map(groups.map((g) => [g.id, key(g.name)]));

  const rows: ImportRow[] = [];
  const seen = new Set<string>();
  for (const { line, cells } of sheet) {
    const name = (cells.name ?? '').trim();
    const parent = (cells.parent ?? '').trim() || null;
    const existing = byName.get(key(name));
    const row: ImportRow = { line, name, parent, status: existing ? 'existing' : 'new', moves: false, errors: [] };
    if (name.length < 2) row.errors.push(IMPORT_MESSAGES.nameShort);
    else if (name.length > 100) row.errors.push(IMPORT_MESSAGES.nameLong);
    else if (seen.has(key(name))) row.errors.push(IMPORT_MESSAGES.repeated);
    else if (existing && !inScope(scope, existing.id)) row.errors.push(IMPORT_MESSAGES.notYours);
    seen.add(key(name));
    rows.push(row);
  }

  // The parent of every group once imported, by name: the groups as they are, then the file's rows.
  const fileRows = new Map(rows.filter((r) => !r.errors.length).map((r) => [key(r.name), r]));
  const finalParent = new Map<string, string | null>();
  for (const g of groups) finalParent.set(key(g.name), g.parent_id ? (names.get(g.parent_id) ?? null) : null);
  for (const r of fileRows.values()) if (r.parent) finalParent.set(key(r.name), key(r.parent));

  for (const r of rows) {
    if (r.errors.length) continue;
    const existing = byName.get(key(r.name));
    if (!r.parent) {
      if (!existing && !scope.all) r.errors.push(IMPORT_MESSAGES.rootForManager);
      continue;
    }
    const parentExisting = byName.get(key(r.parent));
    if (key(r.parent) === key(r.name)) r.errors.push(IMPORT_MESSAGES.ownParent);
    else if (!(parentExisting && inScope(scope, parentExisting.id)) && !fileRows.has(key(r.parent))) r.errors.push(IMPORT_MESSAGES.unknownParent);
    else if (cycles(finalParent, key(r.name))) r.errors.push(IMPORT_MESSAGES.cycle);
    else r.moves = !existing || !existing.parent_id || names.get(existing.parent_id) !== key(r.parent);
  }

  // A new parent that cannot be imported takes its subgroups with it, however deep.
  for (let changed = true; changed;) {
    changed = false;
    const failed = new Set(rows.filter((r) => r.errors.length).map((r) => key(r.name)));
    for (const r of rows) {
      if (r.errors.length || !r.parent) continue;
      if (failed.has(key(r.parent)) && !byName.has(key(r.parent))) {
        r.errors.push(IMPORT_MESSAGES.parentFailed);
        changed = true;
      }
    }
  }

  return {
    rows,
    existing: rows.filter((r) => r.status === 'existing' && !r.errors.length).map((r) => r.name),
    toCreate: rows.filter((r) => r.status === 'new' && !r.errors.length).map((r) => r.name),
    toMove: rows.filter((r) => r.moves && !r.errors.length).map((r) => r.name),
    errors: rows.filter((r) => r.errors.length).length,
  };
}

function cycles(parents: Map<string, string | null>, start: string): boolean {
  let at = parents.get(start) ?? null;
  for (let i = 0; at && i < 100_000; i++) {
    if (at === start) return true;
    at = parents.get(at) ?? null;
  }
  return false;
}

/** Applies the rows without errors: creates missing groups (inactive), then sets parents. */
export async function applyImport(c: GroupsCtx, input: TImportInput) {
  const plan = await planImport(c, input);
  const companyId = c.auth.companyId;
  const good = plan.rows.filter((r) => !r.errors.length);
  const before = await allGroups(c.tx, companyId);
  const ids = new Map(before.map((g) => [key(g.name), g.id]));
  const created: string[] = [];
  for (const r of good.filter((x) => x.status === 'new')) {
    const id = await insertGroup(c.tx, companyId, { name: r.name, parentId: null, active: false });
    ids.set(key(r.name), id);
    created.push(id);
  }
  let moved = 0;
  for (const r of good) {
    if (!r.moves || !r.parent) continue;
    await updateGroupRow(c.tx, companyId, ids.get(key(r.name))!, { parent_id: ids.get(key(r.parent))! });
    moved++;
  }
  // A new group has no answers yet; an existing one placed under another parent moves its people's.
  if (good.some((r) => r.moves && r.status === 'existing')) await placeResponsesUnderNewTree(c, before);
  if (created.length || moved) {
    await recordAudit(c.tx, c.auth, {
      entity: 'groups',
      action: 'import',
      summary: `Imported groups: ${created.length} created (inactive), ${moved} placed under a parent, ${plan.errors} rows with errors left out`,
      changes: {
        created: plan.toCreate,
        moved: plan.toMove,
        errors: plan.rows.filter((r) => r.errors.length).map((r) => ({ line: r.line, name: r.name, errors: r.errors })),
      },
    });
  }
  return { ...plan, created: created.length, moved };
}
