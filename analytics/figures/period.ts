// The periods figures speak of. The report window is the current month and the two before it (a
// respondent counts once in it, with the mean of their answers); history is month by month.

export const WINDOW_MONTHS = 3;
export const HISTORY_MONTHS = 12;
/** eNPS and LNPS charts show 15 months, padded with empty months before the first answers. */
export const NPS_HISTORY_MONTHS = 15;

export const monthOf = (day: string) => day.slice(0, 7);

export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return d.toISOString().slice(0, 7);
}

const monthLists = new Map<string, readonly string[]>();

/** The months ending with the one of `today`, oldest first (worked out once per day and count: gates ask per scope). */
export function lastMonths(today: string, count: number): readonly string[] {
  const key = `${monthOf(today)}|${count}`;
  let months = monthLists.get(key);
  if (!months) {
    const current = monthOf(today);
    if (monthLists.size > 64) monthLists.clear();
    monthLists.set(key, (months = Object.freeze(Array.from({ length: count }, (_, i) => addMonths(current, i - count + 1)))));
  }
  return months;
}

export function reportWindow(today: string): { from: string; to: string } {
  return { from: `${addMonths(monthOf(today), -(WINDOW_MONTHS - 1))}-01`, to: today };
}

export const firstDay = (month: string) => `${month}-01`;
