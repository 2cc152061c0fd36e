import { describe, expect, it } from 'vitest';
import { addMonths, nthWindow, questionSet, windowAt, type LibraryQuestion } from '../../server/modules/survey/survey.cycles.js';

describe('survey cycles', () => {
  it('repeats weekly and biweekly windows from the delivery date', () => {
    const weekly = { intervalDays: 7 as const, anchor: '2026-11-02' };
    expect(windowAt(weekly, '2026-11-01')).toBeNull();
    expect(windowAt(weekly, '2026-11-02')).toEqual({ startsOn: '2026-11-02', endsOn: '2026-11-09' });
    expect(windowAt(weekly, '2026-11-08')).toEqual({ startsOn: '2026-11-02', endsOn: '2026-11-09' });
    expect(windowAt(weekly, '2026-11-09')).toEqual({ startsOn: '2026-11-09', endsOn: '2026-11-16' });
    const biweekly = { intervalDays: 14 as const, anchor: '2026-11-02' };
    expect(windowAt(biweekly, '2026-11-15')).toEqual({ startsOn: '2026-11-02', endsOn: '2026-11-16' });
    expect(windowAt(biweekly, '2026-12-31')).toEqual({ startsOn: '2026-12-28', endsOn: '2027-01-11' });
  });

  it('repeats monthly on the same day of the month, the last day when a month is shorter', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-01-31', 2)).toBe('2026-03-31');
    expect(addMonths('2026-11-15', 2)).toBe('2027-01-15');
    const monthly = { intervalDays: 30 as const, anchor: '2026-01-31' };
    expect(windowAt(monthly, '2026-02-27')).toEqual({ startsOn: '2026-01-31', endsOn: '2026-02-28' });
    expect(windowAt(monthly, '2026-02-28')).toEqual({ startsOn: '2026-02-28', endsOn: '2026-03-31' });
    expect(windowAt(monthly, '2026-03-31')).toEqual({ startsOn: '2026-03-31', endsOn: '2026-04-30' });
    // Every day of two years falls in exactly one window, and windows follow each other.
    let day = '2026-01-31';
    let previous = windowAt(monthly, day)!;
    for (let i = 0; i < 730; i++) {
      const w = windowAt(monthly, day)!;
      expect(w.startsOn <= day && day < w.endsOn).toBe(true);
      if (w.startsOn !== previous.startsOn) expect(w.startsOn).toBe(previous.endsOn);
      previous = w;
      day = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    }
    expect(nthWindow(monthly, 12)).toEqual({ startsOn: '2027-01-31', endsOn: '2027-02-28' });
  });
});

describe('question sets', () => {
  const pillars = ['p1', 'p2', 'p3'].map((id) => ({ id, kind: 'pillar' as const }));
  const smart = ['s1', 's2', 's3', 's4'].map((id) => ({ id, kind: 'smart' as const }));
  const nps = [
    { id: 'enps', kind: 'nps' as const },
    { id: 'lnps', kind: 'nps' as const },
  ];
  const metrics = [...pillars, ...smart, ...nps];
  const library: LibraryQuestion[] = [
    ...pillars.flatMap((p) => Array.from({ length: 6 }, (_, i) => ({ id: `${p.id}.${i + 1}`, metricId: p.id, kind: 'pillar' as const }))),
    ...smart.flatMap((s) => Array.from({ length: 4 }, (_, i) => ({ id: `${s.id}.${i + 1}`, metricId: s.id, kind: 'smart' as const }))),
    { id: 'enps.1', metricId: 'enps', kind: 'nps' },
    { id: 'lnps.1', metricId: 'lnps', kind: 'nps' },
  ];
  const metricOf = (id: string) => id.split('.')[0];

  it('measures every pillar, eNPS and LNPS every cycle and never repeats a pillar question in a row', () => {
    let previous: string[] = [];
    for (let n = 0; n < 30; n++) {
      const set = questionSet(library, metrics, n, 7, previous);
      for (const p of [...pillars, ...nps]) expect(set.filter((id) => metricOf(id) === p.id)).toHaveLength(1);
      for (const id of set) if (!id.startsWith('enps') && !id.startsWith('lnps')) expect(previous).not.toContain(id);
      previous = set;
    }
  });

  it('rotates through every question of a pillar', () => {
    const seen = new Set<string>();
    let previous: string[] = [];
    for (let n = 0; n < 6; n++) {
      previous = questionSet(library, metrics, n, 7, previous);
      for (const id of previous) if (id.startsWith('p1.')) seen.add(id);
    }
    expect(seen.size).toBe(6);
  });

  it('asks each smart pillar about once a month, with a different question each time', () => {
    const countSmart = (interval: 7 | 14 | 30) => questionSet(library, metrics, 0, interval).filter((id) => id.startsWith('s')).length;
    expect([countSmart(7), countSmart(14), countSmart(30)]).toEqual([1, 2, 4]);
    const weeklyS1 = Array.from({ length: 16 }, (_, n) => questionSet(library, metrics, n, 7).find((id) => id.startsWith('s1.'))).filter(Boolean);
    expect(weeklyS1).toEqual(['s1.1', 's1.2', 's1.3', 's1.4']);
    const month = new Set(
      Array.from({ length: 4 }, (_, n) =>
        questionSet(library, metrics, n, 7)
          .filter((id) => id.startsWith('s'))
          .map(metricOf),
      ).flat(),
    );
    expect(month.size).toBe(4);
  });
});
