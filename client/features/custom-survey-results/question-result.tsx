import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NpsChart, NPS_SHARES, type NpsHistoryPoint } from '../reports/nps-chart';
import { NpsSummary } from '../reports/nps-panel';
import { Score, Withheld } from '../reports/score';
import { BAND_COLOURS, pillarBand, starsBand } from '../reports/thresholds';
import { DistributionChart, type DistributionRow } from './distribution-chart';
import type { NpsScores, QuestionResult, ResultsSearch } from './results-queries';

type TextOf = (texts: QuestionResult['text'] | null | undefined) => string;
export type NpsHistory = NpsScores['questions'][number]['history'];

/** Answers people chose among, in the builder's brand colour; scales in their bands' colours. */
const CHOICE_COLOUR = '#0f5c4d';
const [DETRACTORS, PASSIVES, PROMOTERS] = NPS_SHARES.map((s) => s.colour) as [string, string, string];

/** A point of an NPS scale (0–10) in its group's colour: detractors 0–6, passives 7–8, promoters 9–10. */
const npsColour = (point: number) => (point >= 9 ? PROMOTERS : point >= 7 ? PASSIVES : DETRACTORS);

/** A question's choices as the survey declares them, in its order. */
export type Choices = readonly { answer_id: string; text: QuestionResult['text'] }[];

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

/**
 * Every answer one could give, in order, with how many gave it: the engine lists only the points
 * someone chose, so the others (choices, stars, scale points nobody picked) are shown at zero.
 */
function rowsOf(q: QuestionResult, choices: Choices | undefined, textOf: TextOf, t: TFunction): DistributionRow[] {
  const counted = new Map((q.distribution ?? []).map((d) => [d.point, d]));
  const declared = q.type === 'stars' ? range(1, 5) : q.type === 'nps' || q.type === 'slide-number' ? range(0, 10) : (choices?.map((c) => c.answer_id) ?? []);
  const labels = new Map((choices ?? []).map((c) => [c.answer_id, c.text]));
  const points = [...declared, ...[...counted.keys()].filter((p) => !declared.includes(p))];
  return points.map((key) => {
    const count = counted.get(key)?.count ?? 0;
    const point = Number(key);
    switch (q.type) {
      case 'stars':
        return { key, label: t('customSurveyResults:distribution.stars', { count: point }), count, colour: BAND_COLOURS[starsBand(point)!] };
      case 'slide-number':
        return { key, label: key, count, colour: BAND_COLOURS[pillarBand(point)!] };
      case 'nps':
        return { key, label: key, count, colour: npsColour(point) };
      default:
        return { key, label: textOf(counted.get(key)?.label ?? labels.get(key)) || key, count, colour: CHOICE_COLOUR };
    }
  });
}

