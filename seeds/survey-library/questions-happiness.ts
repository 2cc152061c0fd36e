import { AGREEMENT, FREQUENCY, choice, t } from './helpers.js';
import type { QuestionDef } from './types.js';

export const HAPPINESS_QUESTIONS: QuestionDef[] = [
  {
    id: 'happiness.1', metric: 'happiness', submetric: 'workEnjoyment', type: 'scale', feedback: true,
    scaleLabels: AGREEMENT,
    text: t(
      'I enjoy the work I do.',
      'Gosto do trabalho que faço.',
      'Disfruto del trabajo que hago.',
    ),
  },
  {
    id: 'happiness.2', metric: 'happiness', submetric: 'moodAtWork', type: 'scale', feedback: true,
    scaleLabels: FREQUENCY,
    text: t(
      'How often do you feel happy at work?',
      'Com que frequência você se sente feliz no trabalho?',
      '¿Con qué frecuencia te sentís feliz en el trabajo?',
    ),
  },
  {
    id: 'happiness.3', metric: 'happiness', submetric: 'workEnjoyment', type: 'select', feedback: true,
    text: t(
      'How do you usually feel at the start of your working day?',
      'Como você costuma se sentir no início do seu dia de trabalho?',
      '¿Cómo te sentís, en general, al empezar tu jornada de trabajo?',
    ),
    answers: [
      choice('a1', 'very-good', t('Full of enthusiasm', 'Com muito entusiasmo', 'Con mucho entusiasmo')),
      choice('a2', 'good', t('In a good mood', 'De bom humor', 'De buen humor')),
      choice('a3', 'neutral', t('Neither good nor bad', 'Nem bem nem mal', 'Ni bien ni mal')),
      choice('a4', 'bad', t('Unmotivated', 'Sem motivação', 'Sin motivación')),
      choice('a5', 'very-bad', t('Dreading the day ahead', 'Com angústia pelo dia que vem', 'Con angustia por el día que empieza')),
    ],
  },
  {
    id: 'happiness.4', metric: 'happiness', submetric: 'belonging', type: 'scale', feedback: true,
    scaleLabels: AGREEMENT,
    text: t(
      'I feel a sense of belonging at this company.',
      'Sinto que pertenço a esta empresa.',
      'Siento que pertenezco a esta empresa.',
    ),
  },
  {
    id: 'happiness.5', metric: 'happiness', submetric: 'belonging', type: 'scale', feedback: true,
    scaleLabels: AGREEMENT,
    text: t(
      'I feel part of my team.',
      'Eu me sinto parte da minha equipe.',
      'Me siento parte de mi equipo.',
    ),
  },
  {
    id: 'happiness.6', metric: 'happiness', submetric: 'moodAtWork', type: 'stars', feedback: true,
    text: t(
      'How would you rate your mood at work lately?',
      'Como você avalia o seu humor no trabalho ultimamente?',
      '¿Cómo calificarías tu estado de ánimo en el trabajo últimamente?',
    ),
  },
  {
    id: 'happiness.7', metric: 'happiness', submetric: 'workEnjoyment', type: 'scale', feedback: true,
    scaleLabels: AGREEMENT,
    text: t(
      'My work gives me a sense of accomplishment.',
      'Meu trabalho me dá uma sensação de realização.',
      'Mi trabajo me da una sensación de logro.',
    ),
  },
];
