import { useTranslation } from 'react-i18next';
import { SurveySettingsSection } from './survey-settings-form';
import './account.css';

/** /account, for administrators: the company's settings, one section each (the survey cycle first). */
export function AccountPage() {
  const { t } = useTranslation();
  return (
    <section className="page account-page">
      <header className="page__header">
        <h1>{t('shell:menu.account')}</h1>
        <p className="page__subtitle">{t('survey:settings.pageSubtitle')}</p>
      </header>
      <div className="account-sections">
        <SurveySettingsSection />
      </div>
    </section>
  );
}
