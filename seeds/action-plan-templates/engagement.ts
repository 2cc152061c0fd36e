import { t } from '../survey-library/helpers.js';
import type { ActionPlanTemplateDef } from './index.js';

// Ambassadorship, happiness, satisfaction and alignment.
export const ENGAGEMENT_TEMPLATES: readonly ActionPlanTemplateDef[] = [
  {
    id: 'ambassadorship-proud-stories',
    metric: 'ambassadorship',
    title: t('Give people stories to be proud of', 'Histórias que dão orgulho de fazer parte', 'Historias que dan orgullo de pertenecer'),
    description: t(
      'Give people real reasons and opportunities to talk about the company with pride, based on concrete stories rather than slogans.',
      'Dar às pessoas motivos reais e oportunidades para falar da empresa com orgulho, com base em histórias concretas e não em slogans.',
      'Darles a las personas motivos reales y oportunidades para hablar de la empresa con orgullo, a partir de historias concretas y no de eslóganes.',
    ),
    tasks: [
      t(
        'Collect and share every month a story of customer impact or a team achievement.',
        'Reunir e compartilhar todo mês uma história de impacto no cliente ou uma conquista de equipe.',
        'Recopilar y compartir todos los meses una historia de impacto en clientes o un logro de equipo.',
      ),
      t(
        'Invite employees to represent the company at events, talks and recruitment activities.',
        'Convidar colaboradores para representar a empresa em eventos, palestras e ações de recrutamento.',
        'Invitar a colaboradores a representar a la empresa en eventos, charlas y acciones de reclutamiento.',
      ),
      t(
        'Run a referral programme with a clear process and timely news for the person who referred.',
        'Manter um programa de indicação com processo claro e retorno rápido para quem indicou.',
        'Tener un programa de referidos con un proceso claro y respuesta rápida para quien refirió.',
      ),
      t(
        'Read what detractors say in the survey comments and tackle the two most frequent issues.',
        'Ler o que os detratores dizem nos comentários da pesquisa e atacar os dois temas mais frequentes.',
        'Leer lo que dicen los detractores en los comentarios de la encuesta y abordar los dos temas más frecuentes.',
      ),
    ],
  },
  {
    id: 'ambassadorship-stay-interviews',
    metric: 'ambassadorship',
    title: t('Stay interviews to keep key people', 'Entrevistas de permanência para reter talentos', 'Entrevistas de permanencia para retener talento'),
    description: t(
      'Understand why people stay and what could make them leave, before they start looking elsewhere.',
      'Entender por que as pessoas ficam e o que poderia fazê-las sair, antes que comecem a procurar outra empresa.',
      'Entender por qué las personas se quedan y qué podría hacer que se vayan, antes de que empiecen a buscar otro trabajo.',
    ),
    tasks: [
      t(
        'Hold a stay interview with each team member: what keeps you here, and what would make you leave?',
        'Fazer uma entrevista de permanência com cada pessoa: o que faz você ficar e o que faria você sair?',
        'Hacer una entrevista de permanencia con cada persona: ¿qué te hace quedarte y qué haría que te fueras?',
      ),
      t(
        'Identify the people at risk of leaving and agree on one concrete action for each.',
        'Identificar as pessoas com risco de saída e combinar uma ação concreta para cada uma.',
        'Identificar a las personas con riesgo de irse y acordar una acción concreta para cada una.',
      ),
      t(
        'Review the reasons given in exit interviews over the last 12 months and look for patterns.',
        'Revisar os motivos citados nas entrevistas de desligamento dos últimos 12 meses e buscar padrões.',
        'Revisar los motivos de las entrevistas de salida de los últimos 12 meses y buscar patrones.',
      ),
      t(
        'Tell the team which changes were made as a result.',
        'Contar para a equipe quais mudanças foram feitas a partir disso.',
        'Contarle al equipo qué cambios se hicieron a partir de esto.',
      ),
    ],
  },
  {
    id: 'happiness-connection-moments',
    metric: 'happiness',
    title: t('Moments of connection and celebration', 'Momentos de conexão e celebração', 'Momentos de conexión y celebración'),
    description: t(
      'Strengthen belonging and the team’s mood with regular, inclusive moments together that nobody feels forced into.',
      'Fortalecer o pertencimento e o clima da equipe com momentos regulares e inclusivos de convivência, sem que ninguém se sinta obrigado.',
      'Fortalecer la pertenencia y el clima del equipo con momentos regulares e inclusivos para compartir, sin que nadie se sienta obligado.',
    ),
    tasks: [
      t(
        'Celebrate milestones, launches and personal dates in a simple, regular way.',
        'Celebrar marcos, lançamentos e datas pessoais de forma simples e regular.',
        'Celebrar hitos, lanzamientos y fechas personales de forma simple y regular.',
      ),
      t(
        'Organise a monthly team activity during working hours, open to everyone, remote colleagues included.',
        'Organizar uma atividade mensal da equipe no horário de trabalho, aberta a todos, inclusive a quem está remoto.',
        'Organizar una actividad mensual del equipo en horario laboral, abierta a todos, incluidos quienes trabajan a distancia.',
      ),
      t(
        'Start team meetings with a short, informal check-in round.',
        'Começar as reuniões de equipe com uma rodada curta e informal de como cada um está.',
        'Empezar las reuniones de equipo con una ronda breve e informal de cómo está cada uno.',
      ),
      t(
        'Ask the team which moments they value and drop the ones that feel forced.',
        'Perguntar à equipe quais momentos ela valoriza e abandonar os que parecem forçados.',
        'Preguntarle al equipo qué momentos valora y dejar de lado los que se sienten forzados.',
      ),
    ],
  },
  {
    id: 'happiness-energy-drains',
    metric: 'happiness',
    title: t('Remove the tasks that drain the team', 'Eliminar as tarefas que desgastam a equipe', 'Eliminar las tareas que desgastan al equipo'),
    description: t(
      'Find the parts of the job that cause the most frustration and remove, simplify or share them out.',
      'Encontrar as partes do trabalho que mais geram frustração e eliminá-las, simplificá-las ou redistribuí-las.',
      'Encontrar las partes del trabajo que más frustración generan y eliminarlas, simplificarlas o repartirlas.',
    ),
    tasks: [
      t(
        'Ask each person to list the tasks that give them the most energy and those that drain it.',
        'Pedir que cada pessoa liste as tarefas que mais lhe dão energia e as que mais a desgastam.',
        'Pedirle a cada persona que enumere las tareas que más energía le dan y las que más la desgastan.',
      ),
      t(
        'Pick the three most frustrating recurring tasks and redesign, automate or eliminate them.',
        'Escolher as três tarefas recorrentes mais frustrantes e redesenhá-las, automatizá-las ou eliminá-las.',
        'Elegir las tres tareas recurrentes más frustrantes y rediseñarlas, automatizarlas o eliminarlas.',
      ),
      t(
        'Where possible, rebalance tasks according to people’s strengths and interests.',
        'Sempre que possível, redistribuir as tarefas de acordo com os pontos fortes e interesses de cada um.',
        'Cuando sea posible, redistribuir las tareas según las fortalezas e intereses de cada uno.',
      ),
      t(
        'Review the changes with the team after six weeks.',
        'Avaliar as mudanças com a equipe depois de seis semanas.',
        'Evaluar los cambios con el equipo después de seis semanas.',
      ),
    ],
  },
  {
    id: 'satisfaction-working-conditions',
    metric: 'satisfaction',
    title: t('Fix everyday working conditions', 'Melhorar as condições de trabalho do dia a dia', 'Mejorar las condiciones de trabajo del día a día'),
    description: t(
      'Deal with the tools, environment and practical conditions that make daily work harder than it needs to be.',
      'Resolver as ferramentas, o ambiente e as condições práticas que tornam o dia a dia mais difícil do que precisa ser.',
      'Resolver las herramientas, el entorno y las condiciones prácticas que hacen el día a día más difícil de lo necesario.',
    ),
    tasks: [
      t(
        'Ask the team about tools, equipment and environment, and rank the problems they raise.',
        'Consultar a equipe sobre ferramentas, equipamentos e ambiente, e priorizar os problemas levantados.',
        'Consultar al equipo sobre herramientas, equipamiento y entorno, y priorizar los problemas que surjan.',
      ),
      t(
        'Solve at least one quick win within two weeks and announce it.',
        'Resolver pelo menos uma melhoria rápida em até duas semanas e comunicá-la.',
        'Resolver al menos una mejora rápida en dos semanas y comunicarla.',
      ),
      t(
        'Build a plan with owners and dates for the larger items.',
        'Montar um plano com responsáveis e prazos para os itens maiores.',
        'Armar un plan con responsables y fechas para los temas más grandes.',
      ),
      t(
        'Check with the team after 60 days that the improvements really worked.',
        'Confirmar com a equipe, depois de 60 dias, se as melhorias funcionaram de fato.',
        'Confirmar con el equipo, a los 60 días, que las mejoras realmente funcionaron.',
      ),
    ],
  },
  {
    id: 'satisfaction-pay-clarity',
    metric: 'satisfaction',
    title: t('Make pay and benefits clear and fair', 'Remuneração e benefícios claros e justos', 'Remuneración y beneficios claros y justos'),
    description: t(
      'Reduce doubt and perceived unfairness by explaining how pay and benefits are decided and how people can progress.',
      'Reduzir dúvidas e a sensação de injustiça explicando como remuneração e benefícios são definidos e como as pessoas podem evoluir.',
      'Reducir dudas y la sensación de injusticia explicando cómo se definen la remuneración y los beneficios, y cómo se puede progresar.',
    ),
    tasks: [
      t(
        'Publish the salary bands, or at least the criteria used to set pay and raises.',
        'Publicar as faixas salariais ou, pelo menos, os critérios usados para definir salários e aumentos.',
        'Publicar las bandas salariales o, al menos, los criterios con los que se definen sueldos y aumentos.',
      ),
      t(
        'Prepare managers to explain compensation decisions to each team member.',
        'Preparar as lideranças para explicar as decisões de remuneração a cada pessoa da equipe.',
        'Preparar a los líderes para explicarle a cada integrante las decisiones de remuneración.',
      ),
      t(
        'Review how benefits are used and ask people which ones they value most.',
        'Analisar o uso dos benefícios e perguntar às pessoas quais elas mais valorizam.',
        'Analizar el uso de los beneficios y preguntar a las personas cuáles valoran más.',
      ),
      t(
        'Check pay equity between people in the same role and level, and correct unjustified gaps.',
        'Verificar a equidade salarial entre pessoas do mesmo cargo e nível e corrigir diferenças injustificadas.',
        'Verificar la equidad salarial entre personas del mismo puesto y nivel, y corregir las diferencias injustificadas.',
      ),
    ],
  },
  {
    id: 'alignment-goals-cascade',
    metric: 'alignment',
    title: t('Connect team goals to company strategy', 'Conectar as metas da equipe à estratégia', 'Conectar las metas del equipo con la estrategia'),
    description: t(
      'Make sure everyone knows the company’s priorities and understands how their own goals contribute to them.',
      'Garantir que todos conheçam as prioridades da empresa e entendam como suas próprias metas contribuem para elas.',
      'Asegurar que todos conozcan las prioridades de la empresa y entiendan cómo sus propias metas contribuyen a ellas.',
    ),
    tasks: [
      t(
        'Present the company strategy and this year’s priorities to the team, with time for questions.',
        'Apresentar à equipe a estratégia da empresa e as prioridades do ano, com tempo para perguntas.',
        'Presentarle al equipo la estrategia de la empresa y las prioridades del año, con tiempo para preguntas.',
      ),
      t(
        'Define three to five team goals explicitly linked to those priorities.',
        'Definir de três a cinco metas da equipe ligadas explicitamente a essas prioridades.',
        'Definir de tres a cinco metas del equipo vinculadas explícitamente con esas prioridades.',
      ),
      t(
        'Agree individual goals with each person and show how they connect to the team goals.',
        'Combinar metas individuais com cada pessoa e mostrar como elas se conectam às metas da equipe.',
        'Acordar metas individuales con cada persona y mostrar cómo se conectan con las del equipo.',
      ),
      t(
        'Review progress on the goals every month in a team meeting.',
        'Acompanhar o andamento das metas todo mês em uma reunião de equipe.',
        'Revisar el avance de las metas todos los meses en una reunión de equipo.',
      ),
    ],
  },
  {
    id: 'alignment-role-clarity',
    metric: 'alignment',
    title: t('Clarify roles and responsibilities', 'Clareza de papéis e responsabilidades', 'Claridad de roles y responsabilidades'),
    description: t(
      'Remove the confusion about who does what and who decides, so that people can act with confidence.',
      'Acabar com a confusão sobre quem faz o quê e quem decide, para que as pessoas possam agir com segurança.',
      'Terminar con la confusión sobre quién hace qué y quién decide, para que las personas puedan actuar con seguridad.',
    ),
    tasks: [
      t(
        'Write or update a short role description with each person: purpose, main responsibilities, expected results.',
        'Escrever ou atualizar com cada pessoa uma descrição curta do papel: propósito, principais responsabilidades e resultados esperados.',
        'Redactar o actualizar con cada persona una descripción breve de su rol: propósito, responsabilidades principales y resultados esperados.',
      ),
      t(
        'Build a responsibility matrix (RACI) for the team’s main processes.',
        'Construir uma matriz de responsabilidades (RACI) para os principais processos da equipe.',
        'Armar una matriz de responsabilidades (RACI) para los procesos principales del equipo.',
      ),
      t(
        'Resolve the overlaps and gaps the matrix reveals in a team session.',
        'Resolver em uma sessão com a equipe as sobreposições e lacunas que a matriz revelar.',
        'Resolver en una sesión con el equipo las superposiciones y los huecos que muestre la matriz.',
      ),
      t(
        'Revisit the roles whenever priorities or the team structure change.',
        'Revisar os papéis sempre que as prioridades ou a estrutura da equipe mudarem.',
        'Revisar los roles cada vez que cambien las prioridades o la estructura del equipo.',
      ),
    ],
  },
];
