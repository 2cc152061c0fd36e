import { randomUUID } from 'node:crypto';
import type { Tx } from '../server/db/tenant.js';

// The demo company's desired values, as its administrator would have written them (in Portuguese,
// the demo's language), each tied to the catalogue value it stands for.
const DESIRED = [
  {
    name: 'Colaboração de verdade',
    valueId: 'collaboration',
    behaviours: ['Pedimos ajuda cedo, antes de travar.', 'Compartilhamos o que aprendemos com outras equipes.', 'Decidimos juntos o que afeta mais de uma área.'],
  },
  {
    name: 'Transparência',
    valueId: 'transparency',
    behaviours: ['Explicamos o porquê das decisões, não só o quê.', 'Números e metas ficam abertos para todo o time.'],
  },
  {
    name: 'Cuidado com as pessoas',
    valueId: 'wellbeing',
    behaviours: ['Respeitamos o horário de descanso de cada um.', 'Falamos de carga de trabalho nas reuniões individuais.'],
  },
];

export async function seedDemoCulture(tx: Tx, companyId: string) {
  await tx
    .insertInto('culture_desired_values')
    .values(
      DESIRED.map((d, position) => ({
        company_id: companyId,
        id: randomUUID(),
        name: d.name,
        culture_values: JSON.stringify(d.behaviours),
        value_id: d.valueId,
        position,
      })),
    )
    .execute();
}
