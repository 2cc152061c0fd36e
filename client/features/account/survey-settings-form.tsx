import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, SelectField, SubmitButton, TextField } from '../../components/form';
import { errorText, fieldErrorTexts } from '../../lib/errors';
import { notify } from '../../lib/messages';
import { useTRPC, type AppRouter } from '../../lib/trpc';
import { formatDay } from '../../lib/dates';

type Settings = inferRouterOutputs<AppRouter>['company']['settings'];
type Interval = Settings['settings']['surveyIntervalDays'];

const INTERVALS: { days: Interval; key: string }[] = [
  { days: 7, key: 'weekly' },
  { days: 14, key: 'biweekly' },
  { days: 30, key: 'monthly' },
];

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** The day before a cycle's end: cycles end where the next begins, people read the last day. */
const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** The survey cycle an administrator chooses: frequency and delivery date (applies from the next cycle). */
export function SurveySettingsSection() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const settings = useQuery(trpc.company.settings.queryOptions());
  return (
    <section className="card account-card" aria-labelledby="account-survey-title">
      <h2 id="account-survey-title" className="card__title">
        {t('survey:settings.title')}
      </h2>
      <p>{t('survey:settings.intro')}</p>
      {settings.isPending ? (
        <div className="skeleton" aria-busy="true" aria-label={t('common:loading')} />
      ) : settings.isError ? (
        <div className="alert alert--danger account-alert" role="alert">
          <span>{errorText(t, settings.error)}</span>
          <button type="button" className="button" onClick={() => void settings.refetch()}>
            {t('survey:steps.retry')}
          </button>
        </div>
      ) : (
        <SettingsForm data={settings.data} />
      )}
    </section>
  );
}

function SettingsForm({ data }: { data: Settings }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [interval, setIntervalDays] = useState<Interval>(data.settings.surveyIntervalDays);
  const [date, setDate] = useState(data.settings.deliverySurveyDate);
  const [errors, setErrors] = useState<{ interval?: string; date?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useMutation(
    trpc.company.updateSettings.mutationOptions({
      onSuccess: (result) => {
        queryClient.setQueryData(trpc.company.settings.queryKey(), result);
        // The cycle may have moved the survey people see.
        void queryClient.invalidateQueries(trpc.survey.current.pathFilter());
        notify(t('survey:settings.saved'), 'success');
      },
      onError: (error) => {
        const fields = fieldErrorTexts(t, error);
        const found = {
          interval: fields['settings.surveyIntervalDays'] ? t('survey:settings.intervalInvalid') : undefined,
          date: fields['settings.deliverySurveyDate'] ? t('survey:settings.dateInvalid') : undefined,
        };
        setErrors(found);
        if (!found.interval && !found.date) setFailure(`${t('survey:settings.failed')} ${errorText(t, error)}`);
      },
    }),
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const found = { date: !date ? t('survey:settings.dateRequired') : isDay(date) ? undefined : t('survey:settings.dateInvalid') };
    setErrors(found);
    if (found.date) return document.getElementById('settings-date')?.focus();
    save.mutate({ settings: { surveyIntervalDays: interval, deliverySurveyDate: date } });
  };

  const cycle = data.currentCycle;
  return (
    <form className="form-stack" onSubmit={submit} noValidate>
      <FormAlert>{failure}</FormAlert>
      <div className="account-cycle" role="note">
        <p className="account-cycle__now">
          {cycle
            ? t('survey:settings.cycle', { start: formatDay(cycle.startsOn, i18n.language), end: formatDay(dayBefore(cycle.endsOn), i18n.language) })
            : t('survey:settings.noCycle', { date: formatDay(data.settings.deliverySurveyDate, i18n.language) })}
        </p>
        {cycle && <p>{t('survey:settings.nextCycle', { date: formatDay(cycle.endsOn, i18n.language) })}</p>}
      </div>
      <div className="form-row account-form-row">
        <SelectField
          id="settings-interval"
          label={t('survey:settings.interval')}
          value={String(interval)}
          onChange={(e) => {
            setIntervalDays(Number(e.target.value) as Interval);
            setErrors((x) => ({ ...x, interval: undefined }));
          }}
          options={INTERVALS.map((i) => ({ value: String(i.days), label: t(`survey:settings.intervals.${i.key}`) }))}
          error={errors.interval}
        />
        <TextField
          id="settings-date"
          type="date"
          label={t('survey:settings.date')}
          value={date}
          onChange={(e) => {
            setDate(e.target.value);
            setErrors((x) => ({ ...x, date: undefined }));
          }}
          error={errors.date}
          hint={t('survey:settings.dateHint')}
          required
        />
      </div>
      <p className="account-note">{t('survey:settings.note')}</p>
      <div className="account-actions">
        <SubmitButton loading={save.isPending}>{t('survey:settings.save')}</SubmitButton>
      </div>
    </form>
  );
}
