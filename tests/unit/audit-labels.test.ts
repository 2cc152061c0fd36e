import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ENTITIES } from '../../client/features/audit/audit-log.js';
import { auditSentence } from '../../client/features/audit/audit-sentence.js';
import { ALL_AUDIT_ACTIONS, AUDIT_ACTIONS, AUDIT_FIELDS } from '../../server/modules/audit/audit.actions.js';
import { AUDIT_ENTITIES } from '../../server/modules/audit/audit.schemas.js';
import { LANGUAGES } from '../../server/lib/i18n.js';

// The audit-log screen names every action, field and change in the reader's language. The writer
// accepts only the actions and fields of audit.actions.ts, so every one listed there needs its
// texts here; a new action added to the server without them fails this test.
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../locales');
const audit = Object.fromEntries(LANGUAGES.map((lng) => [lng, JSON.parse(readFileSync(path.join(dir, lng, 'audit.json'), 'utf8'))])) as Record<string, any>;

/** Keys (with i18next plural or context suffixes) a sentence may be written under. */
const sentenceKeys = (lng: string, entity: string) => Object.keys(audit[lng].sentences?.[entity] ?? {});
const hasSentence = (lng: string, entity: string, action: string) => {
  const keys = sentenceKeys(lng, entity);
  return keys.includes(action) || (keys.includes(`${action}_one`) && keys.includes(`${action}_other`));
};

describe('audit-log texts', () => {
  it('the screen filters by every entity the server writes', () => {
    expect([...ENTITIES].sort()).toEqual([...AUDIT_ENTITIES].sort());
  });

  it('every action the server can write has a label in every language', () => {
    const missing = LANGUAGES.flatMap((lng) => ALL_AUDIT_ACTIONS.filter((a) => !audit[lng].actions?.[a]).map((a) => `${lng}: actions.${a}`));
    expect(missing).toEqual([]);
  });

  it('every entity and action has a sentence in every language', () => {
    const missing = LANGUAGES.flatMap((lng) =>
      Object.entries(AUDIT_ACTIONS).flatMap(([entity, actions]) => actions.filter((a) => !hasSentence(lng, entity, a)).map((a) => `${lng}: sentences.${entity}.${a}`)),
    );
    expect(missing).toEqual([]);
  });

  it('every field a change may name, and every entity, has a label in every language', () => {
    const missing = LANGUAGES.flatMap((lng) => [
      ...AUDIT_FIELDS.filter((f) => !audit[lng].fields?.[f]).map((f) => `${lng}: fields.${f}`),
      ...AUDIT_ENTITIES.filter((e) => !audit[lng].entities?.[e] || !audit[lng].someone?.[e]).map((e) => `${lng}: entities/someone.${e}`),
    ]);
    expect(missing).toEqual([]);
  });
});

describe('the translated sentence of an audit row', () => {
  const t = (lng: string) => {
    const instance = i18next.createInstance();
    void instance.init({
      lng,
      fallbackLng: 'en-US',
      initAsync: false,
      resources: Object.fromEntries(LANGUAGES.map((l) => [l, { audit: audit[l] }])),
      interpolation: { escapeValue: false },
    });
    return instance.t.bind(instance) as TFunction;
  };
  it('an update that changed nothing says so, for every entity that updates', () => {
    for (const entity of AUDIT_ENTITIES.filter((e) => hasSentence('en-US', e, 'update'))) {
      const sentence = auditSentence(t('en-US'), 'en-US', { entity, action: 'update', subject: 'X', summary: 'stored', changes: {} });
      expect({ entity, sentence }).toEqual({ entity, sentence: expect.stringMatching(/without changes$/) });
    }
  });

  const row = (over: Partial<Parameters<typeof auditSentence>[2]>) => ({
    entity: 'groups',
    action: 'create',
    subject: 'Engenharia',
    summary: 'Created group "Engenharia"',
    changes: {},
    ...over,
  });

  it("is built from the row in the reader's language", () => {
    expect(auditSentence(t('pt-BR'), 'pt-BR', row({}))).toBe('Criou o grupo “Engenharia”');
    expect(
      auditSentence(t('es-AR'), 'es-AR', row({ entity: 'users', action: 'import', subject: null, changes: { people: new Array(200).fill({}), inactive: true } })),
    ).toBe('Importó 200 personas desde una planilla; invitaciones para enviar más tarde');
    expect(
      auditSentence(
        t('en-US'),
        'en-US',
        row({ entity: 'users', action: 'update', subject: 'Ana Alves', changes: { firstname: { from: 'A', to: 'Ana' }, birthDate: { from: null, to: '1990-03-15' } } }),
      ),
    ).toBe('Edited Ana Alves: First name, Birth date');
  });

  it("names an attribute by its label in the reader's language", () => {
    const changes = { label: { from: null, to: { 'en-US': 'Shift', 'pt-BR': 'Turno' } }, options: { from: null, to: [{}, {}] } };
    expect(auditSentence(t('pt-BR'), 'pt-BR', row({ entity: 'user-attributes', subject: 'Shift', changes }))).toBe('Criou o atributo “Turno” com 2 opções');
    // No label in Spanish: the English one.
    expect(auditSentence(t('es-AR'), 'es-AR', row({ entity: 'user-attributes', subject: 'Shift', changes }))).toBe('Creó el atributo “Shift” con 2 opciones');
  });

  it('keeps the stored summary for an action this client does not know', () => {
    expect(auditSentence(t('pt-BR'), 'pt-BR', row({ action: 'merge', summary: 'Merged two groups' }))).toBe('Merged two groups');
  });
});
