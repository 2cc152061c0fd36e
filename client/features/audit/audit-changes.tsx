import { useTranslation } from 'react-i18next';
import { fieldLabel } from './audit-sentence';

type Change = { from: unknown; to: unknown };
const isChange = (v: unknown): v is Change => Boolean(v && typeof v === 'object' && 'from' in v && 'to' in v);

const LANGS = ['en-US', 'pt-BR', 'es-AR'];
const rank = (key: string) => (LANGS.includes(key) ? LANGS.indexOf(key) : LANGS.length);

interface Words {
  empty: string;
  yes: string;
  no: string;
}

/** A value as a person reads it: texts plain, yes/no, per-language texts joined, the rest as compact JSON. */
function show(value: unknown, words: Words): string {
  if (value === null || value === undefined || value === '') return words.empty;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map((v) => show(v, words)).join(' | ');
  // Per-language texts in the languages' order (the database keeps keys in its own order).
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => rank(a) - rank(b));
  if (entries.every(([, v]) => typeof v === 'string')) return entries.map(([k, v]) => `${k}: ${v as string}`).join(' · ');
  return JSON.stringify(value);
}

/** The structured changes of one audit row, as "field: from → to". */
export function AuditChanges({ changes }: { changes: Record<string, unknown> }) {
  const { t } = useTranslation();
  const entries = Object.entries(changes ?? {});
  if (entries.length === 0) return <p className="audit-changes__none">{t('audit:changes.none')}</p>;
  const words = { empty: t('audit:changes.empty'), yes: t('audit:changes.yes'), no: t('audit:changes.no') };
  return (
    <dl className="audit-changes">
      {entries.map(([field, value]) => (
        <div key={field} className="audit-changes__row">
          <dt>{fieldLabel(t, field)}</dt>
          <dd>
            {isChange(value) ? (
              <>
                <span className="audit-changes__from">
                  <span className="sr-only">{t('audit:changes.from')} </span>
                  {show(value.from, words)}
                </span>
                <span aria-hidden="true"> → </span>
                <span className="audit-changes__to">
                  <span className="sr-only">{t('audit:changes.to')} </span>
                  {show(value.to, words)}
                </span>
              </>
            ) : (
              show(value, words)
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
