import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StrokeIcon } from '../shell/icons';
import { formatPercent } from './culture-format';
import type { CultureRanking, RankedValue } from './culture-queries';

/** How many values of each list are its top: shown first, and compared for the shared mark. */
export const TOP = 10;

// A warning sign for limiting values; two overlapping circles for values in both lists.
const WARNING = 'M12 3l10 18H2zM12 10v4M12 17.5h.01';
const SHARED = 'M3 12a6 6 0 1 0 12 0a6 6 0 1 0-12 0M9 12a6 6 0 1 0 12 0a6 6 0 1 0-12 0';

/** Values in both lists' tops: what people have today and want to keep. */
export function sharedValues(ranking: CultureRanking['ranking']): Set<string> {
  const wanted = new Set(ranking.desired.slice(0, TOP).map((v) => v.valueId));
  return new Set(ranking.current.slice(0, TOP).flatMap((v) => (wanted.has(v.valueId) ? [v.valueId] : [])));
}

function Tag({ kind, text }: { kind: 'limiting' | 'shared'; text: string }) {
  return (
    <span className={`culture-tag culture-tag--${kind}`}>
      <StrokeIcon d={kind === 'limiting' ? WARNING : SHARED} size={14} />
      {text}
    </span>
  );
}

function Row({ value, rank, shared }: { value: RankedValue; rank: number; shared: boolean }) {
  const { t, i18n } = useTranslation();
  const limiting = value.kind === 'limiting';
  return (
    <li className={`culture-rank${limiting ? ' culture-rank--limiting' : ''}${shared ? ' culture-rank--shared' : ''}`} data-value={value.valueId}>
      <div className="culture-rank__line">
        <span className="culture-rank__place" aria-hidden="true">
          {rank}
        </span>
        <span className="culture-rank__name">{value.name}</span>
        <span className="culture-rank__figures">
          {t('culture:page.rank.votes', { count: value.votes })} · {formatPercent(value.probability, i18n.language)}
        </span>
      </div>
      <div className="culture-rank__bar" aria-hidden="true">
        <span style={{ width: `${Math.max(value.probability, 1)}%` }} />
      </div>
      {(limiting || shared) && (
        <div className="culture-rank__tags">
          {limiting && <Tag kind="limiting" text={t('culture:page.rank.limiting')} />}
          {shared && <Tag kind="shared" text={t('culture:page.rank.shared')} />}
        </div>
      )}
    </li>
  );
}

function RankedList({ question, values, shared }: { question: 'current' | 'desired'; values: readonly RankedValue[]; shared: Set<string> }) {
  const { t } = useTranslation();
  const id = useId();
  const [all, setAll] = useState(false);
  const shown = all ? values : values.slice(0, TOP);
  return (
    <section className="card culture-ranking" aria-labelledby={`${id}-title`} data-question={question}>
      <h3 id={`${id}-title`} className="card__title">
        {t(`culture:page.rank.${question}.title`)}
      </h3>
      <p>{t(`culture:page.rank.${question}.hint`)}</p>
      {values.length === 0 ? (
        <p className="muted">{t('culture:page.rank.none')}</p>
      ) : (
        <ol className="culture-ranking__list" aria-labelledby={`${id}-title`}>
          {shown.map((v, i) => (
            <Row key={v.valueId} value={v} rank={i + 1} shared={shared.has(v.valueId)} />
          ))}
        </ol>
      )}
      {values.length > TOP && (
        <button type="button" className="link-button" aria-expanded={all} onClick={() => setAll((a) => !a)}>
          {all ? t('culture:page.rank.showTop', { count: TOP }) : t('culture:page.rank.showAll', { count: values.length })}
        </button>
      )}
    </section>
  );
}

/** The values people picked for today's culture and the one they want, side by side (stacked on a phone). */
export function CultureRankings({ ranking }: { ranking: CultureRanking['ranking'] }) {
  const { t } = useTranslation();
  const shared = sharedValues(ranking);
  return (
    <>
      <p className="muted culture-rankings__legend">{t('culture:page.rank.legend', { count: TOP })}</p>
      <div className="culture-rankings">
        <RankedList question="current" values={ranking.current} shared={shared} />
        <RankedList question="desired" values={ranking.desired} shared={shared} />
      </div>
    </>
  );
}
