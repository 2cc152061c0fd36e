import type { TFunction } from 'i18next';
import { errorCodeOf, fieldErrorsOf } from '../../lib/trpc';

// The server explains refusals in English sentences (the v1 clients show them as they are); the
// screens show the same explanation in the reader's language.
const KNOWN: Record<string, string> = {
  'Unknown person': 'unknownPerson',
  'This person was removed from the company': 'removedPerson',
  'Inactive people cannot be managers': 'inactiveManager',
  'Unknown group': 'unknownGroup',
  'A group cannot be its own subgroup': 'ownSubgroup',
  'This group is above it in the tree: it cannot also be below it': 'cycle',
  'Choose a parent group you manage': 'rootForManager',
  'This would take groups out of the groups you manage': 'leavesScope',
  'A group with this name already exists': 'nameTaken',
  'Must have at least 2 characters': 'nameShort',
  'At most 100 characters': 'nameLong',
  'The group name must have at least 2 characters': 'nameShort',
  'The group name must have at most 100 characters': 'nameLong',
  'This group is listed more than once': 'repeated',
  'Unknown parent group': 'unknownParent',
  'A group cannot be its own parent': 'ownParent',
  'These parents make a cycle: a group cannot be below itself': 'importCycle',
  'Its parent group has errors and cannot be imported': 'parentFailed',
  'The file needs a "Group name" column': 'noNameColumn',
  'The file is larger than 4 MB': 'fileTooLarge',
  // The spreadsheet reader's file error codes (server/lib/spreadsheet.ts).
  FILE_EMPTY: 'fileEmpty',
  FILE_TOO_LARGE: 'fileTooLarge',
  FILE_UNREADABLE: 'fileUnreadable',
  FILE_NO_HEADER: 'fileNoHeader',
  FILE_TOO_MANY_ROWS: 'fileTooManyRows',
  FILE_NO_ROWS: 'fileNoRows',
};

export function messageText(t: TFunction, message: string): string {
  const key = KNOWN[message];
  return key ? t(`groups:messages.${key}`) : t('errors:invalidField');
}

/** Field errors of a failed call, first message per field, translated. */
export function groupFieldErrors(t: TFunction, error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldErrorsOf(error))) if (messages[0]) out[field.split('.')[0]!] ??= messageText(t, messages[0]);
  if (errorCodeOf(error) === 'GROUP_NAME_TAKEN') out.name = t('groups:messages.nameTaken');
  return out;
}
