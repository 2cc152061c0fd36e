import { t } from '../survey-library/helpers.js';
import type { RecommendationDef } from './index.js';

// Satisfaction and alignment.
export const SATISFACTION_AND_ALIGNMENT_RECOMMENDATIONS: readonly RecommendationDef[] = [
  {
    id: 'satisfaction-fix-daily-frictions',
    metrics: ['satisfaction'],
    title: t('Fix the daily frictions', 'Resolva os atritos do dia a dia', 'Resolvé las trabas del día a día'),
    what: t(
      'Satisfaction often falls because of small, recurring problems: slow tools, missing equipment, noisy spaces, confusing processes. Fixing them costs little compared with the frustration they cause every day.',
      'A satisfação muitas vezes cai por causa de problemas pequenos e recorrentes: ferramentas lentas, falta de equipamento, ambientes barulhentos, processos confusos. Resolvê-los custa pouco perto da frustração que causam todos os dias.',
      'La satisfacción muchas veces baja por problemas chicos y recurrentes: herramientas lentas, equipos que faltan, espacios ruidosos, procesos confusos. Resolverlos cuesta poco comparado con la frustración que generan todos los días.',
    ),
    how: [
      t(
        'Ask the team to list what most gets in the way of their work, and vote on the top five.',
        'Peça à equipe que liste o que mais atrapalha o trabalho e vote nos cinco itens principais.',
        'Pedile al equipo que enumere lo que más le complica el trabajo y que vote los cinco temas principales.',
      ),
      t(
        'Solve one quick win in the next two weeks and tell the team it was their suggestion.',
        'Resolva uma melhoria rápida nas próximas duas semanas e conte à equipe que a sugestão foi dela.',
        'Resolvé una mejora rápida en las próximas dos semanas y contale al equipo que la idea fue suya.',
      ),
      t(
        'Put the larger items in a plan with owners and dates, and share it.',
        'Coloque os itens maiores em um plano com responsáveis e prazos e compartilhe-o.',
        'Poné los temas más grandes en un plan con responsables y fechas, y compartilo.',
      ),
      t(
        'Check after two months whether the changes solved the problem.',
        'Verifique depois de dois meses se as mudanças resolveram o problema.',
        'Verificá a los dos meses si los cambios resolvieron el problema.',
      ),
    ],
    benefit: t(
      'A smoother working day, more productivity and people who see their concerns taken seriously.',
      'Um dia de trabalho mais fluido, mais produtividade e pessoas que veem suas queixas levadas a sério.',
      'Una jornada más fluida, más productividad y personas que ven que sus planteos se toman en serio.',
    ),
  },
  {
    id: 'satisfaction-explain-pay',
    metrics: ['satisfaction', 'recognition'],
    title: t('Explain how pay is decided', 'Explique como a remuneração é definida', 'Explicá cómo se define la remuneración'),
    what: t(
      'Dissatisfaction with pay is often about not understanding it. When the criteria for salaries, raises and benefits are unclear, people assume they are unfair.',
      'A insatisfação com a remuneração muitas vezes vem de não entendê-la. Quando os critérios de salários, aumentos e benefícios não são claros, as pessoas presumem que são injustos.',
      'La insatisfacción con la remuneración muchas veces viene de no entenderla. Cuando los criterios de sueldos, aumentos y beneficios no están claros, las personas suponen que son injustos.',
    ),
    how: [
      t(
        'Publish the salary bands, or at least the criteria for positioning and raises.',
        'Publique as faixas salariais ou, pelo menos, os critérios de enquadramento e de aumento.',
        'Publicá las bandas salariales o, al menos, los criterios de posicionamiento y de aumentos.',
      ),
      t(
        'Prepare managers to explain to each person where they stand and how they can progress.',
        'Prepare as lideranças para explicar a cada pessoa onde ela está e como pode evoluir.',
        'Prepará a los líderes para explicarle a cada persona dónde está y cómo puede progresar.',
      ),
      t(
        'Compare pay for the same role and level and correct unjustified gaps.',
        'Compare os salários de um mesmo cargo e nível e corrija as diferenças injustificadas.',
        'Compará los sueldos de un mismo puesto y nivel y corregí las diferencias injustificadas.',
      ),
      t(
        'Ask which benefits people value most before renewing the package.',
        'Pergunte quais benefícios as pessoas mais valorizam antes de renovar o pacote.',
        'Preguntá qué beneficios valoran más las personas antes de renovar el paquete.',
      ),
    ],
    benefit: t(
      'A stronger sense of fairness, fewer departures over pay and benefits that people actually use.',
      'Mais sensação de justiça, menos desligamentos por salário e benefícios que as pessoas realmente usam.',
      'Más sensación de equidad, menos renuncias por sueldo y beneficios que las personas realmente usan.',
    ),
  },
  {
    id: 'satisfaction-role-fit',
    metrics: ['satisfaction', 'personalGrowth'],
    title: t('Match the role to the person', 'Ajuste a função à pessoa', 'Ajustá el rol a la persona'),
    what: t(
      'Satisfaction with a role depends on how well the work matches each person’s strengths and interests. Small changes to responsibilities can make a big difference without changing job titles.',
      'A satisfação com a função depende de quanto o trabalho combina com os pontos fortes e os interesses de cada pessoa. Pequenos ajustes nas responsabilidades podem fazer muita diferença sem mudar o cargo.',
      'La satisfacción con el puesto depende de cuánto coincide el trabajo con las fortalezas e intereses de cada persona. Pequeños ajustes en las responsabilidades pueden marcar una gran diferencia sin cambiar el cargo.',
    ),
    how: [
      t(
        'Ask each person which tasks they enjoy and do best, and which drain them.',
        'Pergunte a cada pessoa quais tarefas ela mais gosta e faz melhor, e quais a desgastam.',
        'Preguntale a cada persona qué tareas disfruta y hace mejor, y cuáles la desgastan.',
      ),
      t(
        'Where possible, move tasks between team members to match strengths.',
        'Sempre que possível, troque tarefas entre as pessoas da equipe para aproveitar os pontos fortes.',
        'Cuando sea posible, intercambiá tareas entre los integrantes del equipo para aprovechar las fortalezas.',
      ),
      t(
        'Offer projects that use skills the current role leaves idle.',
        'Ofereça projetos que usem habilidades que a função atual deixa de lado.',
        'Ofrecé proyectos que aprovechen habilidades que el puesto actual deja de lado.',
      ),
      t(
        'Revisit the fit every six months, since interests change.',
        'Reavalie esse encaixe a cada seis meses, já que os interesses mudam.',
        'Revisá ese ajuste cada seis meses, porque los intereses cambian.',
      ),
    ],
    benefit: t(
      'People more satisfied with their role, better quality of work and lower turnover.',
      'Pessoas mais satisfeitas com a função, trabalho de mais qualidade e menor rotatividade.',
      'Personas más satisfechas con su puesto, trabajo de mejor calidad y menor rotación.',
    ),
  },
  {
    id: 'alignment-explain-strategy',
    metrics: ['alignment'],
    title: t('Explain the strategy in plain words', 'Explique a estratégia em palavras simples', 'Explicá la estrategia en palabras simples'),
    what: t(
      'People cannot align with a strategy they do not know or understand. Leaders need to explain the company’s direction often, in simple language, and connect it to each team’s work.',
      'Ninguém se alinha a uma estratégia que não conhece ou não entende. As lideranças precisam explicar o rumo da empresa com frequência, em linguagem simples, e conectá-lo ao trabalho de cada equipe.',
      'Nadie se alinea con una estrategia que no conoce o no entiende. Los líderes tienen que explicar el rumbo de la empresa seguido, con lenguaje simple, y conectarlo con el trabajo de cada equipo.',
    ),
    how: [
      t(
        'Summarise the company’s priorities for the year in three to five sentences.',
        'Resuma as prioridades da empresa para o ano em três a cinco frases.',
        'Resumí las prioridades de la empresa para el año en tres a cinco oraciones.',
      ),
      t(
        'Present them to the team and ask everyone to explain, in their own words, how their work contributes.',
        'Apresente-as à equipe e peça que cada pessoa explique, com suas palavras, como o próprio trabalho contribui.',
        'Presentáselas al equipo y pedile a cada persona que explique, con sus palabras, cómo contribuye su trabajo.',
      ),
      t(
        'Repeat the priorities in team meetings and link decisions to them.',
        'Retome as prioridades nas reuniões de equipe e ligue as decisões a elas.',
        'Retomá las prioridades en las reuniones de equipo y vinculá las decisiones con ellas.',
      ),
      t(
        'Hold a quarterly session to review progress and answer questions.',
        'Faça uma sessão trimestral para revisar o progresso e responder perguntas.',
        'Hacé una sesión trimestral para revisar el avance y responder preguntas.',
      ),
    ],
    benefit: t(
      'People who understand where the company is heading, make better decisions on their own and feel part of the plan.',
      'Pessoas que entendem para onde a empresa está indo, tomam decisões melhores sozinhas e se sentem parte do plano.',
      'Personas que entienden hacia dónde va la empresa, toman mejores decisiones por su cuenta y se sienten parte del plan.',
    ),
  },
  {
    id: 'alignment-set-goals-together',
    metrics: ['alignment', 'managerRelationship'],
    title: t('Set goals together', 'Defina as metas com a equipe', 'Definí las metas con el equipo'),
    what: t(
      'Goals set together with the team are understood and owned; goals handed down are often just tolerated. A short goal-setting routine connects company, team and individual objectives.',
      'Metas definidas junto com a equipe são compreendidas e assumidas; metas impostas costumam ser apenas toleradas. Uma rotina curta de definição de metas conecta os objetivos da empresa, da equipe e de cada pessoa.',
      'Las metas definidas junto con el equipo se entienden y se asumen como propias; las impuestas suelen solo tolerarse. Una rutina breve de definición de metas conecta los objetivos de la empresa, del equipo y de cada persona.',
    ),
    how: [
      t(
        'Start from the company’s priorities and ask the team what it can contribute.',
        'Parta das prioridades da empresa e pergunte à equipe com o que ela pode contribuir.',
        'Partí de las prioridades de la empresa y preguntale al equipo con qué puede contribuir.',
      ),
      t(
        'Agree three to five team goals with clear measures of success.',
        'Combinem de três a cinco metas da equipe com indicadores claros de sucesso.',
        'Acuerden de tres a cinco metas del equipo con indicadores claros de éxito.',
      ),
      t(
        'Define with each person individual goals that link to the team’s.',
        'Defina com cada pessoa metas individuais ligadas às da equipe.',
        'Definí con cada persona metas individuales vinculadas con las del equipo.',
      ),
      t(
        'Review progress every month and adjust the goals if the context changes.',
        'Acompanhe o progresso todo mês e ajuste as metas se o contexto mudar.',
        'Revisá el avance todos los meses y ajustá las metas si cambia el contexto.',
      ),
    ],
    benefit: t(
      'Clear priorities, less wasted effort and more commitment to results.',
      'Prioridades claras, menos esforço desperdiçado e mais compromisso com os resultados.',
      'Prioridades claras, menos esfuerzo desperdiciado y más compromiso con los resultados.',
    ),
  },
  {
    id: 'alignment-clarify-roles',
    metrics: ['alignment'],
    title: t('Clarify who does what', 'Deixe claro quem faz o quê', 'Aclará quién hace qué'),
    what: t(
      'Unclear roles cause duplicated work, dropped tasks and conflict. A short, shared description of each role, and of who decides what, removes much of this friction.',
      'Papéis pouco claros geram retrabalho, tarefas esquecidas e conflitos. Uma descrição curta e compartilhada de cada papel, e de quem decide o quê, elimina boa parte desse atrito.',
      'Los roles poco claros generan trabajo duplicado, tareas que se caen y conflictos. Una descripción breve y compartida de cada rol, y de quién decide qué, elimina buena parte de esos roces.',
    ),
    how: [
      t(
        'Ask each person to describe their role in three lines, and compare it with what you expect.',
        'Peça a cada pessoa que descreva seu papel em três linhas e compare com o que você espera.',
        'Pedile a cada persona que describa su rol en tres líneas y comparalo con lo que esperás.',
      ),
      t(
        'Map the team’s main activities and who is responsible, accountable, consulted and informed (RACI).',
        'Mapeie as principais atividades da equipe e quem executa, quem aprova, quem é consultado e quem é informado (RACI).',
        'Relevá las actividades principales del equipo y quién ejecuta, quién aprueba, a quién se consulta y a quién se informa (RACI).',
      ),
      t(
        'Discuss overlaps and gaps with the team and agree on changes.',
        'Discuta as sobreposições e lacunas com a equipe e combinem as mudanças.',
        'Conversá con el equipo sobre las superposiciones y los huecos, y acuerden los cambios.',
      ),
      t(
        'Update the roles whenever the team or its priorities change.',
        'Atualize os papéis sempre que a equipe ou as prioridades mudarem.',
        'Actualizá los roles cada vez que cambien el equipo o sus prioridades.',
      ),
    ],
    benefit: t(
      'Fewer conflicts and dropped balls, faster decisions and people confident about what is expected of them.',
      'Menos conflitos e bolas divididas, decisões mais rápidas e pessoas seguras sobre o que se espera delas.',
      'Menos conflictos y tareas que se caen, decisiones más rápidas y personas seguras de lo que se espera de ellas.',
    ),
  },
];
