import type { TFunction } from 'i18next';
import { errorText } from '../../lib/errors';
import { fieldErrorsOf } from '../../lib/trpc';

// Field errors of the invite and import rules come back as codes (EMAIL_TAKEN, CODE_NOT_ALLOWED…)
// or, for the shape of a field, as a sentence: codes get their own text, sentences the field's.

const KINDS: Record<string, string> = {
  email: 'email',
  code: 'code',
  firstName: 'firstName',
  'profile.firstname': 'firstName',
  lastName: 'lastName',
  'profile.lastname': 'lastName',
  role: 'role',
  birthDate: 'birthDate',
  groups: 'groups',
  leads: 'groups',
  managerId: 'manager',
  manager: 'manager',
};

const kindOf = (field: string) => KINDS[field.replace(/\.\d+$/, '')] ?? (field.startsWith('attribute') ? 'attribute' : 'other');

// A code may carry what it is about after a colon (GROUP_UNKNOWN:Plataform): the text names it.
const CODE = /^([A-Z_]+)(?::(.*))?$/s;

export function rowErrorText(t: TFunction, field: string, messages: string[]): string {
  const first = messages[0] ?? '';
  if (CODE.test(first)) {
    return messages
      .map((message) => {
        const [, code, value] = CODE.exec(message) ?? [null, message, undefined];
        const fallback = t(`invites:rowErrors.${code}`, { defaultValue: t(`errors:${code}`) });
        return value === undefined ? fallback : t(`invites:rowErrors.${code}_value`, { value, defaultValue: fallback });
      })
      .join(' ');
  }
  if (first === 'Required') return t('invites:rowErrors.required');
  return t(`invites:fieldInvalid.${kindOf(field)}`);
}

/** The missing licences a LICENCES_EXCEEDED answer names. */
export function missingLicencesOf(fieldErrors: Record<string, string[]>): number {
  return Number(fieldErrors.missingLicences?.[0] ?? 0);
}

/**
 * Why a spreadsheet could not be used: the server names the file's problem with a code
 * (FILE_EMPTY, FILE_NO_ROWS…) shown in the reader's language; anything else is the error's own text.
 */
export function fileErrorText(t: TFunction, error: unknown): string {
  const code = fieldErrorsOf(error).file?.[0];
  const general = errorText(t, error);
  return code && /^[A-Z_]+$/.test(code) ? t(`invites:fileErrors.${code}`, { defaultValue: general }) : general;
}

/** A file as base64, without the data-URL prefix, reporting how much of it has been read. */
export function readBase64(file: File, onProgress?: (loaded: number, total: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    if (onProgress) reader.onprogress = (e) => onProgress(e.loaded, e.lengthComputable ? e.total : file.size);
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error!);
    reader.readAsDataURL(file);
  });
}
