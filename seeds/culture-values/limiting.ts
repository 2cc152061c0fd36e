import type { CultureValueDef } from '../culture-values.js';
import { t } from '../survey-library/helpers.js';
import type { Text } from '../survey-library/types.js';

const limiting = (id: string, name: Text, description: Text): CultureValueDef => ({ id, kind: 'limiting', name, description });

// Potentially limiting values (Barrett): a little can be harmless, but the more of the votes they
// take, the more energy the organisation spends on friction instead of on its purpose.
export const LIMITING_VALUES: readonly CultureValueDef[] = [
  limiting(
    'bureaucracy',
    t('Bureaucracy', 'Burocracia', 'Burocracia'),
    t(
      'Rules, forms and approvals slow work down more than they protect it.',
      'Regras, formulários e aprovações atrasam o trabalho mais do que o protegem.',
      'Las reglas, los formularios y las aprobaciones frenan el trabajo más de lo que lo protegen.',
    ),
  ),
  limiting(
    'blame',
    t('Blame', 'Culpabilização', 'Búsqueda de culpables'),
    t(
      'When something goes wrong, the first question is who is at fault rather than what to fix.',
      'Quando algo dá errado, a primeira pergunta é quem é o culpado, e não o que precisa ser corrigido.',
      'Cuando algo sale mal, la primera pregunta es quién tiene la culpa y no qué hay que corregir.',
    ),
  ),
  limiting(
    'excessive-control',
    t('Excessive control', 'Controle excessivo', 'Control excesivo'),
    t(
      'Decisions and information are held tightly at the top, leaving little room for judgement.',
      'Decisões e informações ficam concentradas no topo, deixando pouco espaço para o julgamento das pessoas.',
      'Las decisiones y la información se concentran arriba y dejan poco margen para el criterio de cada uno.',
    ),
  ),
  limiting(
    'short-term-focus',
    t('Short-term focus', 'Foco no curto prazo', 'Foco en el corto plazo'),
    t(
      'This month’s numbers win over investments that would pay off later.',
      'Os números do mês ganham de investimentos que trariam retorno mais adiante.',
      'Los números del mes le ganan a las inversiones que darían frutos más adelante.',
    ),
  ),
  limiting(
    'internal-competition',
    t('Internal competition', 'Competição interna', 'Competencia interna'),
    t(
      'Colleagues and teams compete against each other instead of against the market.',
      'Colegas e equipes competem entre si, em vez de competir com o mercado.',
      'Los compañeros y los equipos compiten entre sí en lugar de competir con el mercado.',
    ),
  ),
  limiting(
    'silos',
    t('Silo mentality', 'Mentalidade de silos', 'Mentalidad de silos'),
    t(
      'Departments protect their own turf and rarely share information or help each other.',
      'As áreas protegem o próprio território e raramente compartilham informações ou se ajudam.',
      'Las áreas defienden su propio territorio y casi nunca comparten información ni se ayudan.',
    ),
  ),
  limiting(
    'rigid-hierarchy',
    t('Rigid hierarchy', 'Hierarquia rígida', 'Jerarquía rígida'),
    t(
      'Ideas are judged by the rank of who says them, and every step goes through the chain of command.',
      'As ideias são julgadas pelo cargo de quem as propõe, e tudo precisa passar pela cadeia de comando.',
      'Las ideas se juzgan según el cargo de quien las propone y todo tiene que pasar por la cadena de mando.',
    ),
  ),
  limiting(
    'risk-aversion',
    t('Risk aversion', 'Aversão ao risco', 'Aversión al riesgo'),
    t(
      'Fear of failing keeps people from trying anything new, so opportunities are missed.',
      'O medo de errar impede as pessoas de tentar algo novo, e oportunidades são perdidas.',
      'El miedo a equivocarse impide probar cosas nuevas, y se pierden oportunidades.',
    ),
  ),
  limiting(
    'information-hoarding',
    t('Information hoarding', 'Retenção de informação', 'Retención de información'),
    t(
      'People keep knowledge to themselves because it gives them power or protection.',
      'As pessoas guardam o conhecimento para si porque isso lhes dá poder ou proteção.',
      'Las personas se guardan el conocimiento porque les da poder o protección.',
    ),
  ),
  limiting(
    'empire-building',
    t('Empire building', 'Construção de feudos', 'Construcción de feudos'),
    t(
      'Leaders grow their headcount, budget and influence for its own sake rather than for the company.',
      'Líderes aumentam equipe, orçamento e influência por interesse próprio, e não pelo bem da empresa.',
      'Los líderes agrandan su equipo, su presupuesto y su influencia por interés propio y no por el bien de la empresa.',
    ),
  ),
  limiting(
    'micromanagement',
    t('Micromanagement', 'Microgerenciamento', 'Microgestión'),
    t(
      'Managers check and direct every detail, leaving people no room to own their work.',
      'Gestores conferem e ditam cada detalhe, sem deixar espaço para as pessoas assumirem o próprio trabalho.',
      'Los jefes revisan y dirigen cada detalle, sin dejar margen para que las personas se hagan cargo de su trabajo.',
    ),
  ),
  limiting(
    'long-hours',
    t('Long hours', 'Jornadas excessivas', 'Jornadas extensas'),
    t(
      'Staying late and answering at night are expected and seen as proof of commitment.',
      'Ficar até tarde e responder à noite é esperado e visto como prova de comprometimento.',
      'Quedarse hasta tarde y responder de noche se espera y se toma como prueba de compromiso.',
    ),
  ),
  limiting(
    'cynicism',
    t('Cynicism', 'Cinismo', 'Cinismo'),
    t(
      'People expect announcements and initiatives to change nothing, so they stop engaging.',
      'As pessoas esperam que anúncios e iniciativas não mudem nada, e por isso deixam de se envolver.',
      'Las personas dan por hecho que los anuncios y las iniciativas no van a cambiar nada, y dejan de involucrarse.',
    ),
  ),
  limiting(
    'firefighting',
    t('Constant firefighting', 'Apagar incêndios', 'Apagar incendios'),
    t(
      'Urgent problems crowd out planning, so the same crises keep coming back.',
      'Os problemas urgentes tomam o lugar do planejamento, e as mesmas crises sempre voltam.',
      'Los problemas urgentes desplazan a la planificación y las mismas crisis vuelven una y otra vez.',
    ),
  ),
];
