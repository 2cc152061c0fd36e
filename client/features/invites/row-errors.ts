import type { TFunction } from 'i18next';

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
};

const kindOf = (field: string) => KINDS[field] ?? (field.startsWith('attribute') ? 'attribute' : 'other');

export function rowErrorText(t: TFunction, field: string, messages: string[]): string {
  const first = messages[0] ?? '';
  if (/^[A-Z_]+$/.test(first)) {
    return messages.map((code) => t(`invites:rowErrors.${code}`, { defaultValue: t(`errors:${code}`) })).join(' ');
  }
  if (first === 'Required') return t('invites:rowErrors.required');
  return t(`invites:fieldInvalid.${kindOf(field)}`);
}

/** The missing licences a LICENCES_EXCEEDED answer names. */
export function missingLicencesOf(fieldErrors: Record<string, string[]>): number {
  return Number(fieldErrors.missingLicences?.[0] ?? 0);
}

/** A file as base64, without the data-URL prefix. */
export function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export function downloadBase64(base64: string, fileName: string, mimeType: string) {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: mimeType }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
