import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../components/form';
import { maskDate } from '../../lib/dates';
import { noPlacement, RowPlacement, type Placement } from './invite-placement';
import type { InviteForm as FormInfo } from './send-invites-page';

// One person of the invite form: their fields, where they land, and the button that drops them.
// The form owns the rows and their errors; a row only shows them and reports each change.

type Role = 'admin' | 'manager' | 'user';

export interface Row {
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

/** The text fields of a row, which `onField` changes. */
export type RowField = keyof Omit<Row, 'key' | 'attributes' | 'placement'>;

/** Errors of one row by field: email, code, firstName, lastName, role, birthDate, attribute:<id>. */
export type RowErrors = Record<string, string>;

let nextKey = 1;
export const emptyRow = (): Row => ({
  key: nextKey++,
  email: '',
  code: '',
  firstName: '',
  lastName: '',
  role: 'user',
  birthDate: '',
  attributes: {},
  placement: noPlacement(),
});

const ROLES: Role[] = ['user', 'manager', 'admin'];

interface Props {
  row: Row;
  index: number;
  form: FormInfo;
  errors: RowErrors;
  checking: boolean;
  removable: boolean;
  onField: (field: RowField, value: string) => void;
  onAttribute: (attributeId: string, optionId: string) => void;
  onPlacement: (placement: Placement) => void;
  onEmailBlur: () => void;
  onRemove: () => void;
}

export function InviteRow({ row, index, form, errors: e, checking, removable, onField, onAttribute, onPlacement, onEmailBlur, onRemove }: Props) {
  const { t } = useTranslation();
  const fieldId = (field: string) => `invite-${row.key}-${field}`;
  return (
    <fieldset className="invite-row">
      <legend>{t('invites:form.legend', { number: index + 1 })}</legend>
      <div className="invite-row__fields">
        {/* The check starts on blur, often from a press on Send: its status sits beside the label, so the
            form does not move under the pointer and swallow that click. */}
        <div className="invite-email">
          <TextField
            id={fieldId('email')}
            label={t('invites:form.email')}
            type="email"
            autoComplete="off"
            value={row.email}
            error={e.email || null}
            aria-busy={checking || undefined}
            onChange={(ev) => onField('email', ev.target.value)}
            onBlur={onEmailBlur}
          />
          <span className="invite-email__checking" role="status">
            {checking && (
              <>
                <span className="spinner" aria-hidden="true" /> {t('invites:form.checking')}
              </>
            )}
          </span>
        </div>
        {form.canSetCode && (
          <TextField
            id={fieldId('code')}
            label={t('invites:form.code')}
            hint={t('invites:form.codeHint')}
            autoComplete="off"
            value={row.code}
            error={e.code || null}
            onChange={(ev) => onField('code', ev.target.value)}
          />
        )}
        <TextField
          id={fieldId('firstName')}
          label={t('invites:form.firstName')}
          autoComplete="off"
          value={row.firstName}
          error={e.firstName || null}
          onChange={(ev) => onField('firstName', ev.target.value)}
        />
        <TextField
          id={fieldId('lastName')}
          label={t('invites:form.lastName')}
          autoComplete="off"
          value={row.lastName}
          error={e.lastName || null}
          onChange={(ev) => onField('lastName', ev.target.value)}
        />
        <SelectField
          id={fieldId('role')}
          label={t('invites:form.role')}
          value={row.role}
          error={e.role || null}
          options={ROLES.filter((r) => r !== 'admin' || form.canInviteAdmins).map((r) => ({ value: r, label: t(`invites:roles.${r}`) }))}
          onChange={(ev) => onField('role', ev.target.value)}
        />
        <TextField
          id={fieldId('birthDate')}
          label={t('invites:form.birthDate')}
          inputMode="numeric"
          placeholder={t('invites:form.birthDatePlaceholder')}
          value={row.birthDate}
          error={e.birthDate || null}
          onChange={(ev) => onField('birthDate', maskDate(ev.target.value))}
        />
        {form.attributes.map((a) => (
          <SelectField
            key={a.id}
            id={fieldId(a.id)}
            label={a.label}
            value={row.attributes[a.id] ?? ''}
            placeholder={t('invites:form.noOption')}
            error={e[`attribute:${a.id}`] || null}
            options={a.options.map((o) => ({ value: o.id, label: o.label }))}
            onChange={(ev) => onAttribute(a.id, ev.target.value)}
          />
        ))}
      </div>
      <RowPlacement idPrefix={fieldId('placement')} form={form} value={row.placement} errors={e} onChange={onPlacement} />
      {removable && (
        <button type="button" className="link-button invite-row__remove" onClick={onRemove}>
          {t('invites:form.remove', { number: index + 1 })}
        </button>
      )}
    </fieldset>
  );
}
