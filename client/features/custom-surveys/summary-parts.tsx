import { useTranslation } from 'react-i18next';
import { CHOICE_TYPES } from '../../../domain/custom-survey';
import { useBuilder } from './builder-context';
import { SurveyImageIcon } from './survey-images';
import { textIn } from './survey-text';

/** Step 1 read back. */
export function SummarySettings() {
  const { t } = useTranslation();
  const { draft } = useBuilder();
  const yes = (on: boolean) => t(on ? 'customSurveys:summary.yes' : 'customSurveys:summary.no');
  const rows: [string, string][] = [
    [t('customSurveys:settings.languages'), draft.availableLanguages.map((l) => t(`customSurveys:language.${l}`)).join(', ') || '—'],
    ...(['title', 'description'] as const).flatMap((field) =>
      draft.availableLanguages.map((l): [string, string] => [
        t('customSurveys:field.in', { field: t(`customSurveys:settings.${field}`), language: t(`customSurveys:languageIn.${l}`) }),
        draft[field][l]?.trim() || '—',
      ]),
    ),
    [t('customSurveys:settings.period'), t(`customSurveys:period.${draft.period}`)],
    [t('customSurveys:settings.distribution'), t(draft.questionsDistribution === 'pillars' ? 'customSurveys:settings.byPillars' : 'customSurveys:settings.sequential')],
    [
      t('customSurveys:settings.quantity'),
      draft.questionsQuantity === 'all' ? t('customSurveys:settings.allAtOnce') : t('customSurveys:summary.perCycle', { count: draft.questionsQuantity }),
    ],
    [t('customSurveys:settings.feedbacks'), yes(draft.enableFeedbacks)],
    [t('customSurveys:settings.mandatory'), yes(draft.mandatoryQuestions)],
  ];
  return (
    <section className="cs-section" aria-labelledby="cs-sum-settings">
      <h2 id="cs-sum-settings">{t('customSurveys:steps.1')}</h2>
      <dl className="cs-facts">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Step 2 read back: the pillars and every question with its answers. */
export function SummaryContent() {
  const { t, i18n } = useTranslation();
  const { draft } = useBuilder();
  const lang = i18n.language;
  const pillarName = (id: string | null) => {
    const index = draft.pillars.findIndex((p) => p.category_id === id);
    return index < 0 ? null : textIn(draft.pillars[index]!.label, lang) || t('customSurveys:pillars.number', { number: index + 1 });
  };
  return (
    <section className="cs-section" aria-labelledby="cs-sum-content">
      <h2 id="cs-sum-content">{t('customSurveys:steps.2')}</h2>
      {draft.pillars.length > 0 && (
        <ul className="cs-pillar-list" aria-label={t('customSurveys:pillars.title')}>
          {draft.pillars.map((p, i) => (
            <li key={p.category_id}>
              <span className="cs-pillar-list__name">
                {p.image && <SurveyImageIcon image={p.image} size={20} />}
                {textIn(p.label, lang) || t('customSurveys:pillars.number', { number: i + 1 })}
              </span>
              {textIn(p.description, lang) && <span className="muted">{textIn(p.description, lang)}</span>}
            </li>
          ))}
        </ul>
      )}
      {draft.questions.length === 0 ? (
        <p className="muted">{t('customSurveys:questions.none')}</p>
      ) : (
        <ol className="cs-question-list">
          {draft.questions.map((q) => {
            const pillar = pillarName(q.category);
            return (
              <li key={q.question_id}>
                <p className="cs-question-list__text">{textIn(q.text, lang) || <span className="muted">{t('customSurveys:summary.noText')}</span>}</p>
                <p className="muted">
                  {[
                    t(`customSurveys:type.${q.type}`),
                    pillar,
                    q.enableScore ? t('customSurveys:questions.score') : null,
                    q.maxChoices ? t('customSurveys:summary.maxChoices', { count: q.maxChoices }) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                {CHOICE_TYPES.includes(q.type) && q.answers.length > 0 && (
                  <ul className="cs-lines">
                    {q.answers.map((a) => (
                      <li key={a.answer_id}>
                        {textIn(a.text, lang) || '—'}
                        {a.classification && <span className="muted"> · {t(`customSurveys:classification.${a.classification}`)}</span>}
                        {a.score !== null && <span className="muted"> · {t('customSurveys:summary.score', { score: a.score })}</span>}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
