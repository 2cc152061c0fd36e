import { t } from '../survey-library/helpers.js';
import type { ActionPlanTemplateDef } from './index.js';

// Personal growth and recognition.
export const GROWTH_TEMPLATES: readonly ActionPlanTemplateDef[] = [
  {
    id: 'growth-development-plans',
    metric: 'personalGrowth',
    title: t('A development plan for every person', 'Um plano de desenvolvimento para cada pessoa', 'Un plan de desarrollo para cada persona'),
    description: t(
      'Turn vague wishes to grow into a concrete plan agreed with the manager, with most of the learning happening on the job.',
      'Transformar a vontade genérica de crescer em um plano concreto combinado com a liderança, com a maior parte do aprendizado acontecendo na prática.',
      'Convertir las ganas genéricas de crecer en un plan concreto acordado con el líder, con la mayor parte del aprendizaje en la práctica.',
    ),
    tasks: [
      t(
        'Hold a career conversation with each person about their aspirations and strengths.',
        'Ter uma conversa de carreira com cada pessoa sobre suas aspirações e pontos fortes.',
        'Tener una conversación de carrera con cada persona sobre sus aspiraciones y fortalezas.',
      ),
      t(
        'Write a plan with two or three goals, using the 70-20-10 mix: practice, learning from others, courses.',
        'Escrever um plano com duas ou três metas, usando a proporção 70-20-10: prática, troca com outras pessoas e cursos.',
        'Redactar un plan con dos o tres metas, con la proporción 70-20-10: práctica, aprendizaje con otros y cursos.',
      ),
      t(
        'Block learning time in the calendar every month and protect it.',
        'Reservar na agenda um tempo mensal para aprendizado e protegê-lo.',
        'Reservar en la agenda un tiempo mensual para aprender y protegerlo.',
      ),
      t(
        'Review progress on the plan every quarter in the one-on-one.',
        'Revisar o andamento do plano a cada trimestre no one-on-one.',
        'Revisar el avance del plan cada trimestre en el uno a uno.',
      ),
    ],
  },
  {
    id: 'growth-career-paths',
    metric: 'personalGrowth',
    title: t('Make career paths visible', 'Trilhas de carreira visíveis', 'Planes de carrera visibles'),
    description: t(
      'Show people where they can go from their current role and what it takes to get there, so that growing does not mean leaving.',
      'Mostrar às pessoas para onde elas podem ir a partir do cargo atual e o que é preciso para chegar lá, para que crescer não signifique sair.',
      'Mostrarles a las personas adónde pueden llegar desde su puesto actual y qué hace falta para lograrlo, para que crecer no signifique irse.',
    ),
    tasks: [
      t(
        'Document the paths open from each role, including lateral moves and specialist tracks.',
        'Documentar os caminhos possíveis a partir de cada cargo, incluindo movimentos laterais e carreiras de especialista.',
        'Documentar los caminos posibles desde cada puesto, incluidos los movimientos laterales y la carrera de especialista.',
      ),
      t(
        'Publish the promotion criteria and the skills expected at each level.',
        'Publicar os critérios de promoção e as competências esperadas em cada nível.',
        'Publicar los criterios de promoción y las competencias esperadas en cada nivel.',
      ),
      t(
        'Advertise internal openings before hiring from outside.',
        'Divulgar as vagas internamente antes de contratar de fora.',
        'Publicar las búsquedas internamente antes de contratar afuera.',
      ),
      t(
        'Offer stretch assignments, job rotation or shadowing to those who want to grow.',
        'Oferecer projetos desafiadores, job rotation ou acompanhamento de outras áreas para quem quer crescer.',
        'Ofrecer proyectos desafiantes, rotación de puestos o acompañamiento de otras áreas a quienes quieran crecer.',
      ),
    ],
  },
  {
    id: 'recognition-everyday',
    metric: 'recognition',
    title: t('Make recognition part of everyday work', 'Reconhecimento no dia a dia', 'Reconocimiento en el día a día'),
    description: t(
      'Make sure good work is noticed quickly and specifically, by managers and peers alike, instead of once a year.',
      'Garantir que o bom trabalho seja notado com rapidez e de forma específica, pela liderança e pelos colegas, e não uma vez por ano.',
      'Asegurar que el buen trabajo se note rápido y de forma concreta, tanto por los líderes como por los compañeros, y no una vez al año.',
    ),
    tasks: [
      t(
        'Open each weekly team meeting with a recognition moment that names specific contributions.',
        'Abrir cada reunião semanal com um momento de reconhecimento que cite contribuições específicas.',
        'Abrir cada reunión semanal con un momento de reconocimiento que mencione aportes concretos.',
      ),
      t(
        'Set up a public channel where anyone can thank a colleague.',
        'Criar um canal público em que qualquer pessoa possa agradecer a um colega.',
        'Crear un canal público en el que cualquiera pueda agradecerle a un compañero.',
      ),
      t(
        'Train managers to recognise effort and behaviour, not only results, in a timely and specific way.',
        'Capacitar as lideranças para reconhecer esforço e comportamento, não só resultados, na hora certa e de forma específica.',
        'Capacitar a los líderes para reconocer el esfuerzo y los comportamientos, no solo los resultados, a tiempo y de forma concreta.',
      ),
      t(
        'Check every month that recognition reaches everyone, including quieter and remote people.',
        'Verificar todo mês se o reconhecimento chega a todos, inclusive às pessoas mais discretas e às remotas.',
        'Verificar cada mes que el reconocimiento llegue a todos, incluidas las personas más calladas y las que trabajan a distancia.',
      ),
    ],
  },
  {
    id: 'recognition-fair-criteria',
    metric: 'recognition',
    title: t('Fair, transparent recognition criteria', 'Critérios de reconhecimento justos e transparentes', 'Criterios de reconocimiento justos y transparentes'),
    description: t(
      'Make bonuses, awards and promotions follow clear criteria that people know and trust.',
      'Fazer com que bônus, prêmios e promoções sigam critérios claros, que as pessoas conhecem e nos quais confiam.',
      'Lograr que los bonos, premios y promociones sigan criterios claros que las personas conozcan y en los que confíen.',
    ),
    tasks: [
      t(
        'Define and publish the criteria for bonuses, awards and promotions.',
        'Definir e publicar os critérios para bônus, prêmios e promoções.',
        'Definir y publicar los criterios para bonos, premios y promociones.',
      ),
      t(
        'Review who was recognised over the last year and look for bias by area, gender or location.',
        'Revisar quem foi reconhecido no último ano e buscar vieses por área, gênero ou localidade.',
        'Revisar a quién se reconoció en el último año y buscar sesgos por área, género o ubicación.',
      ),
      t(
        'Ask people how they prefer to be recognised: in public, in private, with development or with time off.',
        'Perguntar às pessoas como preferem ser reconhecidas: em público, em particular, com desenvolvimento ou com folga.',
        'Preguntarles a las personas cómo prefieren que se las reconozca: en público, en privado, con desarrollo o con tiempo libre.',
      ),
      t(
        'Involve peers in the nominations for recognition programmes.',
        'Envolver os colegas nas indicações para os programas de reconhecimento.',
        'Involucrar a los pares en las nominaciones de los programas de reconocimiento.',
      ),
    ],
  },
];
