import type { Classification, SurveyAnswerDraft } from '../../../../domain/custom-survey.js';
import type { SurveyTemplate } from '../custom-surveys.templates.js';

// Onboarding: the experience of people in their first 90 days, asked once.

/** An answer in pt-BR, en-US and es-AR; those of scored questions carry a classification and a score (0–10). */
const answer = (answer_id: string, pt: string, en: string, es: string, classification: Classification | null = null, score: number | null = null): SurveyAnswerDraft => ({
  answer_id,
  text: { 'pt-BR': pt, 'en-US': en, 'es-AR': es },
  classification,
  score,
  image: null,
});

const AGREEMENT: SurveyAnswerDraft[] = [
  answer('strongly-agree', 'Concordo totalmente', 'Strongly agree', 'Totalmente de acuerdo', 'very-good', 10),
  answer('agree', 'Concordo', 'Agree', 'De acuerdo', 'good', 7.5),
  answer('neutral', 'Nem concordo, nem discordo', 'Neither agree nor disagree', 'Ni de acuerdo ni en desacuerdo', 'neutral', 5),
  answer('disagree', 'Discordo', 'Disagree', 'En desacuerdo', 'bad', 2.5),
  answer('strongly-disagree', 'Discordo totalmente', 'Strongly disagree', 'Totalmente en desacuerdo', 'very-bad', 0),
];

