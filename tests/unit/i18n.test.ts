import { describe, expect, it } from 'vitest';
import { LANGUAGES, pickLanguage, serverT } from '../../server/lib/i18n.js';

describe('pickLanguage', () => {
  it('defaults to en-US without a header or without a language we speak', () => {
    expect(pickLanguage(undefined)).toBe('en-US');
    expect(pickLanguage('')).toBe('en-US');
    expect(pickLanguage('fr-FR,de;q=0.8')).toBe('en-US');
    expect(pickLanguage('*')).toBe('en-US');
  });

  it('takes an exact tag in any case', () => {
    expect(pickLanguage('pt-BR')).toBe('pt-BR');
    expect(pickLanguage('es-ar')).toBe('es-AR');
    expect(pickLanguage('en-us')).toBe('en-US');
  });

  it('matches by language when the region differs or is missing', () => {
    expect(pickLanguage('pt')).toBe('pt-BR');
    expect(pickLanguage('pt-PT')).toBe('pt-BR');
    expect(pickLanguage('es-MX')).toBe('es-AR');
    expect(pickLanguage('en-GB')).toBe('en-US');
  });

  it('takes the first language of the list that we speak, skipping weights', () => {
    expect(pickLanguage('pt-BR,pt;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('pt-BR');
    expect(pickLanguage('fr-CA, es;q=0.5, en;q=0.3')).toBe('es-AR');
    expect(pickLanguage(' de ,  en-US ;q=0.2')).toBe('en-US');
  });

  it('offers exactly the three languages of the product', () => {
    expect(LANGUAGES).toEqual(['en-US', 'pt-BR', 'es-AR']);
  });
});

describe('serverT', () => {
  it('translates the mail texts in each language', () => {
    const subjects = LANGUAGES.map((l) => serverT(l)('mail:resetPassword.subject'));
    expect(new Set(subjects).size).toBe(3);
    for (const s of subjects) expect(s).not.toBe('resetPassword.subject');
    expect(serverT('en-US')('mail:greeting', { name: 'Ana' })).toBe('Hello, Ana!');
  });
});
