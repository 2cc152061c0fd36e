import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, SelectField, SubmitButton, TextField } from '../../components/form';
import { isLanguage } from '../../lib/i18n';
import { errorCodeOf, errorDetailOf, useTRPC } from '../../lib/trpc';
import { AuthCard } from './auth-card';
import { loginErrorText, serverFieldErrors } from './login-errors';
import { isEmail, isPhoneComplete, maskPhone, normaliseEmail } from './masks';
import { NewPasswordFields } from './new-password-fields';
import { confirmationError, DEFAULT_RULES, passwordError } from './password-rules';
import { RadioGroup } from './radio-group';
import { rememberSignUpEmail } from './sign-up-success';
import { useForm } from './use-form';

const SIZES = ['3-11', '12-200', '201-1000', '1000+'] as const;
const POSITIONS = ['executive', 'hr-manager', 'manager', 'hr-consultant', 'employee', 'other'] as const;
type Size = (typeof SIZES)[number];
type Position = (typeof POSITIONS)[number];

export function SignUp() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const navigate = useNavigate();
  const rulesQuery = useQuery({ ...trpc.auth.passwordRules.queryOptions({ token: 'default', action: 'signup' }), staleTime: Infinity });
  const rules = rulesQuery.data?.rules ?? DEFAULT_RULES;
  const specials = rulesQuery.data?.specials;
  const form = useForm({
    companyName: '',
    companySize: '',
    firstName: '',
    lastName: '',
    role: '',
    phone: '',
    email: '',
    password: '',
    confirmation: '',
  });
  const [notice, setNotice] = useState<{ tone: 'danger' | 'info'; text: string } | null>(null);
  const signUp = useMutation(trpc.auth.signUp.mutationOptions());
  const v = form.values;

  const name = (value: string) => (!value.trim() ? t('login:validation.required') : value.trim().length < 2 ? t('login:validation.tooShort') : undefined);

  // Shows its own outcome (alerts, field errors, the next screen): the form's submit handler
  // starts it and does not wait (`void` below).
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    const ok = form.report({
      companyName: name(v.companyName),
      companySize: v.companySize ? undefined : t('login:validation.sizeRequired'),
      firstName: name(v.firstName),
      lastName: name(v.lastName),
      role: v.role ? undefined : t('login:validation.roleRequired'),
      phone: !v.phone ? t('login:validation.required') : isPhoneComplete(v.phone) ? undefined : t('login:validation.phoneInvalid'),
      email: isEmail(v.email) ? undefined : t('login:validation.emailInvalid'),
      password: passwordError(t, v.password, rules, specials),
      confirmation: confirmationError(t, v.password, v.confirmation),
    });
    if (!ok) return;
    const email = normaliseEmail(v.email);
    try {
      await signUp.mutateAsync({
        companyName: v.companyName.trim(),
        companySize: v.companySize as Size,
        firstName: v.firstName.trim(),
        lastName: v.lastName.trim(),
        role: v.role as Position,
        phone: v.phone,
        email,
        password: v.password,
        language: isLanguage(i18n.language) ? i18n.language : undefined,
      });
    } catch (error) {
      const code = errorCodeOf(error);
      if (code === 'UNCONFIRMED' && errorDetailOf(error) === 'invited') return void navigate({ to: '/login/invited' });
      if (code === 'UNCONFIRMED') return setNotice({ tone: 'info', text: t('login:signUp.unconfirmed') });
      if (code === 'EMAIL_TAKEN' || code === 'EMAIL_NOT_CORPORATE') return void form.report({ email: t(`login:errors.${code}`) });
      const fields = serverFieldErrors(t, error, {
        companyName: t('login:validation.tooShort'),
        firstName: t('login:validation.tooShort'),
        lastName: t('login:validation.tooShort'),
        phone: t('login:validation.phoneInvalid'),
        email: t('login:validation.emailInvalid'),
        password: passwordError(t, v.password, rules, specials) ?? t('login:validation.passwordRules'),
      });
      if (Object.keys(fields).length) return void form.report(fields);
      return setNotice({ tone: 'danger', text: loginErrorText(t, error) });
    }
    rememberSignUpEmail(email);
    await navigate({ to: '/login/new/success' });
  };

  return (
    <AuthCard
      wide
      title={t('login:signUp.title')}
      subtitle={t('login:signUp.subtitle')}
      footer={
        <p>
          {t('login:signUp.haveAccount')}{' '}
          <Link to="/login" className="link-button">
            {t('login:signUp.signIn')}
          </Link>
        </p>
      }
    >
      <form className="form-stack" onSubmit={(e) => void submit(e)} noValidate>
        {notice && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}
        <TextField {...form.field('companyName')} label={t('login:fields.companyName')} autoComplete="organization" autoFocus />
        <RadioGroup
          {...form.field('companySize')}
          legend={t('login:fields.companySize')}
          options={SIZES.map((size) => ({ value: size, label: t(`login:sizes.${size}`) }))}
          onChange={(value) => form.set('companySize', value)}
        />
        <div className="form-row">
          <TextField {...form.field('firstName')} label={t('login:fields.firstName')} autoComplete="given-name" />
          <TextField {...form.field('lastName')} label={t('login:fields.lastName')} autoComplete="family-name" />
        </div>
        <SelectField
          {...form.field('role')}
          label={t('login:fields.role')}
          placeholder={t('login:signUp.chooseRole')}
          options={POSITIONS.map((p) => ({ value: p, label: t(`login:positions.${p}`) }))}
        />
        <TextField
          {...form.field('phone', maskPhone)}
          label={t('login:fields.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(11) 91234-5678"
        />
        <TextField
          {...form.field('email')}
          label={t('login:fields.corporateEmail')}
          hint={t('login:signUp.emailHint')}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
        />
        <NewPasswordFields password={form.field('password')} confirmation={form.field('confirmation')} rules={rules} specials={specials} />
        <SubmitButton loading={signUp.isPending || signUp.isSuccess}>{t('login:signUp.submit')}</SubmitButton>
      </form>
    </AuthCard>
  );
}
