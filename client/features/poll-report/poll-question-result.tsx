import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MINIMUMS } from '../../../domain/minimums';
import { DistributionChart, type DistributionRow } from '../custom-survey-results/distribution-chart';
import { Score, useReportMinimum, Withheld } from '../reports/score';
import { BAND_COLOURS, pillarBand } from '../reports/thresholds';
import type { PollQuestionResult, PollText } from './poll-report-types';

/** Answers people chose among, in the builder's brand colour (as a custom survey's); a scale's points in their bands' colours. */
const CHOICE_COLOUR = '#0f5c4d';

function rowsOf(q: PollQuestionResult): DistributionRow[] {
  return q.answers.map((a) => {
    const point = Number(a.id);
    const colour = q.type === 'slide-number' && Number.isFinite(point) ? BAND_COLOURS[pillarBand(point)!] : CHOICE_COLOUR;
    return { key: a.id, label: a.label || a.id, count: a.count, colour };
  });
}

/**
 * Texts people wrote: anonymous ones as they are, named ones with their author (who chose to sign
 * them); withheld below the comment minimum of different people, said with the number.
 */
function Texts({ texts, label }: { texts: readonly PollText[] | null; label: string }) {
  const { t } = useTranslation();
  const k = useReportMinimum();
  if (texts === null) return <Withheld minimum={Math.max(MINIMUMS.comments, k)} />;
  if (texts.length === 0) return <p className="muted">{t('pollReport:question.noTexts')}</p>;
  return (
    <ul className="comments poll-texts" aria-label={label}>
      {texts.map((x, i) => (
        <li key={i} data-named={x.author !== null || undefined}>
          <p className="poll-text__body">{x.text}</p>
          {x.author !== null && <p className="muted poll-text__author">{t('pollReport:question.by', { name: x.author })}</p>}
        </li>
      ))}
    </ul>
  );
}

/**
 * One question's results: how many answered and skipped, its mean (0–10 scale), how the answers
 * spread, its texts and its comment's. `shared`: figures shared with a group, whose texts stay with
 * the leaders (not shown as withheld: they are not the reader's to wait for).
 */
export function PollQuestionResultCard({ q, index, shared = false }: { q: PollQuestionResult; index: number; shared?: boolean }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const titleId = `poll-q-${q.question_id}`;
  const rows = rowsOf(q);
  const base = q.uniqueAnswers ?? rows.reduce((sum, r) => sum + r.count, 0);

  const figures: { key: string; term: string; value: ReactNode }[] = [
    { key: 'unique', term: t('pollReport:question.uniqueAnswers'), value: <span className="poll-figure">{number.format(q.uniqueAnswers ?? 0)}</span> },
    { key: 'skipped', term: t('pollReport:question.skipped'), value: <span className="poll-figure">{number.format(q.skipped ?? 0)}</span> },
  ];
  if (q.type === 'slide-number') figures.push({ key: 'score', term: t('pollReport:question.score'), value: <Score value={q.score} band={pillarBand(q.score)} /> });

  return (
    <li className="card csr-question poll-question-result" data-question={q.question_id} data-type={q.type} aria-labelledby={titleId}>
      <p className="csr-question__meta">
        {t('pollReport:question.number', { n: index + 1 })} · {t(`pollReport:types.${q.type}`)}
      </p>
      <h3 id={titleId} className="csr-question__title">
        {q.text}
      </h3>
      {q.withheld ? (
        <Withheld />
      ) : (
        <>
          <dl className="csr-figures">
            {figures.map((f) => (
              <div key={f.key} data-figure={f.key}>
                <dt>{f.term}</dt>
                <dd>{f.value}</dd>
              </div>
            ))}
          </dl>
          {q.type !== 'paragraph' &&
            (rows.length > 0 && base > 0 ? (
              <div className="csr-spread">
                <h4 className="csr-subtitle">{t('pollReport:question.distribution')}</h4>
                <DistributionChart rows={rows} base={base} label={t('pollReport:question.distributionLabel', { question: q.text })} />
              </div>
            ) : (
              <p className="muted">{t('pollReport:question.noAnswers')}</p>
            ))}
        </>
      )}
      {q.type === 'paragraph' && !shared && (
        <div className="poll-answers">
          <h4 className="csr-subtitle">{t('pollReport:question.texts')}</h4>
          <Texts texts={q.texts} label={t('pollReport:question.textsOf', { question: q.text })} />
        </div>
      )}
      {q.feedback && !shared && (
        <div className="poll-comment-result">
          <h4 className="csr-subtitle">{t('pollReport:question.comment', { question: q.feedback.question })}</h4>
          <Texts texts={q.feedback.withheld ? null : q.feedback.texts} label={t('pollReport:question.textsOf', { question: q.feedback.question })} />
        </div>
      )}
    </li>
  );
}
