import type { Language } from '../../db/types.js';
import { normaliseText } from '../../lib/spreadsheet.js';
import type { AttributeWithOptions } from '../invites/invites.queries.js';

// The columns of the user import and the names accepted for them, in en, pt and es. Headers and
// values are compared without case, accents or punctuation.

export const BASE_COLUMNS = ['firstName', 'lastName', 'email', 'role', 'code', 'birthDate', 'groups', 'manager'] as const;
export type BaseColumn = (typeof BASE_COLUMNS)[number];

/** The header written in templates, per language. */
export const HEADERS: Record<Language, Record<BaseColumn, string>> = {
  'en-US': {
    firstName: 'Name',
    lastName: 'Last name',
    email: 'E-mail',
    role: 'Role',
    code: 'Code',
    birthDate: 'Birth date',
    groups: 'Groups',
    manager: 'Manager e-mail',
  },
  'pt-BR': {
    firstName: 'Nome',
    lastName: 'Sobrenome',
    email: 'E-mail',
    role: 'Papel',
    code: 'Código',
    birthDate: 'Data de nascimento',
    groups: 'Grupos',
    manager: 'E-mail do gestor',
  },
  'es-AR': {
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    role: 'Rol',
    code: 'Código',
    birthDate: 'Fecha de nacimiento',
    groups: 'Grupos',
    manager: 'Correo del líder',
  },
};

/** Every header accepted for each column (the templates' in all languages, and common variants). */
export const COLUMN_ALIASES: Record<BaseColumn, string[]> = {
  firstName: ['name', 'first name', 'firstname', 'given name', 'nome', 'primeiro nome', 'nombre', 'nombres'],
  lastName: ['last name', 'lastname', 'surname', 'family name', 'sobrenome', 'ultimo nome', 'apellido', 'apellidos'],
  email: ['e-mail', 'email', 'mail', 'e-mail address', 'endereco de e-mail', 'correo', 'correo electronico', 'correo electrónico'],
  role: ['role', 'papel', 'funcao', 'perfil', 'rol'],
  code: ['code', 'codigo', 'código', 'matricula', 'cpf', 'legajo', 'dni'],
  birthDate: ['birth date', 'birthdate', 'date of birth', 'birthday', 'data de nascimento', 'nascimento', 'fecha de nacimiento', 'nacimiento'],
  // Only words for "group": "area", "team" or "department" may be a demographic attribute's label.
  groups: ['group', 'groups', 'grupo', 'grupos'],
  manager: [
    'manager',
    'manager e-mail',
    'manager email',
    'leader',
    'leader e-mail',
    'gestor',
    'e-mail do gestor',
    'lider',
    'e-mail do lider',
    'lider e-mail',
    'correo del lider',
    'correo del jefe',
    'jefe',
  ],
};

/**
 * The groups a sheet cell names: several separated by `;` or line breaks, each by its name (names
 * are unique in a company) or its path from the top, `Engineering / Platform` (also `>` or `›`).
 * Returns the ids found and the names not found among the given (the caller's) groups.
 */
export function groupsOfCell(cell: string, groups: { id: string; name: string; path: string[] }[]): { ids: string[]; unknown: string[] } {
  const key = (parts: string[]) => parts.map((p) => p.trim().toLocaleLowerCase()).join('\u0000');
  const byName = new Map(groups.map((g) => [key([g.name]), g]));
  const byPath = new Map(groups.map((g) => [key([...g.path, g.name]), g]));
  const ids: string[] = [];
  const unknown: string[] = [];
  for (const entry of cell
    .split(/[;\n]/)
    .map((e) => e.trim())
    .filter(Boolean)) {
    // A name may itself hold a slash ("Sales / Marketing"): the whole text is tried as a name first.
    const parts = entry.split(/\s*[/>›]\s*/).filter(Boolean);
    const found = byName.get(key([entry])) ?? byPath.get(key(parts));
    if (found) ids.push(found.id);
    else unknown.push(entry);
  }
  return { ids, unknown };
}

const ROLE_NAMES: Record<string, 'admin' | 'manager' | 'user'> = {};
for (const [role, names] of Object.entries({
  admin: ['admin', 'administrator', 'administrador', 'administradora'],
  manager: ['manager', 'leader', 'lider', 'gestor', 'gestora', 'gerente'],
  user: ['user', 'employee', 'usuario', 'usuaria', 'colaborador', 'colaboradora', 'empleado', 'empleada'],
} as const)) {
  for (const n of names) ROLE_NAMES[normaliseText(n)] = role as 'admin' | 'manager' | 'user';
}

/** A role written in any of the three languages; an empty cell is an ordinary user. */
export function roleOf(value: string): string | undefined {
  if (!value.trim()) return undefined;
  return ROLE_NAMES[normaliseText(value)] ?? value;
}

/** Attribute columns by their normalised label in any language. */
export function attributeColumns(attributes: AttributeWithOptions[]): Map<string, AttributeWithOptions> {
  const out = new Map<string, AttributeWithOptions>();
  for (const a of attributes) for (const label of Object.values(a.labels)) if (label) out.set(normaliseText(label), a);
  return out;
}

/** An option of the attribute by its label in any language. */
export function optionOf(attribute: AttributeWithOptions, value: string): string | null {
  const wanted = normaliseText(value);
  return attribute.options.find((o) => Object.values(o.labels).some((l) => l && normaliseText(l) === wanted))?.id ?? null;
}

export function labelIn(labels: Partial<Record<Language, string>>, language: Language): string {
  return labels[language] ?? labels['en-US'] ?? Object.values(labels).find(Boolean) ?? '';
}
