import { beforeAll, describe, expect, it } from 'vitest';
import { NIGHT_FIGURES, pdfText, psychosocialWorld } from './helpers.js';

// psychosocial.exportPdf: the report as an A4 PDF in the reader's language (pt-BR first), with the
// factors, their scores and risk levels as psychosocial.report gives them, and nothing about fewer
// than k people.

let world: Awaited<ReturnType<typeof psychosocialWorld>>;

beforeAll(async () => {
  world = await psychosocialWorld();
});

describe('psychosocial.exportPdf', () => {
  it('writes the report in Portuguese: title, scope, method, factors with their scores and risk levels, history and closing note', async () => {
    const report = await world.pt.psychosocial.report({ groupId: world.plant });
    const file = await world.pt.psychosocial.exportPdf({ groupId: world.plant });
    expect(file.contentType).toBe('application/pdf');
    expect(file.filename).toMatch(new RegExp(`^clima-psychosocial-risks-plant-[0-9a-f]{8}-${report.date}\\.pdf$`));
    const text = await pdfText(file.base64);
    for (const expected of [
      'Relatório de riscos psicossociais (NR-1)',
      `Empresa: ${world.team.company.name}`,
      `Escopo: ${report.groupName}`,
      'Período avaliado',
      'Emitido em',
      'Método',
      'menos de 3 pessoas',
      'Pessoas que responderam no período: 9',
      'Segurança psicológica',
      'Tratamento respeitoso',
      'Controle sobre o trabalho',
      'Riscos psicossociais (geral)',
      'Risco de burnout (geral)',
      'Risco alto',
      'Risco moderado',
      'Risco baixo',
      'Histórico (12 meses): Riscos psicossociais',
      'GRO',
      'PGR',
    ])
      expect(text, expected).toContain(expected);
    // The scores as the report gives them, written the Brazilian way.
    for (const score of ['3,0', '6,3', '8,7', '6,0']) expect(text, score).toContain(score);
    expect(text).not.toContain('oculto (anonimato)');
  });

  it('writes it in English when asked, whatever the reader language', async () => {
    const text = await pdfText((await world.pt.psychosocial.exportPdf({ groupId: world.plant, language: 'en-US' })).base64);
    for (const expected of ['Psychosocial risk report (NR-1)', 'Psychological safety', 'High risk', 'Moderate risk', 'Low risk', 'fewer than 3 people', '8.7'])
      expect(text, expected).toContain(expected);
  });

  it('writes it in Spanish for a Spanish reader', async () => {
    const text = await pdfText((await world.team.asAdmin.psychosocial.exportPdf({ groupId: 'company', language: 'es-AR' })).base64);
    for (const expected of ['Informe de riesgos psicosociales (NR-1)', 'Alcance: toda la empresa', 'Seguridad psicológica', 'Riesgo alto'])
      expect(text, expected).toContain(expected);
  });

  it('says "fewer than k people" for every figure of a group below k, and shows none of its numbers', async () => {
    for (const language of ['pt-BR', 'en-US'] as const) {
      const text = await pdfText((await world.team.asAdmin.psychosocial.exportPdf({ groupId: world.shift, language })).base64);
      expect(text).toContain(language === 'pt-BR' ? 'menos de 3 pessoas' : 'fewer than 3 people');
      expect(text).not.toMatch(NIGHT_FIGURES);
      expect(text).not.toMatch(/Risco (alto|moderado|baixo)|(High|Moderate|Low) risk/);
    }
  });

  it('is made for a manager of the group', async () => {
    const text = await pdfText((await world.manager.psychosocial.exportPdf({ groupId: world.plant })).base64);
    expect(text).toContain('Psychosocial risk report (NR-1)');
  });
});
