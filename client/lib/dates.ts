// Every date the client shows or asks for, in the interface language: one place, so no screen
// writes 15/03/2025 to an English reader or 03/15/2025 to a Brazilian one. Days ('YYYY-MM-DD')
// are read as UTC, so no time zone moves them a day; instants are shown in the reader's zone.

import { intlCache } from './intl-cache';

const formatter = intlCache((language: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(language, options));

const utcDay = (day: string) => new Date(`${day.slice(0, 10)}T00:00:00Z`);

/** A day: "March 4, 2025" / "4 de março de 2025" (long), "Mar 4, 2025" (medium), "Mar 4" (short, no year). */
export function formatDay(day: string, language: string, style: 'long' | 'medium' | 'short' = 'long'): string {
  const options: Intl.DateTimeFormatOptions = style === 'short' ? { day: 'numeric', month: 'short' } : { dateStyle: style };
  return formatter(language, { ...options, timeZone: 'UTC' }).format(utcDay(day));
}

/** A month of history ('YYYY-MM-DD', first day): "Mar 2025". */
export const formatMonth = (date: string, language: string) => formatter(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(utcDay(date));

/** A month by its name alone, for phrases that name two months in a row ("in March vs February"). */
export const formatMonthName = (date: string, language: string) => formatter(language, { month: 'long', timeZone: 'UTC' }).format(utcDay(date));

/** An instant (ISO text or Date) in the reader's zone: its day (long or medium), or its day and time. */
export function formatInstant(instant: string | Date, language: string, style: 'long' | 'medium' | 'dateTime' = 'long'): string {
  const options: Intl.DateTimeFormatOptions = style === 'dateTime' ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: style };
  return formatter(language, options).format(typeof instant === 'string' ? new Date(instant) : instant);
}

/**
 * Tick labels for a month axis: the short month, with the year below it on the first tick and
 * wherever the year changes ("Nov\n2025", "Jan\n2026", "Mar"): narrow enough for 15 months on a
 * phone, never ambiguous. Plot formats the ticks in order, which the year tracking relies on.
 */
export function monthTickFormat(language: string) {
  const month = formatter(language, { month: 'short', timeZone: 'UTC' });
  let year: number | null = null;
  return (tick: Date | string, index: number) => {
    const date = typeof tick === 'string' ? utcDay(tick) : tick;
    if (index === 0) year = null;
    const label = date.getUTCFullYear() !== year ? `${month.format(date)}\n${date.getUTCFullYear()}` : month.format(date);
    year = date.getUTCFullYear();
    return label;
  };
}

type Part = 'day' | 'month' | 'year';

/** The order a language writes a numeric date in: month first in American English, day first otherwise. */
export function dateOrder(language: string): Part[] {
  return formatter(language, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' })
    .formatToParts(new Date(Date.UTC(2000, 0, 31)))
    .flatMap((p) => (p.type === 'day' || p.type === 'month' || p.type === 'year' ? [p.type] : []));
}

/** ##/##/#### (people §5), applied while the person types; the parts' order is the language's. */
export function maskDate(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 8);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
}

/** A masked date is complete at 10 characters. */
export const isDateComplete = (masked: string) => masked.length > 9;

/** A date typed in the language's order (15/03/1990, 03/15/1990) as stored: YYYY-MM-DD. */
export function typedToIso(masked: string, language: string): string {
  const parts = masked.split('/');
  const at = (part: Part) => parts[dateOrder(language).indexOf(part)] ?? '';
  return `${at('year')}-${at('month')}-${at('day')}`;
}

/** A stored day (YYYY-MM-DD) as the person types it in their language; '' for none. */
export function isoToTyped(iso: string | null | undefined, language: string): string {
  if (!iso) return '';
  const [year, month, day] = iso.slice(0, 10).split('-') as [string, string, string];
  const value: Record<Part, string> = { day, month, year };
  return dateOrder(language)
    .map((p) => value[p])
    .join('/');
}

/** A typed date that exists and lies in the past (a birth date). */
export function isPastDay(masked: string, language: string): boolean {
  if (!isDateComplete(masked)) return false;
  const iso = typedToIso(masked, language);
  const d = utcDay(iso);
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) && !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso && d.getTime() < Date.now();
}
