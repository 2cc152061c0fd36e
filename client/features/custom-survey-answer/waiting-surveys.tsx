import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNamespaces } from '../../lib/i18n';
import { useWaitingSurveys } from './answer-data';
import { localized } from './answer-rules';
import { loadProgress } from './answer-storage';
import './custom-survey-answer.css';

const NS = 'customSurveyAnswer';

/**
 * This card sits on other features' screens (the home dashboard, the engagement survey's start),
 * whose routes do not load its texts: it loads them itself and shows nothing until they are in,
 * so it never shows a key. A language switch reloads every namespace asked for, this one included.
 */
function useOwnTexts(): boolean {
  const { i18n } = useTranslation();
  const [loaded, setLoaded] = useState(() => i18n.hasResourceBundle(i18n.language, NS));
  useEffect(() => {
    if (!loaded)
      loadNamespaces([NS]).then(
        () => setLoaded(true),
        () => undefined,
      );
  }, [loaded]);
  return loaded;
}

/** "Surveys waiting for you": the custom surveys this person may answer now, each linking to its start; hidden when none. */
export function WaitingSurveys({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation(NS);
  const textsIn = useOwnTexts();
  const surveys = useWaitingSurveys().data?.customSurveys ?? [];
  if (!textsIn || surveys.length === 0) return null;

  return (
    <article className="card waiting-surveys" aria-labelledby="waiting-surveys-title">
      <h2 id="waiting-surveys-title" className="card__title">
        {t('waiting.title')}
      </h2>
      <ul className="waiting-surveys__list">
        {surveys.map((s) => {
          const title = localized(s.title, i18n.language, []);
          const started = loadProgress(userId, s.id)?.cycle === s.cycle;
          return (
            <li key={s.id}>
              <Link to={started ? '/custom-surveys/$id/survey/steps' : '/custom-surveys/$id/survey'} params={{ id: s.id }} className="waiting-surveys__link">
                <span className="waiting-surveys__name" lang={title.lang}>
                  {title.text}
                </span>
                <span className="waiting-surveys__action">{started ? t('waiting.continue') : t('waiting.answer')}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </article>
  );
}
