import { AGREEMENT, FREQUENCY, choice, option, t } from './helpers.js';
import type { QuestionDef } from './types.js';

export const WELLNESS_QUESTIONS: QuestionDef[] = [
  {
    id: 'wellness.1',
    metric: 'wellness',
    submetric: 'emotionalWellbeing',
    type: 'stars',
    feedback: true,
    text: t(
      'How would you rate your emotional wellbeing lately?',
      'Como você avalia o seu bem-estar emocional ultimamente?',
      '¿Cómo calificarías tu bienestar emocional últimamente?',
    ),
  },
  {
    id: 'wellness.2',
    metric: 'wellness',
    submetric: 'workLifeBalance',
    type: 'scale',
    feedback: true,
    scaleLabels: AGREEMENT,
    text: t(
      'I can balance my work with my personal life.',
      'Consigo equilibrar o trabalho com a minha vida pessoal.',
      'Puedo equilibrar el trabajo con mi vida personal.',
    ),
  },
  {
    id: 'wellness.3',
    metric: 'wellness',
    submetric: 'emotionalWellbeing',
    type: 'scale',
    feedback: true,
    scaleLabels: FREQUENCY,
    text: t(
      'How often do you feel calm during your working day?',
      'Com que frequência você sente tranquilidade durante o seu dia de trabalho?',
      '¿Con qué frecuencia sentís tranquilidad durante tu jornada de trabajo?',
    ),
  },
  {
    id: 'wellness.4',
    metric: 'wellness',
    submetric: 'physicalWellbeing',
    type: 'scale',
    feedback: true,
    scaleLabels: AGREEMENT,
    text: t(
      'My work routine leaves me time to look after my health.',
      'Minha rotina de trabalho me deixa tempo para cuidar da saúde.',
      'Mi rutina de trabajo me deja tiempo para cuidar mi salud.',
    ),
  },
  {
    id: 'wellness.5',
    metric: 'wellness',
    submetric: 'workLifeBalance',
    type: 'select',
    feedback: true,
    text: t(
      'How often do you work outside your regular hours?',
      'Com que frequência você trabalha fora do seu horário habitual?',
      '¿Con qué frecuencia trabajás fuera de tu horario habitual?',
    ),
    answers: [
      choice('a1', 'very-good', t('Never', 'Nunca', 'Nunca')),
      choice('a2', 'good', t('Rarely', 'Raramente', 'Rara vez')),
      choice('a3', 'neutral', t('Sometimes', 'Às vezes', 'A veces')),
      choice('a4', 'bad', t('Often', 'Com frequência', 'Con frecuencia')),
      choice('a5', 'very-bad', t('Almost every day', 'Quase todos os dias', 'Casi todos los días')),
    ],
  },
  {
    id: 'wellness.6',
    metric: 'wellness',
    submetric: 'workLifeBalance',
    type: 'multi-select',
    feedback: false,
    text: t(
      'Which of these do you manage to make time for in a typical week?',
      'Para quais destas atividades você consegue reservar tempo em uma semana normal?',
      '¿Para cuáles de estas actividades lográs hacerte tiempo en una semana normal?',
    ),
    answers: [
      option('a1', 10, t('Physical activity', 'Atividade física', 'Actividad física')),
      option('a2', 10, t('Enough sleep', 'Sono suficiente', 'Dormir lo suficiente')),
      option('a3', 10, t('Time with family or friends', 'Tempo com a família ou amigos', 'Tiempo con familia o amistades')),
      option('a4', 10, t('Hobbies or leisure', 'Hobbies ou lazer', 'Hobbies o tiempo libre')),
      option('a5', 0, t('None of these', 'Nenhuma destas', 'Ninguna de estas')),
    ],
  },
  {
    id: 'wellness.7',
    metric: 'wellness',
    submetric: 'physicalWellbeing',
    type: 'scale',
    feedback: true,
    scaleLabels: AGREEMENT,
    text: t(
      'I usually get enough rest to feel well at work.',
      'Costumo descansar o suficiente para me sentir bem no trabalho.',
      'Suelo descansar lo suficiente para sentirme bien en el trabajo.',
    ),
  },
];
