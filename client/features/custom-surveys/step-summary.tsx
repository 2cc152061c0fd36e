import { useTranslation } from 'react-i18next';
import { formatDay } from '../../lib/dates';
import { useBuilder } from './builder-context';
import { MissingNotice, type NoticeItem } from './missing-notice';
import type { SurveyStatus } from './survey-queries';
import { SummaryContent, SummarySettings } from './summary-parts';

export type { NoticeItem };

interface Props {
  notice: NoticeItem[];
  onGo: (path: string) => void;
  onOpen: Record<'audience' | 'access' | 'launch', () => void>;
  /** Takes a scheduled survey back to a draft (after a confirmation). */
  onUnschedule: () => void;
  status: SurveyStatus;
}

/** Step 3: everything read back, what is still missing, and who answers, who reads, when it starts. */
export function StepSummary({ notice, onGo, onOpen, onUnschedule, status }: Props) {
  const { t, i18n } = useTranslation();
  const { draft, names, readOnly } = useBuilder();
  const a = draft.surveyPublic;
  const launch = draft.launchConfiguration;
  const list = (ids: string[]) => ids.map((id) => names[id] ?? t('customSurveys:people.unknown')).join(', ');
  const audience = a.sendToCompany
    ? [t('customSurveys:audience.company')]
    : [
        a.groupsWithHierarchy.length ? `${t('customSurveys:audience.withSubgroups')}: ${list(a.groupsWithHierarchy)}` : '',
        a.groupsOnly.length ? `${t('customSurveys:audience.groupsOnly')}: ${list(a.groupsOnly)}` : '',
        a.users.length ? `${t('customSurveys:audience.people')}: ${list(a.users)}` : '',
      ].filter(Boolean);
  const access = [
    t('customSurveys:access.admins'),
    t('customSurveys:access.creator'),
    ...(draft.surveyAccess.managersPermission ? [t('customSurveys:access.teamManagers')] : []),
    ...(draft.surveyAccess.users.length ? [`${t('customSurveys:access.managers')}: ${list(draft.surveyAccess.users)}`] : []),
  ];

  return (
    <div className="cs-sections">
      {!readOnly && <MissingNotice items={notice} onGo={onGo} />}
      <div className="cs-summary-cards">
        <section className="cs-section cs-card" aria-labelledby="cs-sum-audience">
          <h2 id="cs-sum-audience">{t('customSurveys:audience.title')}</h2>
          {audience.length ? (
            <ul className="cs-lines">
              {audience.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : (
            <p className="muted">{t('customSurveys:summary.noAudience')}</p>
          )}
          <button type="button" className="button" onClick={onOpen.audience}>
            {readOnly ? t('customSurveys:summary.see') : t('customSurveys:summary.chooseAudience')}
          </button>
        </section>
        <section className="cs-section cs-card" aria-labelledby="cs-sum-access">
          <h2 id="cs-sum-access">{t('customSurveys:access.title')}</h2>
          <ul className="cs-lines">
            {access.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <button type="button" className="button" onClick={onOpen.access}>
            {readOnly ? t('customSurveys:summary.see') : t('customSurveys:summary.chooseAccess')}
          </button>
        </section>
        <section className="cs-section cs-card" aria-labelledby="cs-sum-launch">
          <h2 id="cs-sum-launch">{t('customSurveys:launch.title')}</h2>
          {launch ? (
            <ul className="cs-lines">
              <li>{t('customSurveys:summary.starts', { date: formatDay(launch.date, i18n.language), time: launch.time, zone: launch.timezone.replace(/_/g, ' ') })}</li>
              <li>{launch.endDate ? t('customSurveys:summary.ends', { date: formatDay(launch.endDate, i18n.language) }) : t('customSurveys:summary.noEnd')}</li>
            </ul>
          ) : (
            <p className="muted">{t('customSurveys:summary.noLaunch')}</p>
          )}
          <button type="button" className={`button${readOnly ? '' : ' button--primary'}`} onClick={onOpen.launch}>
            {readOnly ? t('customSurveys:summary.see') : status === 'scheduled' ? t('customSurveys:summary.changeLaunch') : t('customSurveys:summary.launch')}
          </button>
          {!readOnly && status === 'scheduled' && (
            <button type="button" className="button" onClick={onUnschedule}>
              {t('customSurveys:unschedule.button')}
            </button>
          )}
        </section>
      </div>
      <SummarySettings />
      <SummaryContent />
    </div>
  );
}
