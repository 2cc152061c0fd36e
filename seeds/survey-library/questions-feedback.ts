import { AGREEMENT, FREQUENCY, choice, t } from './helpers.js';
import type { QuestionDef } from './types.js';

export const FEEDBACK_QUESTIONS: QuestionDef[] = [
  {
    id: 'feedback.1',
    metric: 'feedback',
    submetric: 'feedbackFrequency',
    type: 'scale',
    feedback: true,
    scaleLabels: FREQUENCY,
    text: t(
      'How often do you receive feedback about your work?',
      'Com que frequência você recebe feedback sobre o seu trabalho?',
      '¿Con qué frecuencia recibís feedback sobre tu trabajo?',
    ),
  },
  {
    id: 'feedback.2',
    metric: 'feedback',
    submetric: 'feedbackQuality',
    type: 'stars',
    feedback: true,
    text: t(
      'How would you rate the last feedback you received?',
      'Como você avalia o último feedback que recebeu?',
      '¿Cómo calificarías el último feedback que recibiste?',
    ),
  },
  {
    id: 'feedback.3',
    metric: 'feedback',
    submetric: 'feedbackQuality',
    type: 'scale',
    feedback: true,
    scaleLabels: AGREEMENT,
    text: t(
      'The feedback I receive helps me improve my work.',
      'O feedback que recebo me ajuda a melhorar o meu trabalho.',
      'El feedback que recibo me ayuda a mejorar mi trabajo.',
    ),
  },
  {
    id: 'feedback.4',
    metric: 'feedback',
    submetric: 'openness',
    type: 'scale',
    feedback: true,
    scaleLabels: AGREEMENT,
    text: t(
      'I feel comfortable giving feedback to my manager.',
      'Eu me sinto à vontade para dar feedback para a minha liderança.',
      'Me resulta fácil darle feedback a mi líder.',
    ),
  },
  {
    id: 'feedback.5',
    metric: 'feedback',
    submetric: 'openness',
    type: 'scale',
    feedback: true,
    scaleLabels: AGREEMENT,
    text: t('My opinions are taken into account at work.', 'Minhas opiniões são levadas em conta no trabalho.', 'Mis opiniones se tienen en cuenta en el trabajo.'),
  },
  {
    id: 'feedback.6',
    metric: 'feedback',
    submetric: 'feedbackFrequency',
    type: 'select',
    feedback: true,
    text: t(
      'When did you last have a conversation about your performance?',
      'Quando foi a sua última conversa sobre o seu desempenho?',
      '¿Cuándo fue tu última conversación sobre tu desempeño?',
    ),
    answers: [
      choice('a1', 'very-good', t('In the last two weeks', 'Nas últimas duas semanas', 'En las últimas dos semanas')),
      choice('a2', 'good', t('In the last month', 'No último mês', 'En el último mes')),
      choice('a3', 'neutral', t('In the last three months', 'Nos últimos três meses', 'En los últimos tres meses')),
      choice('a4', 'bad', t('In the last six months', 'Nos últimos seis meses', 'En los últimos seis meses')),
      choice('a5', 'very-bad', t('More than six months ago, or never', 'Há mais de seis meses, ou nunca', 'Hace más de seis meses, o nunca')),
    ],
  },
  {
    id: 'feedback.7',
    metric: 'feedback',
    submetric: 'feedbackQuality',
    type: 'scale',
    feedback: true,
    scaleLabels: AGREEMENT,
    text: t(
      'The feedback I receive is specific enough to act on.',
      'O feedback que recebo é específico o bastante para eu saber o que fazer.',
      'El feedback que recibo es lo bastante concreto como para saber qué hacer.',
    ),
  },
];
