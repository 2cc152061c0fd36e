import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Translated } from '../../components/translated';
import { modals, openModal } from '../../lib/modals';

// The trial's two modals (people §2 "Modals", §9), through the modal queue, for administrators:
// trial-to-basic when the trial ended into the free plan (the notice 'trial-ended'), a carousel of
// what the paid plan adds that changes slide every 4 seconds; trial-expired when the trial's end has
// passed but the day's pass has not moved the company yet (once a day).

/** people §9: the trial-to-basic carousel changes slide every 4 seconds. */
export const SLIDE_MS = 4000;
const TO_BASIC = 'trial-to-basic';
const EXPIRED = 'trial-expired';
const EXPIRED_SHOWN = 'clima.trialExpiredShown';

interface Slide {
  title: string;
  text: string;
}

function PaidPlanCarousel() {
  const { t } = useTranslation('billing');
  const slides = t('trialToBasic.slides', { returnObjects: true }) as Slide[];
  const [at, setAt] = useState(0);
  // Motion only for those who have not asked the system for less of it; the button plays it anyway.
  const [playing, setPlaying] = useState(() => !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
  const go = (step: number) => setAt((a) => (a + step + slides.length) % slides.length);

  useEffect(() => {
    if (!playing) return;
    // Restarted by every change of slide, so a slide chosen by hand also gets its full 4 seconds.
    const id = window.setTimeout(() => setAt((a) => (a + 1) % slides.length), SLIDE_MS);
    return () => window.clearTimeout(id);
  }, [playing, at, slides.length]);

  const slide = slides[at]!;
  return (
    <section className="trial-carousel" aria-roledescription="carousel" aria-label={t('trialToBasic.carousel')}>
      {/* Announced only when the person moves it: a rotation that speaks every 4 seconds would drown the page. */}
      <div className="trial-carousel__viewport" aria-live={playing ? 'off' : 'polite'}>
        <div className="trial-carousel__slide" role="group" aria-roledescription="slide" aria-label={t('trialToBasic.slideOf', { n: at + 1, total: slides.length })}>
          <h3>{slide.title}</h3>
          <p>{slide.text}</p>
        </div>
      </div>
      <div className="trial-carousel__controls">
        <button type="button" className="icon-button" onClick={() => go(-1)} aria-label={t('trialToBasic.previous')}>
          ‹
        </button>
        <button type="button" className="icon-button" onClick={() => setPlaying((p) => !p)} aria-label={t(playing ? 'trialToBasic.pause' : 'trialToBasic.play')}>
          {playing ? '❚❚' : '▶'}
        </button>
        <button type="button" className="icon-button" onClick={() => go(1)} aria-label={t('trialToBasic.next')}>
          ›
        </button>
        <span className="trial-carousel__dots" aria-hidden="true">
          {slides.map((s, i) => (
            <span key={s.title} className={i === at ? 'is-current' : undefined} />
          ))}
        </span>
      </div>
    </section>
  );
}

/** `onClosed` (the notice's dismissal) runs once the modal leaves the queue, whichever way it was closed. */
function TrialToBasicBody({ onClosed }: { onClosed: () => void }) {
  const { t } = useTranslation('billing');
  const closed = useRef(onClosed);
  closed.current = onClosed;
  // Still at the head of the queue on unmount: a remount (StrictMode), not a close.
  useEffect(() => () => void (modals.current()?.key !== TO_BASIC && closed.current()), []);
  return (
    <>
      <p>{t('trialToBasic.intro')}</p>
      <PaidPlanCarousel />
    </>
  );
}

function PlansActions({ close, stay, go }: { close: () => void; stay: string; go: string }) {
  const { t } = useTranslation('billing');
  return (
    <>
      <button type="button" className="button" onClick={close}>
        {t(stay)}
      </button>
      <Link to="/account/plans" className="button button--primary" onClick={close}>
        {t(go)}
      </Link>
    </>
  );
}

export function openTrialModal(which: { ended: () => void } | { expired: true }): void {
  if ('ended' in which) {
    openModal({
      key: TO_BASIC,
      title: <Translated k="billing:trialToBasic.title" />,
      body: <TrialToBasicBody onClosed={which.ended} />,
      actions: (close) => <PlansActions close={close} stay="trialToBasic.stay" go="trialToBasic.upgrade" />,
    });
    return;
  }
  const today = new Date().toISOString().slice(0, 10);
  if (localStorage.getItem(EXPIRED_SHOWN) === today) return;
  localStorage.setItem(EXPIRED_SHOWN, today);
  openModal({
    key: EXPIRED,
    title: <Translated k="billing:trialExpired.title" />,
    body: (
      <p>
        <Translated k="billing:trialExpired.body" />
      </p>
    ),
    actions: (close) => <PlansActions close={close} stay="trialExpired.later" go="trialExpired.plans" />,
  });
}
