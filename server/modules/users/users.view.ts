import type { Selectable } from 'kysely';
import type { Labels, Language, UsersTable } from '../../db/types.js';

// How a person is shown to callers (legacy field names: profile.firstname, birthDate, attributes
// as key and value) and named in audit summaries.

type UserRow = Pick<
  Selectable<UsersTable>,
  | 'id'
  | 'email'
  | 'code'
  | 'first_name'
  | 'last_name'
  | 'phone'
  | 'role'
  | 'status'
  | 'inactive'
  | 'birth_date'
  | 'language'
  | 'anonymized_at'
  | 'invited_at'
  | 'created_at'
>;

/**
 * What every view of a person starts with: who they are, how to reach them, their role and
 * language. It is all the signed-in person reads of themselves (users.me), besides their settings.
 */
export interface Person {
  id: string;
  email: string | null;
  code: string | null;
  profile: { firstname: string; lastname: string };
  phone: string | null;
  role: UserRow['role'];
  language: Language;
  /** The same language where the legacy client reads a person's (people §3: preferences.language). */
  preferences: { language: Language };
}

export interface UserView extends Person {
  status: UserRow['status'];
  inactive: boolean;
  anonymized: boolean;
  birthDate: string | null;
  attributes: { key: string; value: string }[];
  createdAt: string;
  invitedAt: string | null;
}

export function personOf(row: UserRow): Person {
  return {
    id: row.id,
    email: row.email,
    code: row.code,
    profile: { firstname: row.first_name, lastname: row.last_name },
    phone: row.phone,
    role: row.role,
    language: row.language,
    preferences: { language: row.language },
  };
}

export function toUserView(row: UserRow, attributes: { key: string; value: string }[]): UserView {
  return {
    ...personOf(row),
    status: row.status,
    inactive: row.inactive,
    anonymized: row.anonymized_at !== null,
    birthDate: row.birth_date,
    attributes,
    createdAt: row.created_at.toISOString(),
    invitedAt: row.invited_at?.toISOString() ?? null,
  };
}

/** A group a person belongs to (member) or leads (manager), as the users list shows it. */
export interface UserGroup {
  id: string;
  name: string;
  as: 'member' | 'manager';
}

/** A person in the users list: the view plus their groups, so the list shows where each person lands. */
export type UserListItem = UserView & { groups: UserGroup[] };

/** Managers see who is in their groups, not personal data such as birth date, code or phone. */
export function forManager(view: UserView): UserView {
  return { ...view, code: null, phone: null, birthDate: null, attributes: [] };
}

/** A person's name for audit summaries: full name, else e-mail or code. */
export function nameOf(row: Pick<UserRow, 'first_name' | 'last_name' | 'email' | 'code'>): string {
  return `${row.first_name} ${row.last_name}`.trim() || row.email || row.code || 'a person';
}

/** The text of a label in a language, else English, else any language that has one. */
export function labelIn(labels: Labels, language: Language): string {
  return labels[language] ?? labels['en-US'] ?? Object.values(labels).find(Boolean) ?? '';
}

type Labelled = { id: string; labels: Labels };

/** Demographic attributes and their options labelled in a language, as the forms list them. */
export function labelledAttributes(attributes: (Labelled & { options: Labelled[] })[], language: Language) {
  return attributes.map((a) => ({ id: a.id, label: labelIn(a.labels, language), options: a.options.map((o) => ({ id: o.id, label: labelIn(o.labels, language) })) }));
}
