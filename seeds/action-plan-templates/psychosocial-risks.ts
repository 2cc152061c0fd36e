import { t } from '../survey-library/helpers.js';
import type { ActionPlanTemplateDef } from './index.js';

// Psychosocial risks. Together they cover what the Brazilian NR-1 asks of the occupational risk
// management programme (PGR): identify and assess the hazards, act on them (workload, harassment,
// lack of control and support) and keep a record of the measures.
export const PSYCHOSOCIAL_RISKS_TEMPLATES: readonly ActionPlanTemplateDef[] = [
  {
    id: 'psychosocial-risk-assessment',
    metric: 'psychosocialRisks',
    title: t('Psychosocial risk assessment and action plan', 'Avaliação de riscos psicossociais e plano de ação', 'Evaluación de riesgos psicosociales y plan de acción'),
    description: t(
      'Identify the work factors that threaten mental health in each area, rate them and record the measures taken, as part of occupational risk management.',
      'Identificar os fatores do trabalho que ameaçam a saúde mental em cada área, classificá-los e registrar as medidas adotadas, como parte do gerenciamento de riscos ocupacionais.',
      'Identificar los factores del trabajo que amenazan la salud mental en cada área, clasificarlos y registrar las medidas adoptadas, como parte de la gestión de riesgos laborales.',
    ),
    tasks: [
      t(
        'Form a working group with HR, occupational health and safety, and employee representatives.',
        'Formar um grupo de trabalho com RH, saúde e segurança do trabalho e representantes dos empregados (como a CIPA).',
        'Formar un grupo de trabajo con RR. HH., higiene y seguridad, medicina laboral y representantes del personal.',
      ),
      t(
        'Identify hazards by area from survey results, absences and complaints: workload, harassment, lack of control, poor support.',
        'Identificar os perigos por área a partir da pesquisa, dos afastamentos e das denúncias: carga de trabalho, assédio, falta de autonomia e de apoio.',
        'Identificar los peligros por área a partir de la encuesta, las ausencias y las denuncias: carga de trabajo, acoso, falta de control y de apoyo.',
      ),
      t(
        'Rate each risk by likelihood and severity, and set priorities.',
        'Classificar cada risco por probabilidade e severidade e definir as prioridades.',
        'Clasificar cada riesgo según probabilidad y gravedad, y definir prioridades.',
      ),
      t(
        'Record the risks and the measures, with owners and dates, in the occupational risk management programme.',
        'Registrar os riscos e as medidas, com responsáveis e prazos, no inventário de riscos e no plano de ação do PGR.',
        'Registrar los riesgos y las medidas, con responsables y plazos, en el programa de gestión de riesgos laborales.',
      ),
      t(
        'Review the assessment at least once a year and after any major change in the organisation.',
        'Revisar a avaliação pelo menos uma vez por ano e depois de qualquer mudança organizacional relevante.',
        'Revisar la evaluación al menos una vez por año y después de cualquier cambio organizacional importante.',
      ),
    ],
  },
  {
    id: 'psychosocial-safety-practices',
    metric: 'psychosocialRisks',
    title: t('Psychological safety practices in teams', 'Práticas de segurança psicológica nas equipes', 'Prácticas de seguridad psicológica en los equipos'),
    description: t(
      'Build teams where people can raise problems, admit mistakes and disagree without fear of being punished or humiliated.',
      'Construir equipes em que as pessoas possam apontar problemas, admitir erros e discordar sem medo de punição ou humilhação.',
      'Construir equipos en los que las personas puedan plantear problemas, admitir errores y disentir sin miedo al castigo o la humillación.',
    ),
    tasks: [
      t(
        'Have leaders open meetings by inviting disagreement and thank the people who raise problems.',
        'Fazer com que as lideranças abram as reuniões convidando à discordância e agradeçam quem aponta problemas.',
        'Que los líderes abran las reuniones invitando a disentir y agradezcan a quienes plantean problemas.',
      ),
      t(
        'Review incidents and mistakes without looking for culprits, focusing on causes and fixes.',
        'Analisar incidentes e erros sem buscar culpados, com foco nas causas e nas correções.',
        'Analizar incidentes y errores sin buscar culpables, con foco en las causas y las soluciones.',
      ),
      t(
        'In discussions, ask the quieter people for their opinion first.',
        'Nas discussões, pedir primeiro a opinião das pessoas mais quietas.',
        'En las discusiones, pedirles primero la opinión a las personas más calladas.',
      ),
      t(
        'Include psychological safety in leaders’ objectives and follow it in the survey.',
        'Incluir a segurança psicológica nos objetivos das lideranças e acompanhá-la pela pesquisa.',
        'Incluir la seguridad psicológica en los objetivos de los líderes y seguirla en la encuesta.',
      ),
    ],
  },
  {
    id: 'psychosocial-harassment-prevention',
    metric: 'psychosocialRisks',
    title: t('Harassment prevention and a reporting channel', 'Prevenção do assédio e canal de denúncias', 'Prevención del acoso y canal de denuncias'),
    description: t(
      'Make clear that harassment is not tolerated, give people a safe way to report it and handle every report seriously and on time.',
      'Deixar claro que o assédio não é tolerado, oferecer um meio seguro para denunciá-lo e tratar cada denúncia com seriedade e dentro do prazo.',
      'Dejar claro que el acoso no se tolera, ofrecer una vía segura para denunciarlo y tratar cada denuncia con seriedad y a tiempo.',
    ),
    tasks: [
      t(
        'Publish a code of conduct that defines moral and sexual harassment, with examples.',
        'Publicar um código de conduta que defina assédio moral e sexual, com exemplos.',
        'Publicar un código de conducta que defina el acoso laboral y sexual, con ejemplos.',
      ),
      t(
        'Set up a confidential reporting channel that allows anonymity and protects against retaliation.',
        'Implantar um canal de denúncias confidencial, que permita o anonimato e proteja contra retaliações.',
        'Implementar un canal de denuncias confidencial, que permita el anonimato y proteja contra represalias.',
      ),
      t(
        'Define an investigation procedure with deadlines and impartial investigators.',
        'Definir um procedimento de apuração com prazos e pessoas imparciais responsáveis.',
        'Definir un procedimiento de investigación con plazos y responsables imparciales.',
      ),
      t(
        'Train all employees and leaders on prevention at least once a year.',
        'Capacitar todos os empregados e lideranças em prevenção pelo menos uma vez por ano.',
        'Capacitar a todo el personal y a los líderes en prevención al menos una vez por año.',
      ),
      t(
        'Report regularly on the number of cases and the measures taken, keeping the people involved confidential.',
        'Divulgar periodicamente o número de casos e as medidas adotadas, preservando o sigilo das pessoas envolvidas.',
        'Informar periódicamente la cantidad de casos y las medidas adoptadas, preservando la confidencialidad de las personas involucradas.',
      ),
    ],
  },
  {
    id: 'psychosocial-job-control',
    metric: 'psychosocialRisks',
    title: t('More autonomy and control over work', 'Mais autonomia e controle sobre o trabalho', 'Más autonomía y control sobre el trabajo'),
    description: t(
      'Give people a real say in how their work is organised, since low control combined with high demands is a major source of strain.',
      'Dar às pessoas voz real sobre como o trabalho é organizado, já que pouco controle somado a muita demanda é uma grande fonte de desgaste.',
      'Darles a las personas voz real sobre cómo se organiza su trabajo, porque poco control sumado a mucha exigencia es una gran fuente de desgaste.',
    ),
    tasks: [
      t(
        'Involve people in deciding how work is organised: methods, order of tasks and schedules.',
        'Envolver as pessoas nas decisões sobre a organização do trabalho: métodos, ordem das tarefas e horários.',
        'Involucrar a las personas en las decisiones sobre la organización del trabajo: métodos, orden de las tareas y horarios.',
      ),
      t(
        'Agree clear goals and let the team decide how to reach them.',
        'Combinar metas claras e deixar a equipe decidir como alcançá-las.',
        'Acordar metas claras y dejar que el equipo decida cómo alcanzarlas.',
      ),
      t(
        'Announce and discuss changes to shifts, roles or processes in advance.',
        'Avisar e discutir com antecedência as mudanças de turnos, funções ou processos.',
        'Avisar y conversar con anticipación los cambios de turnos, roles o procesos.',
      ),
      t(
        'Remove unnecessary approvals for routine decisions.',
        'Eliminar aprovações desnecessárias para decisões do dia a dia.',
        'Eliminar aprobaciones innecesarias para las decisiones cotidianas.',
      ),
    ],
  },
];
