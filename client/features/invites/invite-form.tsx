import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/errors';
import { notify } from '../../lib/messages';
import { errorCodeOf, fieldErrorsOf, useTRPC } from '../../lib/trpc';
import { isDateComplete, typedToIso } from '../../lib/dates';
import { isEmail, normaliseEmail } from '../login/masks';
import { AccountLinks, LicencesMissing, type AccountLink } from './invite-parts';
import { placementInput, type Placement } from './invite-placement';
import { emptyRow, InviteRow, type Row, type RowErrors, type RowField } from './invite-row';
import { missingLicencesOf, rowErrorText } from './row-errors';
import type { InviteForm as FormInfo } from './send-invites-page';

export function InviteForm({ form }: { form: FormInfo }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<Row[]>(() => [emptyRow()]);
  const [errors, setErrors] = useState<Record<number, RowErrors>>({});
  const [checking, setChecking] = useState<Record<number, boolean>>({});
  const [missing, setMissing] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const [links, setLinks] = useState<AccountLink[]>([]);
  // Send later is asked for by its button; Enter and the primary button send now.
  const sendLater = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const send = useMutation(trpc.invites.send.mutationOptions());

  const setField = (key: number, field: RowField, value: string) => {
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, [field]: value } : r)));
    setErrors((es) => (es[key]?.[field] ? { ...es, [key]: { ...es[key], [field]: '' } } : es));
  };
  const setAttribute = (key: number, attributeId: string, optionId: string) => {
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, attributes: { ...r.attributes, [attributeId]: optionId } } : r)));
    const field = `attribute:${attributeId}`;
    setErrors((es) => (es[key]?.[field] ? { ...es, [key]: { ...es[key], [field]: '' } } : es));
  };
  const setPlacement = (key: number, placement: Placement) => {
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, placement } : r)));
    setErrors((es) => (es[key]?.groups || es[key]?.manager ? { ...es, [key]: { ...es[key], groups: '', manager: '' } } : es));
  };
  const setRowError = (key: number, field: string, text: string) => setErrors((es) => ({ ...es, [key]: { ...es[key], [field]: text } }));

  // Checked on blur (people §5): normalised, not twice in the form, corporate and free (GET users/available).
  const checkEmail = async (row: Row) => {
    const email = normaliseEmail(row.email);
    if (email !== row.email) setField(row.key, 'email', email);
    if (!email) return;
    if (!isEmail(email)) return setRowError(row.key, 'email', t('invites:fieldInvalid.email'));
    if (rows.some((r) => r.key !== row.key && normaliseEmail(r.email) === email)) return setRowError(row.key, 'email', t('invites:rowErrors.EMAIL_DUPLICATE'));
    setChecking((c) => ({ ...c, [row.key]: true }));
    try {
      await queryClient.fetchQuery({ ...trpc.users.available.queryOptions({ email }), staleTime: 0, retry: false });
      setRowError(row.key, 'email', '');
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setRowError(row.key, 'email', fields.email ? rowErrorText(t, 'email', fields.email) : errorText(t, error));
    } finally {
      setChecking((c) => ({ ...c, [row.key]: false }));
    }
  };

  const validate = (): Record<number, RowErrors> => {
    const out: Record<number, RowErrors> = {};
    for (const r of rows) {
      const e: RowErrors = {};
      if (!r.email.trim() && !r.code.trim()) e.email = t('invites:rowErrors.EMAIL_OR_CODE_REQUIRED');
      else if (r.email.trim() && !isEmail(r.email)) e.email = t('invites:fieldInvalid.email');
      else if (errors[r.key]?.email) e.email = errors[r.key]!.email!;
      if (r.firstName.trim().length < 2) e.firstName = t('invites:fieldInvalid.firstName');
      if (r.lastName.trim().length < 2) e.lastName = t('invites:fieldInvalid.lastName');
      if (r.birthDate && !isDateComplete(r.birthDate)) e.birthDate = t('invites:fieldInvalid.birthDate');
      if (!r.email.trim() && r.code.trim() && !r.birthDate) e.birthDate = t('invites:rowErrors.BIRTH_DATE_REQUIRED');
      // A manager's invite must land in one of their groups.
      if (form.groupRequired && r.placement.groups.length === 0 && !r.placement.managerId) e.groups = t('invites:rowErrors.GROUP_REQUIRED');
      if (Object.values(e).some(Boolean)) out[r.key] = e;
    }
    return out;
  };

  const focusFirstError = () => requestAnimationFrame(() => document.querySelector<HTMLElement>('.invite-form [aria-invalid="true"]')?.focus());

  // Shows its own outcome (alerts, field errors, the next screen): the form's submit handler
  // starts it and does not wait (`void` below).
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const later = sendLater.current;
    sendLater.current = false;
    setFormError(null);
    setMissing(0);
    const local = validate();
    if (Object.keys(local).length > 0) {
      setErrors(local);
      setFormError(t('invites:form.fixErrors'));
      return focusFirstError();
    }
    // Each row's attributes in the order sent, to read `attributes.<j>` errors back.
    const sentAttributes = rows.map((r) => form.attributes.filter((a) => r.attributes[a.id]).map((a) => a.id));
    try {
      const result = await send.mutateAsync({
        inactive: later,
        invitedUsers: rows.map((r, i) => ({
          email: normaliseEmail(r.email) || undefined,
          code: form.canSetCode && r.code.trim() ? r.code.trim() : undefined,
          profile: { firstname: r.firstName.trim(), lastname: r.lastName.trim() },
          role: r.role,
          birthDate: r.birthDate ? typedToIso(r.birthDate, i18n.language) : undefined,
          attributes: sentAttributes[i]!.map((id) => ({ key: id, value: r.attributes[id]! })),
          ...placementInput(r.placement),
        })),
      });
      notify(t(later ? 'invites:form.saved' : 'invites:form.sent', { count: result.created }), 'success');
      setLinks(result.users.filter((u) => u.accountLink).map((u) => ({ name: `${u.firstName} ${u.lastName}`, code: u.code, link: u.accountLink! })));
      setRows([emptyRow()]);
      setErrors({});
      void queryClient.invalidateQueries({ queryKey: trpc.invites.pathKey() });
    } catch (error) {
      const code = errorCodeOf(error);
      const fields = fieldErrorsOf(error);
      if (code === 'LICENCES_EXCEEDED') return setMissing(missingLicencesOf(fields));
      const next: Record<number, RowErrors> = {};
      for (const [path, messages] of Object.entries(fields)) {
        const m = /^invitedUsers\.(\d+)\.(.+)$/.exec(path);
        const row = m ? rows[Number(m[1])] : undefined;
        if (!m || !row) continue;
        let field = m[2]!;
        const attr = /^attributes\.(\d+)/.exec(field);
        if (attr) field = `attribute:${sentAttributes[Number(m[1])]![Number(attr[1])] ?? ''}`;
        else if (field === 'profile.firstname') field = 'firstName';
        else if (field === 'profile.lastname') field = 'lastName';
        else if (/^(groups|leads)\b/.test(field)) field = 'groups';
        else if (field === 'managerId') field = 'manager';
        (next[row.key] ??= {})[field] = rowErrorText(t, field, messages);
      }
      setErrors(next);
      setFormError(Object.keys(next).length > 0 ? t('invites:form.fixErrors') : errorText(t, error));
      focusFirstError();
    }
  };

  return (
    <form ref={formRef} className="invite-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={send.isPending || undefined}>
      {formError && (
        <div className="alert alert--danger" role="alert">
          {formError}
        </div>
      )}
      {missing > 0 && <LicencesMissing count={missing} />}
      <AccountLinks links={links} />
      {rows.map((row, index) => (
        <InviteRow
          key={row.key}
          row={row}
          index={index}
          form={form}
          errors={errors[row.key] ?? {}}
          checking={checking[row.key] ?? false}
          removable={rows.length > 1}
          onField={(field, value) => setField(row.key, field, value)}
          onAttribute={(attributeId, optionId) => setAttribute(row.key, attributeId, optionId)}
          onPlacement={(next) => setPlacement(row.key, next)}
          onEmailBlur={() => void checkEmail(row)}
          onRemove={() => {
            setRows((rs) => rs.filter((r) => r.key !== row.key));
            setErrors((es) => ({ ...es, [row.key]: {} }));
          }}
        />
      ))}
      <div className="invite-form__actions">
        <button type="button" className="button" onClick={() => setRows((rs) => [...rs, emptyRow()])}>
          {t('invites:form.add')}
        </button>
        <span className="invite-form__spacer" />
        <button
          type="button"
          className="button"
          disabled={send.isPending}
          onClick={() => {
            sendLater.current = true;
            formRef.current?.requestSubmit();
          }}
        >
          {t('invites:form.sendLater')}
        </button>
        <button type="submit" className="button button--primary" disabled={send.isPending} aria-busy={send.isPending || undefined}>
          {send.isPending ? <span className="spinner" aria-hidden="true" /> : null}
          {t('invites:form.sendNow')}
        </button>
      </div>
      <p className="field__hint">{t('invites:form.sendLaterHint')}</p>
      {send.isPending && (
        <p role="status" className="sr-only">
          {t('invites:form.sending')}
        </p>
      )}
    </form>
  );
}
