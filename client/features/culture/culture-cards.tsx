import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cultureBand, ENTROPY_CEILING, type Band } from '../../../domain/culture';
import { Withheld } from '../reports/score';
import { formatFigure, formatPercent, reliabilityBand } from './culture-format';
import type { CultureFigures } from './culture-queries';

type FigureKey = 'entropy' | 'alignment' | 'maturity' | 'reliability';

interface CardProps {
  figure: FigureKey;
  withheld: boolean;
  /** The figure as written, null when there were no votes to read it from. */
  text: string | null;
  /** The largest value of the scale, written after the figure ("/ 5"); none for percentages. */
  outOf?: string;
  band: Band | null;
  /** The band in words, so colour is never the only sign of it. */
  bandName: string | null;
  note?: string | null;
}

/** One figure: its value in its band's colours with the band named, and a line on what it means. */
function FigureCard({ figure, withheld, text, outOf, band, bandName, note }: CardProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const shownBand = withheld || text === null ? null : band;
  return (
    <li>
      <article
        className={`metric-card culture-card${shownBand ? ` band--${shownBand}` : ''}`}
        data-figure={figure}
        data-band={shownBand ?? (withheld ? 'withheld' : 'none')}
        aria-labelledby={id}
      >
        <h3 className="metric-card__title" id={id}>
          {t(`culture:page.figures.${figure}.title`)}
        </h3>
        {withheld ? (
          // The banner above says why at length; each card marks it, its full reason for screen readers.
          <Withheld compact />
        ) : text === null ? (
          <span className="score score--none">{t('culture:page.figures.none')}</span>
        ) : (
          <span className={`score score--large${shownBand ? ` band--${shownBand}` : ''}`}>
            <span className="score__value">
              {text}
              {outOf && <span className="culture-card__of"> {outOf}</span>}
            </span>
            {bandName && <span className="score__band">{bandName}</span>}
          </span>
        )}
        {!withheld && note && <span className="metric-card__meta">{note}</span>}
        <p className="culture-card__hint">{t(`culture:page.figures.${figure}.hint`, { ceiling: formatPercent(ENTROPY_CEILING, i18n.language) })}</p>
      </article>
    </li>
  );
}

/** The four figures of a culture cycle (measurement §3): entropy, alignment, maturity and reliability. */
export function CultureCards({ figures }: { figures: CultureFigures }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { withheld, culturalEntropy: entropy, culturalAlignment: alignment, maturityLevel: maturity, reliability, voters, people } = figures;
  const named = (figure: 'entropy' | 'alignment' | 'maturity', band: Band | null) => (band ? t(`culture:page.bands.${figure}.${band}`) : null);
  const entropyBand = entropy === null ? null : cultureBand.entropy(entropy);
  const alignmentBand = alignment === null ? null : cultureBand.alignment(alignment);
  const maturityBand = maturity === null ? null : cultureBand.maturity(maturity);
  const voted =
    voters === null ? null : people ? t('culture:page.voted', { count: people, voters: formatFigure(voters, language) }) : t('culture:page.voters', { count: voters });
  return (
    <ul className="metric-grid culture-cards" aria-label={t('culture:page.figures.label')}>
      <FigureCard
        figure="entropy"
        withheld={withheld}
        text={entropy === null ? null : formatPercent(entropy, language)}
        band={entropyBand}
        bandName={named('entropy', entropyBand)}
      />
      <FigureCard
        figure="alignment"
        withheld={withheld}
        text={alignment === null ? null : formatFigure(alignment, language)}
        outOf="/ 100"
        band={alignmentBand}
        bandName={named('alignment', alignmentBand)}
      />
      <FigureCard
        figure="maturity"
        withheld={withheld}
        text={maturity === null ? null : formatFigure(maturity, language)}
        outOf="/ 5"
        band={maturityBand}
        bandName={named('maturity', maturityBand)}
      />
      <FigureCard
        figure="reliability"
        withheld={withheld}
        text={reliability.rate === null ? null : formatPercent(reliability.rate, language)}
        band={reliability.level && reliabilityBand(reliability.level)}
        bandName={reliability.level && t(`culture:page.bands.reliability.${reliability.level}`)}
        note={voted}
      />
    </ul>
  );
}
