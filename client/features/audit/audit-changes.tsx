import { useTranslation } from 'react-i18next';

type Change = { from: unknown; to: unknown };
const isChange = (v: unknown): v is Change => Boolean(v && typeof v === 'object' && 'from' in v && 'to' in v);

const LANGS = ['en-US', 'pt-BR', 'es-AR'];
const rank = (key: string) => (LANGS.includes(key) ? LANGS.indexOf(key) : LANGS.length);

/** A value as a person reads it: texts plain, per-language texts joined, the rest as compact JSON. */
function show(value: unknown, empty: string): string {
  if (value === null || value === undefined || value === '') return empty;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map((v) => show(v, empty)).join(' | ');
  // Per-language texts in the languages' order (the database keeps keys in its own order).
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => rank(a) - rank(b));
  if (entries.every(([, v]) => typeof v === 'string')) return entries.map(([k, v]) => `${k}: ${v}`).join(' · ');
  return JSON.stringify(value);
}

/** The structured changes of one audit row, as "field: from → to". */
export function AuditChanges({ changes }: { changes: Record<string, unknown> }) {
  const { t } = useTranslation();
  const entries = Object.entries(changes ?? {});
  if (entries.length === 0) return <p className="audit-changes__none">{t('audit:changes.none')}</p>;
  const empty = t('audit:changes.empty');
  return (
    <dl className="audit-changes">
      {entries.map(([field, value]) => (
        <div key={field} className="audit-changes__row">
          <dt>{field}</dt>
          <dd>
            {isChange(value) ? (
              <>
                <span className="audit-changes__from"><span className="sr-only">{t('audit:changes.from')} </span>{show(value.from, empty)}</span>
                <span aria-hidden="true"> → </span>
                <span className="audit-changes__to"><span className="sr-only">{t('audit:changes.to')} </span>{show(value.to, empty)}</span>
              </>
            ) : (
              show(value, empty)
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
