import type { PlotOptions } from '@observablehq/plot';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadPlot, type PlotModule } from './plot-load';
import './reports.css';

export type { PlotModule };

export interface PlotFigureProps {
  /**
   * The figure for a width in pixels. Plot comes as an argument so callers need not import it
   * (which would pull it into the main bundle). Called again when the width, the language or the
   * function itself changes: memoise it (useCallback) when the parent re-renders often.
   */
  spec: (Plot: PlotModule, width: number) => PlotOptions;
  /** What the chart shows, in a sentence: its accessible name. */
  label: string;
  /** The same figures as text (usually a table): offered under the chart, and read by screen readers. */
  alternative?: ReactNode;
  /** Height while Plot loads, so the page does not jump. */
  height?: number;
  className?: string;
}

const MIN_WIDTH = 320;

/** An Observable Plot figure that follows its container's width, with a text alternative. */
export function PlotFigure({ spec, label, alternative, height = 240, className = '' }: PlotFigureProps) {
  const { t, i18n } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [plot, setPlot] = useState<PlotModule | null>(null);
  const [width, setWidth] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    loadPlot().then(
      (p) => live && setPlot(p),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    // Whole pixels only: sub-pixel changes would redraw for nothing.
    const measure = () => setWidth(Math.floor(el.clientWidth));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const el = box.current;
    if (!el || !plot || width === 0) return;
    try {
      // Never narrower than its margins need: a box measured mid-layout (a few pixels wide) would
      // give marks negative sizes. The svg scales down to a box narrower than that (max-width).
      const drawn = Math.max(width, MIN_WIDTH);
      const figure = plot.plot({ ...spec(plot, drawn), width: drawn });
      // The box is one image with one name: Plot's per-mark aria-labels sit on <g> elements
      // without a role (not allowed there) and would be read as noise inside the image anyway.
      for (const node of [figure, ...figure.querySelectorAll('[aria-label], [aria-description]')]) {
        node.removeAttribute('aria-label');
        node.removeAttribute('aria-description');
      }
      figure.setAttribute('aria-hidden', 'true');
      el.replaceChildren(figure);
      setFailed(false);
    } catch (error) {
      // A chart that cannot be drawn falls back to its text; the page goes on.
      console.warn('chart not drawn', error);
      el.replaceChildren();
      setFailed(true);
    }
  }, [plot, width, spec, i18n.language]);

  return (
    <figure className={`plot ${className}`}>
      <div ref={box} className="plot__canvas" role="img" aria-label={label} style={plot ? undefined : { minHeight: height }} aria-busy={!plot || undefined} />
      {failed && <p className="muted">{t('reports:plot.failed')}</p>}
      {alternative && (
        <details className="plot__data" open={failed || undefined}>
          <summary>{t('reports:plot.showData')}</summary>
          {alternative}
        </details>
      )}
    </figure>
  );
}
