import { PILLARS } from '../../../analytics/metrics.js';
import { addDays } from '../../../server/modules/survey/survey.cycles.js';
import { addCycle, addResponses, members, respondents } from '../analytics/fixtures.js';
import { synced } from '../analytics/helpers.js';
import { STANDARD_FONTS } from '../reports/helpers.js';
import { today } from '../survey/helpers.js';
import { callerAs, makeGroup, makeTeam } from '../users/helpers.js';

// A plant of nine people answering the two smart pillars the NR-1 report reads, led by the team's
// manager, with a night shift of two inside it (below k = 3: withheld) and an office the manager
// does not lead.

const past = (n: number) => addDays(today(), -n);

// Psychosocial risks per person: the submetric answered and its score. Psychological safety
// 2, 3, 4 (3.0: high risk), respectful treatment 6, 6, 7 (6.33: moderate), control over work
// 9, 8, 9 (8.67: low); the pillar 6.0. The last two are the night shift.
const PSYCHOSOCIAL: [string, number][] = [
  ['psychologicalSafety', 2],
  ['psychologicalSafety', 3],
  ['respectfulTreatment', 6],
  ['respectfulTreatment', 6],
  ['respectfulTreatment', 7],
  ['jobControl', 9],
  ['jobControl', 8],
  ['psychologicalSafety', 4],
  ['jobControl', 9],
];
// Burnout risk (energy): 5 for the plant's seven, 1 and 2 for the night shift.
const BURNOUT = [5, 5, 5, 5, 5, 5, 5, 1, 2];
// Everyone answers the ten pillars too (5): a scope's respondents are counted on them.
const PILLAR_SCORES = Object.fromEntries(PILLARS.map((m) => [m, 5]));

/** The night shift's own figures (its pillars 6.5 and 1.5, psychological safety 4.0), in any decimal notation. */
export const NIGHT_FIGURES = /(?<!\d)(6[.,]5|1[.,]5|4[.,]0)(?!\d)/;

export async function psychosocialWorld(plan: 'enterprise' | 'basic' = 'enterprise') {
  const team = await makeTeam({ plan });
  const day = await members(team, 7);
  const night = await members(team, 2);
  const plant = await makeGroup(team.companyId, 'Plant', null, { members: day, managers: [team.manager.id] });
  const shift = await makeGroup(team.companyId, 'Night shift', plant, { members: night });
  const office = await makeGroup(team.companyId, 'Office', null, { members: await members(team, 3) });
  const cycle = await addCycle(team.companyId, 0, past(21), past(14));
  await addResponses(
    team.companyId,
    cycle,
    respondents(9).map((respondent, i) => ({
      respondent,
      groups: i < 7 ? [plant] : [plant, shift],
      scores: { ...PILLAR_SCORES, psychosocialRisks: PSYCHOSOCIAL[i]![1], burnoutRisk: BURNOUT[i]! },
      submetrics: { psychosocialRisks: PSYCHOSOCIAL[i]![0] },
    })),
  );
  await synced(today());
  return {
    team,
    plant,
    shift,
    office,
    pt: (await callerAs(team.admin, 'pt-BR')).caller,
    manager: (await callerAs(team.manager)).caller,
    user: (await callerAs(team.user)).caller,
  };
}

/** The text pdfjs extracts from a PDF sent as base64, white space collapsed. */
export async function pdfText(base64: string): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(Buffer.from(base64, 'base64')), standardFontDataUrl: STANDARD_FONTS }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n').replace(/\s+/g, ' ');
}
