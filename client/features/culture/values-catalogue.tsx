import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import type { CultureValue } from './desired-values-rules';
import './culture-values.css';

/** Lower case without accents: "colaboração" is found by "colaboracao". */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

const KINDS = ['positive', 'limiting'] as const;

/**
 * The values people choose from, in the reader's language: a compact list grouped by positive and
 * potentially limiting, each with its description, searchable by name or description.
 */
export function ValuesCatalogue() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const id = useId();
  // Folded away until asked for: fifty-odd values would bury the page (on a phone above all).
  const [open, setOpen] = useState(false);
  const catalogue = useQuery({ ...trpc.culture.values.queryOptions(), enabled: open });
  const [text, setText] = useState('');
  const search = useDeferredValue(folded(text.trim()));

  const matches = (v: CultureValue) => !search || folded(v.name).includes(search) || folded(v.description).includes(search);
  const values = (catalogue.data?.values ?? []).filter(matches);

  return (
    <section className="vc" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="vc__title">
        {t('culture:values.title')}
      </h2>
      <p className="muted vc__intro">{t('culture:values.intro')}</p>
      <details className="vc__fold" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>{t('culture:values.show')}</summary>
        <div className="field vc__search">
          <label htmlFor={`${id}-search`}>{t('culture:values.search')}</label>
          <input id={`${id}-search`} type="search" value={text} placeholder={t('culture:values.searchPlaceholder')} onChange={(e) => setText(e.target.value)} />
        </div>
        {catalogue.isPending ? (
          <div className="skeleton vc__skeleton" aria-busy="true" aria-label={t('culture:values.loading')} />
        ) : catalogue.isError ? (
          <div className="alert alert--danger dv__alert" role="alert">
            <span>
              {t('culture:values.loadFailed')} {errorText(t, catalogue.error)}
            </span>
            <button type="button" className="button" onClick={() => void catalogue.refetch()}>
              {t('culture:desired.retry')}
            </button>
          </div>
        ) : values.length === 0 ? (
          <p className="muted" role="status">
            {t('culture:values.none', { text: text.trim() })}
          </p>
        ) : (
          KINDS.map((kind) => {
            const ofKind = values.filter((v) => v.kind === kind);
            if (ofKind.length === 0) return null;
            return (
              <div key={kind} className={`vc__group vc__group--${kind}`}>
                <h3 className="vc__kind">
                  {t(`culture:values.${kind}`)} <span className="muted">({ofKind.length})</span>
                </h3>
                <dl className="vc__list">
                  {ofKind.map((v) => (
                    <div key={v.id} className="vc__value">
                      <dt>{v.name}</dt>
                      <dd>{v.description}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            );
          })
        )}
      </details>
    </section>
  );
}
