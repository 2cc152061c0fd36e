import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dateOrder, formatDay, formatInstant, formatMonth, formatMonthName, isoToTyped, isPastDay, monthTickFormat, typedToIso } from '../../client/lib/dates';

// Dates follow the interface language: never DD/MM/YYYY to an English reader, never MM/DD to a
// Brazilian or Argentine one, and a day never moves with the time zone.

const LANGUAGES = ['en-US', 'pt-BR', 'es-AR'] as const;
const locale = (language: string, ns: string) => JSON.parse(readFileSync(`locales/${language}/${ns}.json`, 'utf8'));

describe('showing dates', () => {
  it('writes a day in each language', () => {
    expect(formatDay('2025-03-04', 'en-US')).toBe('March 4, 2025');
    expect(formatDay('2025-03-04', 'pt-BR')).toBe('4 de março de 2025');
    expect(formatDay('2025-03-04', 'es-AR')).toBe('4 de marzo de 2025');
    expect(formatDay('2025-03-04', 'en-US', 'short')).toBe('Mar 4');
    expect(formatDay('2025-03-04', 'pt-BR', 'short')).toMatch(/^4 de mar\.?$/);
  });

  it('keeps a day on its date in every time zone (days are read as UTC)', () => {
    expect(formatDay('2025-01-01', 'en-US')).toBe('January 1, 2025');
    expect(formatDay('2025-12-31T00:00:00Z', 'es-AR')).toBe('31 de diciembre de 2025');
  });

  it('writes months and month ticks in each language', () => {
    expect(formatMonth('2025-03-01', 'en-US')).toBe('Mar 2025');
    expect(formatMonth('2025-03-01', 'pt-BR')).toMatch(/^mar\.? de 2025$/);
    expect(formatMonthName('2025-05-01', 'es-AR')).toBe('mayo');
    const tick = monthTickFormat('pt-BR');
    expect(['2025-12-01', '2026-01-01', '2026-02-01'].map((d, i) => tick(d, i))).toEqual([
      expect.stringMatching(/^dez\.?\n2025$/),
      expect.stringMatching(/^jan\.?\n2026$/),
      expect.stringMatching(/^fev\.?$/),
    ]);
  });

  it('writes an instant with its time in each language, never as DD/MM/YYYY in English', () => {
    const at = '2025-03-04T15:30:00Z';
    const en = formatInstant(at, 'en-US', 'dateTime');
    expect(en).toMatch(/^Mar 4, 2025/);
    expect(en).not.toMatch(/\d{2}\/\d{2}\/\d{4}/);
    expect(formatInstant(at, 'pt-BR', 'medium')).toMatch(/^4 de mar\.? de 2025$/);
    expect(formatInstant(at, 'es-AR')).toBe('4 de marzo de 2025');
  });
});

describe('typing dates', () => {
  it('takes the parts in the language order: month first in English, day first in Portuguese and Spanish', () => {
    expect(dateOrder('en-US')).toEqual(['month', 'day', 'year']);
    expect(dateOrder('pt-BR')).toEqual(['day', 'month', 'year']);
    expect(dateOrder('es-AR')).toEqual(['day', 'month', 'year']);
    expect(typedToIso('03/15/1990', 'en-US')).toBe('1990-03-15');
    expect(typedToIso('15/03/1990', 'pt-BR')).toBe('1990-03-15');
    expect(typedToIso('15/03/1990', 'es-AR')).toBe('1990-03-15');
    for (const language of LANGUAGES) expect(typedToIso(isoToTyped('1990-03-15', language), language)).toBe('1990-03-15');
    expect(isoToTyped(null, 'en-US')).toBe('');
  });

  it('accepts only days that exist and have passed', () => {
    expect(isPastDay('02/28/1990', 'en-US')).toBe(true);
    expect(isPastDay('02/31/1990', 'en-US')).toBe(false);
    expect(isPastDay('31/02/1990', 'pt-BR')).toBe(false);
    expect(isPastDay('15/03/1990', 'en-US')).toBe(false);
    expect(isPastDay('01/01/2999', 'es-AR')).toBe(false);
    expect(isPastDay('01/01/19', 'pt-BR')).toBe(false);
  });

  it('shows a placeholder in the order the language types', () => {
    const letters = (language: string) => dateOrder(language).map((p) => ({ day: 'D', month: 'M', year: language === 'en-US' ? 'Y' : 'A' })[p]);
    for (const language of LANGUAGES) {
      const expected = new RegExp(
        `^${letters(language)
          .map((l) => `${l}+`)
          .join('/')}$`,
      );
      expect(locale(language, 'users').edit.birthDateHint, language).toMatch(expected);
      expect(locale(language, 'invites').form.birthDatePlaceholder, language).toMatch(expected);
      expect(locale(language, 'login').account.birthDatePlaceholder, language).toMatch(expected);
    }
  });
});
