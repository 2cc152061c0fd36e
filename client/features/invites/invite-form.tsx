import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../components/form';
import { errorText } from '../../lib/errors';
import { notify } from '../../lib/messages';
import { errorCodeOf, fieldErrorsOf, useTRPC } from '../../lib/trpc';
import { isDateComplete, maskDate, typedToIso } from '../../lib/dates';
import { isEmail, normaliseEmail } from '../login/masks';
import { AccountLinks, LicencesMissing, type AccountLink } from './invite-parts';
import { noPlacement, placementInput, RowPlacement, type Placement } from './invite-placement';
import { missingLicencesOf, rowErrorText } from './row-errors';
import type { InviteForm as FormInfo } from './send-invites-page';

type Role = 'admin' | 'manager' | 'user';

interface Row {
  key: number;
  email: string;
  code: string;
  firstName: string;
  lastName: string;
  role: Role;
  birthDate: string;
  attributes: Record<string, string>;
  placement: Placement;
}

/** Errors of one row by field: email, code, firstName, lastName, role, birthDate, attribute:<id>. */
type RowErrors = Record<string, string>;

let nextKey = 1;
const emptyRow = (): Row => ({ key: nextKey++, email: '', code: '', firstName: '', lastName: '', role: 'user', birthDate: '', attributes: {}, placement: noPlacement() });

const ROLES: Role[] = ['user', 'manager', 'admin'];

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

  const setField = (key: number, field: keyof Omit<Row, 'key' | 'attributes'>, value: string) => {
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

  const fieldId = (key: number, field: string) => `invite-${key}-${field}`;

  return (
    <form ref={formRef} className="invite-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={send.isPending || undefined}>
      {formError && (
        <div className="alert alert--danger" role="alert">
          {formError}
        </div>
      )}
      {missing > 0 && <LicencesMissing count={missing} />}
      <AccountLinks links={links} />
      {rows.map((row, index) => {
        const e = errors[row.key] ?? {};
        return (
          <fieldset key={row.key} className="invite-row">
            <legend>{t('invites:form.legend', { number: index + 1 })}</legend>
            <div className="invite-row__fields">
              {/* The check starts on blur, often from a press on Send: its status sits beside the label, so the
                  form does not move under the pointer and swallow that click. */}
              <div className="invite-email">
                <TextField
                  id={fieldId(row.key, 'email')}
                  label={t('invites:form.email')}
                  type="email"
                  autoComplete="off"
                  value={row.email}
                  error={e.email || null}
                  aria-busy={checking[row.key] || undefined}
                  onChange={(ev) => setField(row.key, 'email', ev.target.value)}
                  onBlur={() => void checkEmail(row)}
                />
                <span className="invite-email__checking" role="status">
                  {checking[row.key] && (
                    <>
                      <span className="spinner" aria-hidden="true" /> {t('invites:form.checking')}
                    </>
                  )}
                </span>
              </div>
              {form.canSetCode && (
                <TextField
                  id={fieldId(row.key, 'code')}
                  label={t('invites:form.code')}
                  hint={t('invites:form.codeHint')}
                  autoComplete="off"
                  value={row.code}
                  error={e.code || null}
                  onChange={(ev) => setField(row.key, 'code', ev.target.value)}
                />
              )}
              <TextField
                id={fieldId(row.key, 'firstName')}
                label={t('invites:form.firstName')}
                autoComplete="off"
                value={row.firstName}
                error={e.firstName || null}
                onChange={(ev) => setField(row.key, 'firstName', ev.target.value)}
              />
              <TextField
                id={fieldId(row.key, 'lastName')}
                label={t('invites:form.lastName')}
                autoComplete="off"
                value={row.lastName}
                error={e.lastName || null}
                onChange={(ev) => setField(row.key, 'lastName', ev.target.value)}
              />
              <SelectField
                id={fieldId(row.key, 'role')}
                label={t('invites:form.role')}
                value={row.role}
                error={e.role || null}
                options={ROLES.filter((r) => r !== 'admin' || form.canInviteAdmins).map((r) => ({ value: r, label: t(`invites:roles.${r}`) }))}
                onChange={(ev) => setField(row.key, 'role', ev.target.value)}
              />
              <TextField
                id={fieldId(row.key, 'birthDate')}
                label={t('invites:form.birthDate')}
                inputMode="numeric"
                placeholder={t('invites:form.birthDatePlaceholder')}
                value={row.birthDate}
                error={e.birthDate || null}
                onChange={(ev) => setField(row.key, 'birthDate', maskDate(ev.target.value))}
              />
              {form.attributes.map((a) => (
                <SelectField
                  key={a.id}
                  id={fieldId(row.key, a.id)}
                  label={a.label}
                  value={row.attributes[a.id] ?? ''}
                  placeholder={t('invites:form.noOption')}
                  error={e[`attribute:${a.id}`] || null}
                  options={a.options.map((o) => ({ value: o.id, label: o.label }))}
                  onChange={(ev) => setAttribute(row.key, a.id, ev.target.value)}
                />
              ))}
            </div>
            <RowPlacement idPrefix={fieldId(row.key, 'placement')} form={form} value={row.placement} errors={e} onChange={(next) => setPlacement(row.key, next)} />
            {rows.length > 1 && (
              <button
                type="button"
                className="link-button invite-row__remove"
                onClick={() => {
                  setRows((rs) => rs.filter((r) => r.key !== row.key));
                  setErrors((es) => ({ ...es, [row.key]: {} }));
                }}
              >
                {t('invites:form.remove', { number: index + 1 })}
              </button>
            )}
          </fieldset>
        );
      })}
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