/** The question's own figure: its mean on its scale (stars, 0–10) and, when it counts for score, its score on 0–10. */
function Figures({ q }: { q: QuestionResult }) {
  const { t } = useTranslation();
  const stars = q.type === 'stars';
  const items: { key: string; term: string; value: ReactNode }[] = [];
  if (stars || q.type === 'slide-number')
    items.push({
      key: 'mean',
      term: t(stars ? 'customSurveyResults:question.meanStars' : 'customSurveyResults:question.meanScale'),
      value: <Score value={q.mean} band={stars ? starsBand(q.mean) : pillarBand(q.mean)} />,
    });
  if (q.score !== null && q.type !== 'slide-number')
    items.push({ key: 'score', term: t('customSurveyResults:question.score'), value: <Score value={q.score} band={pillarBand(q.score)} /> });
  if (!items.length) return null;
  return (
    <dl className="csr-figures">
      {items.map((i) => (
        <div key={i.key}>
          <dt>{i.term}</dt>
          <dd>{i.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** An NPS question: its score, shares and respondents, and its history cycle by cycle. */
function NpsFigures({ q, history, name }: { q: QuestionResult; history: NpsHistory | undefined; name: string }) {
  const { t } = useTranslation();
  const figure = {
    score: q.nps?.score ?? null,
    withheld: q.withheld,
    respondents: q.respondents,
    promoters: q.nps?.promoters ?? null,
    passives: q.nps?.passives ?? null,
    detractors: q.nps?.detractors ?? null,
  };
  const points: NpsHistoryPoint[] = (history ?? []).map((h) => ({
    date: h.date,
    score: h.score,
    prop_promoters: h.promoters,
    prop_passives: h.passives,
    prop_detractors: h.detractors,
    withheld: h.withheld,
  }));
  const shown = points.some((p) => p.score !== null);
  return (
    <div className="nps csr-nps">
      <NpsSummary report={figure} name={name} />
      <div>
        <h4 className="csr-subtitle">{t('customSurveyResults:nps.history')}</h4>
        {shown ? (
          <NpsChart
            history={points}
            name={t('customSurveyResults:nps.name')}
            label={t('customSurveyResults:nps.chartLabel', { name })}
            by="cycle"
            cycleColumn={t('customSurveyResults:nps.cycle')}
          />
        ) : (
          <p className="muted">{t(points.some((p) => p.withheld) ? 'customSurveyResults:nps.historyWithheld' : 'customSurveyResults:nps.historyEmpty')}</p>
        )}
      </div>
    </div>
  );
}

interface QuestionProps {
  q: QuestionResult;
  index: number;
  id: string;
  search: ResultsSearch;
  textOf: TextOf;
  pillar: string | null;
  history: NpsHistory | undefined;
  /** The choices of a select or multi-select, from the survey (absent until it is read). */
  choices: Choices | undefined;
}

/** One question's results: what it asked, its figure in its band, how the answers spread, and NPS history. */
export function QuestionResultCard({ q, index, id, search, textOf, pillar, history, choices }: QuestionProps) {
  const { t } = useTranslation();
  const text = textOf(q.text) || t('customSurveyResults:question.untitled', { n: index + 1 });
  const rows = rowsOf(q, choices, textOf, t);
  const base = q.respondents ?? rows.reduce((sum, r) => sum + r.count, 0);
  const titleId = `csr-q-${q.question_id}`;

  let body;
  if (q.withheld) body = <Withheld />;
  else if (q.type === 'feedback') {
    body = (
      <>
        <p>{q.respondents ? t('customSurveyResults:question.wrote', { count: q.respondents }) : t('customSurveyResults:question.noTexts')}</p>
        <Link to="/custom-surveys/$id/feedbacks" params={{ id }} search={{ group: search.group, cycle: search.cycle, question: q.question_id }} className="button">
          {t('customSurveyResults:question.readTexts')}
        </Link>
      </>
    );
  } else {
    body = (
      <>
        {q.type === 'nps' ? <NpsFigures q={q} history={history} name={t('customSurveyResults:nps.name')} /> : <Figures q={q} />}
        {q.respondents !== null && q.type !== 'nps' && <p className="muted">{t('reports:respondents', { count: q.respondents })}</p>}
        {rows.length > 0 && base > 0 ? (
          <div className="csr-spread">
            <h4 className="csr-subtitle">{t('customSurveyResults:distribution.title')}</h4>
            {q.type === 'multi-select' && <p className="muted">{t('customSurveyResults:distribution.multi')}</p>}
            <DistributionChart rows={rows} base={base} label={t('customSurveyResults:distribution.label', { question: text })} />
          </div>
        ) : (
          q.type !== 'nps' && <p className="muted">{t('customSurveyResults:question.noAnswers')}</p>
        )}
      </>
    );
  }

  return (
    <li className="card csr-question" data-question={q.question_id} data-type={q.type} aria-labelledby={titleId}>
      <p className="csr-question__meta">
        {t('customSurveyResults:question.number', { n: index + 1 })} · {t(`customSurveyResults:types.${q.type}`)}
        {pillar && <> · {pillar}</>}
      </p>
      <h3 id={titleId} className="csr-question__title">
        {text}
      </h3>
      {body}
    </li>
  );
}
