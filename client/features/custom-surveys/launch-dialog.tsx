import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SurveyLaunch, SurveyPeriod } from '../../../domain/custom-survey';
import { SelectField, TextField } from '../../components/form';
import { formatDay, formatInstant } from '../../lib/dates';
import { DialogButtons, type DialogProps } from './builder-modals';
import { CheckField } from './fields';
import { browserTimeZone, dayIn, deliveryDays, instantIn, timeZones } from './launch-dates';

interface Props extends DialogProps {
  period: SurveyPeriod;
  scheduled: boolean;
  onLaunch: (launch: SurveyLaunch) => Promise<Record<string, string> | null>;
}

/** As the server: a launch set a few minutes back (the time it took to click) starts at once. */
const GRACE_MS = 5 * 60_000;

const LAUNCH_PATHS = ['launchConfiguration', 'launchConfiguration.date', 'launchConfiguration.time', 'launchConfiguration.timezone', 'launchConfiguration.endDate'];

/** When the survey starts (a day and time in a time zone) and, optionally, the last day it is open; then the launch itself. */
export function LaunchDialog({ draft, readOnly, errors: initialErrors, apply, close, period, scheduled, onLaunch }: Props) {
  const { t, i18n } = useTranslation();
  const [launch, setLaunch] = useState<SurveyLaunch>(() => {
    const timezone = draft.launchConfiguration?.timezone ?? browserTimeZone();
    return draft.launchConfiguration ?? { date: dayIn(timezone, 1), time: '09:00', timezone, endDate: null };
  });
  const [errors, setErrors] = useState<Record<string, string>>(() => Object.fromEntries(LAUNCH_PATHS.flatMap((p) => (initialErrors[p] ? [[p, initialErrors[p]]] : []))));
  const [busy, setBusy] = useState(false);
  const set = (change: Partial<SurveyLaunch>, ...paths: string[]) => {
    setLaunch((l) => ({ ...l, ...change }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([p]) => !paths.includes(p) && p !== 'launchConfiguration')));
  };

  const complete = Boolean(launch.date && /^\d\d:\d\d$/.test(launch.time) && launch.timezone);
  const days = complete ? deliveryDays(launch, period) : [];
  const local = complete && launch.timezone !== browserTimeZone() ? formatInstant(instantIn(launch.date, launch.time, launch.timezone), i18n.language, 'dateTime') : null;

  /** The checks the server makes too, so a mistake is shown before anything is sent. */
  const check = (): Record<string, string> => {
    const found: Record<string, string> = {};
    if (!launch.date) found['launchConfiguration.date'] = t('customSurveys:launch.dateMissing');
    if (!/^\d\d:\d\d$/.test(launch.time)) found['launchConfiguration.time'] = t('customSurveys:errors.time');
    if (complete && instantIn(launch.date, launch.time, launch.timezone).getTime() < Date.now() - GRACE_MS)
      found['launchConfiguration.date'] = t('customSurveys:errors.launchPast');
    if (launch.endDate !== null && launch.date && launch.endDate < launch.date) found['launchConfiguration.endDate'] = t('customSurveys:missing.endDate');
    return found;
  };

  const keep = () => {
    const found = check();
    if (Object.keys(found).length) return setErrors(found);
    apply((d) => ({ ...d, launchConfiguration: launch }), {}, ...LAUNCH_PATHS);
    close();
  };
  const go = async () => {
    const found = check();
    if (Object.keys(found).length) return setErrors(found);
    setBusy(true);
    const refused = await onLaunch(launch);
    setBusy(false);
    if (!refused) return close();
    const here = Object.fromEntries(Object.entries(refused).filter(([p]) => LAUNCH_PATHS.includes(p)));
    // Anything else is missing elsewhere in the survey: the summary's notice lists it.
    if (Object.keys(refused).length > Object.keys(here).length) return close();
    setErrors(Object.keys(here).length ? here : { launchConfiguration: t('customSurveys:save.failed') });
  };

  return (
    <div className="cs-dialog">
      <p className="cs-dialog__intro">{t('customSurveys:launch.intro')}</p>
      {errors['launchConfiguration'] && (
        <p className="field__error" role="alert">
          {errors['launchConfiguration']}
        </p>
      )}
      <fieldset className="cs-plain" disabled={readOnly || busy}>
        <div className="cs-grid">
          <TextField
            id="cs-launchConfiguration-date"
            type="date"
            label={t('customSurveys:launch.date')}
            value={launch.date}
            error={errors['launchConfiguration.date']}
            onChange={(e) => set({ date: e.target.value }, 'launchConfiguration.date')}
          />
          <TextField
            id="cs-launchConfiguration-time"
            type="time"
            label={t('customSurveys:launch.time')}
            value={launch.time}
            error={errors['launchConfiguration.time']}
            onChange={(e) => set({ time: e.target.value }, 'launchConfiguration.time', 'launchConfiguration.date')}
          />
        </div>
        <SelectField
          id="cs-launchConfiguration-timezone"
          label={t('customSurveys:launch.timezone')}
          value={launch.timezone}
          options={timeZones().map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }))}
          error={errors['launchConfiguration.timezone']}
          onChange={(e) => set({ timezone: e.target.value }, 'launchConfiguration.timezone', 'launchConfiguration.date')}
        />
        <CheckField
          id="cs-launch-has-end"
          label={t('customSurveys:launch.hasEnd')}
          checked={launch.endDate !== null}
          onChange={(on) => set({ endDate: on ? (days.at(-1) ?? launch.date) : null }, 'launchConfiguration.endDate')}
        />
        {launch.endDate !== null && (
          <TextField
            id="cs-launchConfiguration-endDate"
            type="date"
            min={launch.date}
            label={t('customSurveys:launch.endDate')}
            hint={t('customSurveys:launch.endDateHint')}
            value={launch.endDate}
            error={errors['launchConfiguration.endDate']}
            onChange={(e) => set({ endDate: e.target.value || null }, 'launchConfiguration.endDate')}
          />
        )}
      </fieldset>
      {days.length > 0 && (
        <div className="cs-deliveries" role="status">
          <p>
            <strong>{t('customSurveys:launch.next')}</strong>{' '}
            {t('customSurveys:launch.at', { date: formatDay(days[0]!, i18n.language), time: launch.time, zone: launch.timezone.replace(/_/g, ' ') })}
          </p>
          {local && <p className="muted">{t('customSurveys:launch.yourTime', { date: local })}</p>}
          {days.length > 1 && (
            <p className="muted">
              {t('customSurveys:launch.then', {
                dates: days
                  .slice(1)
                  .map((d) => formatDay(d, i18n.language, 'medium'))
                  .join(', '),
              })}
            </p>
          )}
        </div>
      )}
      <div className="cs-dialog__actions cs-dialog__actions--launch">
        {!readOnly && (
          <button type="button" className="button" onClick={keep} disabled={busy}>
            {t('customSurveys:launch.keep')}
          </button>
        )}
        <DialogButtons
          close={close}
          readOnly={readOnly}
          busy={busy}
          label={scheduled ? t('customSurveys:launch.reschedule') : t('customSurveys:launch.launch')}
          onSave={() => void go()}
        />
      </div>
    </div>
  );
}
