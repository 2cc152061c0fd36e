import type { SurveyLaunch, SurveyPeriod } from '../../../domain/custom-survey';

// A launch is a wall-clock day and time in a time zone, counted on that zone's calendar (as the
// server counts it): the instant it stands for, and the days of the first deliveries.

const partsOf = (instant: number, timeZone: string) => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
};

/** The instant a day and time stand for in a time zone (the zone's offset is read twice: once more across a change of summer time). */
export function instantIn(day: string, time: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  const first = wall - (partsOf(wall, timeZone) - wall);
  return new Date(wall - (partsOf(first, timeZone) - first));
}

/** Today, or `days` from now, as the zone counts days: YYYY-MM-DD. */
export const dayIn = (timeZone: string, days = 0) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone });

export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The zones a launch may name, the browser's own among them. */
export function timeZones(): string[] {
  const all = Intl.supportedValuesOf('timeZone');
  const own = browserTimeZone();
  return all.includes(own) ? all : [own, ...all];
}

const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);

/** The day of delivery `n` (0 is the launch): a week or two later, or the same day of a later month (its last day when shorter). */
function deliveryDay(launch: string, period: Exclude<SurveyPeriod, 'single'>, n: number): string {
  const first = utc(launch);
  if (period !== 'monthly') return iso(new Date(first.getTime() + (period === 'weekly' ? 7 : 14) * n * 86_400_000));
  const month = first.getUTCMonth() + n;
  const last = new Date(Date.UTC(first.getUTCFullYear(), month + 1, 0)).getUTCDate();
  return iso(new Date(Date.UTC(first.getUTCFullYear(), month, Math.min(first.getUTCDate(), last))));
}

/** The first `count` delivery days, none after the automatic end. */
export function deliveryDays(launch: SurveyLaunch, period: SurveyPeriod, count = 3): string[] {
  if (period === 'single') return [launch.date];
  const days: string[] = [];
  for (let n = 0; n < count; n++) {
    const day = deliveryDay(launch.date, period, n);
    if (launch.endDate && day > launch.endDate) break;
    days.push(day);
  }
  return days;
}