export const ONBOARDING_TEMPLATE: SurveyTemplate = {
  id: 'c9a91f51-c305-4429-8c4f-53b90678a02c',
  key: 'onboarding',
  definition: {
    availableLanguages: ['pt-BR', 'en-US', 'es-AR'],
    title: { 'pt-BR': 'Onboarding: seus primeiros 90 dias', 'en-US': 'Onboarding: your first 90 days', 'es-AR': 'Onboarding: tus primeros 90 días' },
    description: {
      'pt-BR':
        'Como foi a sua chegada? Esta pesquisa é para quem entrou na empresa nos últimos 90 dias. Suas respostas mostram o que funcionou na recepção, no treinamento e na integração, e o que devemos melhorar para as próximas pessoas que chegarem. Leva cerca de 5 minutos.',
      'en-US':
        'How was your arrival? This survey is for people who joined the company in the last 90 days. Your answers show what worked in the welcome, the training and the integration, and what we should improve for the next people who join. It takes about 5 minutes.',
      'es-AR':
        '¿Cómo fue tu llegada? Esta encuesta es para quienes se sumaron a la empresa en los últimos 90 días. Tus respuestas muestran qué funcionó en la bienvenida, la capacitación y la integración, y qué deberíamos mejorar para las próximas personas que se sumen. Lleva unos 5 minutos.',
    },
    period: 'single',
    questionsDistribution: 'sequential',
    questionsQuantity: 'all',
    enableFeedbacks: true,
    mandatoryQuestions: false,
    pillars: [
      {
        category_id: 'arrival',
        label: { 'pt-BR': 'Recepção e preparação', 'en-US': 'Welcome and preparation', 'es-AR': 'Bienvenida y preparación' },
        description: {
          'pt-BR': 'Como a empresa se preparou para a sua chegada: as informações antes do primeiro dia, os equipamentos, os acessos e a recepção em si.',
          'en-US': 'How the company prepared for your arrival: the information before your first day, equipment, system access and the welcome itself.',
          'es-AR': 'Cómo se preparó la empresa para tu llegada: la información antes del primer día, los equipos, los accesos y la bienvenida en sí.',
        },
        image: 'workplace',
      },
      {
        category_id: 'role',
        label: { 'pt-BR': 'Função e expectativas', 'en-US': 'Role and expectations', 'es-AR': 'Rol y expectativas' },
        description: {
          'pt-BR':
            'Se a sua função, os seus objetivos e a forma como o seu trabalho é avaliado estão claros, e se o trabalho corresponde ao que foi apresentado na contratação.',
          'en-US': 'Whether your role, your goals and how your work is evaluated are clear, and whether the job matches what was presented when you were hired.',
          'es-AR': 'Si tu rol, tus objetivos y la forma en que se evalúa tu trabajo están claros, y si el trabajo coincide con lo que se te presentó en la contratación.',
        },
        image: 'growth',
      },
      {
        category_id: 'learning',
        label: { 'pt-BR': 'Treinamento e recursos', 'en-US': 'Training and resources', 'es-AR': 'Capacitación y recursos' },
        description: {
          'pt-BR': 'O treinamento, as orientações e os materiais que você recebeu para fazer bem o seu trabalho.',
          'en-US': 'The training, guidance and materials you received to do your job well.',
          'es-AR': 'La capacitación, las orientaciones y los materiales que recibiste para hacer bien tu trabajo.',
        },
        image: 'learning',
      },
      {
        category_id: 'belonging',
        label: { 'pt-BR': 'Equipe e pertencimento', 'en-US': 'Team and belonging', 'es-AR': 'Equipo y pertenencia' },
        description: {
          'pt-BR': 'A sua relação com a liderança e com a equipe, e o quanto você já se sente parte da empresa.',
          'en-US': 'Your relationship with your manager and your team, and how much you already feel part of the company.',
          'es-AR': 'Tu relación con tu líder y con tu equipo, y cuánto sentís que ya sos parte de la empresa.',
        },
        image: 'people',
      },
    ],
    questions: [
      {
        question_id: 'welcome-rating',
        type: 'stars',
        category: 'arrival',
        enableScore: true,
        text: {
          'pt-BR': 'Como você avalia a recepção que teve nos seus primeiros dias?',
          'en-US': 'How would you rate the welcome you received in your first days?',
          'es-AR': '¿Cómo calificarías la bienvenida que recibiste en tus primeros días?',
        },
        answers: [],
        maxChoices: null,
      },
      {
        question_id: 'info-before-start',
        type: 'select',
        category: 'arrival',
        enableScore: true,
        text: {
          'pt-BR': 'Antes do meu primeiro dia, recebi as informações de que precisava (data, horário, local ou link de acesso e a quem procurar).',
          'en-US': 'Before my first day, I received the information I needed (date, time, place or access link, and who to look for).',
          'es-AR': 'Antes de mi primer día, recibí la información que necesitaba (fecha, horario, lugar o link de acceso y a quién buscar).',
        },
        answers: AGREEMENT,
        maxChoices: null,
      },
      {
        question_id: 'equipment-ready',
        type: 'select',
        category: 'arrival',
        enableScore: true,
        text: {
          'pt-BR': 'Meus equipamentos, contas e acessos aos sistemas estavam prontos quando precisei deles.',
          'en-US': 'My equipment, accounts and system access were ready when I needed them.',
          'es-AR': 'Mis equipos, cuentas y accesos a los sistemas estaban listos cuando los necesité.',
        },
        answers: AGREEMENT,
        maxChoices: null,
      },
      {
        question_id: 'clear-expectations',
        type: 'select',
        category: 'role',
        enableScore: true,
        text: {
          'pt-BR': 'Entendo o que se espera de mim na minha função e como o meu trabalho será avaliado.',
          'en-US': 'I understand what is expected of me in my role and how my work will be evaluated.',
          'es-AR': 'Entiendo qué se espera de mí en mi rol y cómo se va a evaluar mi trabajo.',
        },
        answers: AGREEMENT,
        maxChoices: null,
      },
      {
        question_id: 'job-as-presented',
        type: 'slide-number',
        category: 'role',
        enableScore: true,
        text: {
          'pt-BR': 'De 0 a 10, o quanto o seu dia a dia corresponde ao que foi apresentado no processo seletivo?',
          'en-US': 'From 0 to 10, how closely does your day-to-day work match what was presented during the hiring process?',
          'es-AR': 'Del 0 al 10, ¿cuánto coincide tu día a día con lo que se te presentó en el proceso de selección?',
        },
        answers: [],
        maxChoices: null,
      },
      {
        question_id: 'first-weeks-easier',
        type: 'feedback',
        category: 'role',
        enableScore: false,
        text: {
          'pt-BR': 'O que teria tornado as suas primeiras semanas mais fáceis?',
          'en-US': 'What would have made your first weeks easier?',
          'es-AR': '¿Qué habría hecho más fáciles tus primeras semanas?',
        },
        answers: [],
        maxChoices: null,
      },
      {
        question_id: 'training-rating',
        type: 'stars',
        category: 'learning',
        enableScore: true,
        text: {
          'pt-BR': 'Como você avalia o treinamento que recebeu para realizar o seu trabalho?',
          'en-US': 'How would you rate the training you received to do your job?',
          'es-AR': '¿Cómo calificarías la capacitación que recibiste para hacer tu trabajo?',
        },
        answers: [],
        maxChoices: null,
      },
      {
        question_id: 'knows-where-to-find',
        type: 'select',
        category: 'learning',
        enableScore: true,
        text: {
          'pt-BR': 'Sei onde encontrar as informações e as pessoas de que preciso para fazer o meu trabalho.',
          'en-US': 'I know where to find the information and the people I need to do my work.',
          'es-AR': 'Sé dónde encontrar la información y a las personas que necesito para hacer mi trabajo.',
        },
        answers: AGREEMENT,
        maxChoices: null,
      },
      {
        question_id: 'helped-most',
        type: 'multi-select',
        category: 'learning',
        enableScore: false,
        text: {
          'pt-BR': 'O que mais ajudou você a se adaptar? Escolha até 3.',
          'en-US': 'What helped you most to settle in? Choose up to 3.',
          'es-AR': '¿Qué te ayudó más a adaptarte? Elegí hasta 3.',
        },
        answers: [
          answer('manager', 'Minha liderança', 'My manager', 'Mi líder'),
          answer('buddy', 'Um padrinho, madrinha ou mentor', 'A buddy or mentor', 'Un padrino, madrina o mentor'),
          answer('teammates', 'Colegas da equipe', 'My teammates', 'Compañeros de equipo'),
          answer('training', 'Treinamentos formais', 'Formal training sessions', 'Capacitaciones formales'),
          answer('docs', 'Documentação e guias internos', 'Documentation and internal guides', 'Documentación y guías internas'),
          answer('welcome-events', 'Reuniões e eventos de boas-vindas', 'Welcome meetings and events', 'Reuniones y eventos de bienvenida'),
          answer('own-initiative', 'Minha própria iniciativa', 'My own initiative', 'Mi propia iniciativa'),
        ],
        maxChoices: 3,
      },
      {
        question_id: 'manager-support',
        type: 'select',
        category: 'belonging',
        enableScore: true,
        text: {
          'pt-BR': 'Minha liderança me deu o apoio e os feedbacks de que eu precisava neste período.',
          'en-US': 'My manager gave me the support and feedback I needed during this period.',
          'es-AR': 'Mi líder me dio el apoyo y el feedback que necesitaba en este período.',
        },
        answers: AGREEMENT,
        maxChoices: null,
      },
      {
        question_id: 'feel-part-of-team',
        type: 'select',
        category: 'belonging',
        enableScore: true,
        text: { 'pt-BR': 'Já me sinto parte da minha equipe.', 'en-US': 'I already feel part of my team.', 'es-AR': 'Ya me siento parte de mi equipo.' },
        answers: AGREEMENT,
        maxChoices: null,
      },
      {
        question_id: 'recommend',
        type: 'nps',
        category: 'belonging',
        enableScore: false,
        text: {
          'pt-BR': 'Qual a probabilidade de você recomendar esta empresa como um lugar para trabalhar a um amigo ou amiga?',
          'en-US': 'How likely are you to recommend this company as a place to work to a friend?',
          'es-AR': '¿Qué tan probable es que le recomiendes esta empresa como lugar de trabajo a un amigo o amiga?',
        },
        answers: [],
        maxChoices: null,
      },
      {
        question_id: 'anything-else',
        type: 'feedback',
        category: 'belonging',
        enableScore: false,
        text: {
          'pt-BR': 'Há algo mais que você gostaria de nos contar sobre os seus primeiros meses aqui?',
          'en-US': 'Is there anything else you would like to tell us about your first months here?',
          'es-AR': '¿Hay algo más que quieras contarnos sobre tus primeros meses acá?',
        },
        answers: [],
        maxChoices: null,
      },
    ],
  },
};
