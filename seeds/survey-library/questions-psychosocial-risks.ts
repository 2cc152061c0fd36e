import { AGREEMENT, choice, t } from './helpers.js';
import type { QuestionDef } from './types.js';

// Higher is healthier: the statements are phrased positively, and the one question asked the
// other way round (psychosocialRisks.3) gives its highest score to "Never".
export const PSYCHOSOCIAL_RISKS_QUESTIONS: QuestionDef[] = [
  {
    id: 'psychosocialRisks.1',
    metric: 'psychosocialRisks',
    submetric: 'psychologicalSafety',
    type: 'scale',
    feedback: true,
    scaleLabels: AGREEMENT,
    text: t(
      'I can raise a problem at work without fear of negative consequences.',
      'Posso apontar um problema no trabalho sem medo de consequências negativas.',
      'Puedo plantear un problema en el trabajo sin miedo a consecuencias negativas.',
    ),
  },
  {
    id: 'psychosocialRisks.2',
    metric: 'psychosocialRisks',
    submetric: 'respectfulTreatment',
    type: 'scale',
    feedback: true,
    scaleLabels: AGREEMENT,
    text: t(
      'The people I work with treat me with respect.',
      'As pessoas com quem trabalho me tratam com respeito.',
      'Las personas con las que trabajo me tratan con respeto.',
    ),
  },
  {
    id: 'psychosocialRisks.3',
    metric: 'psychosocialRisks',
    submetric: 'respectfulTreatment',
    type: 'select',
    feedback: true,
    text: t(
      'In the last six months, how often have you been treated disrespectfully at work?',
      'Nos últimos seis meses, com que frequência você recebeu um tratamento desrespeitoso no trabalho?',
      'En los últimos seis meses, ¿con qué frecuencia recibiste un trato irrespetuoso en el trabajo?',
    ),
    answers: [
      choice('a1', 'very-good', t('Never', 'Nunca', 'Nunca')),
      choice('a2', 'neutral', t('Rarely', 'Raramente', 'Rara vez')),
      choice('a3', 'bad', t('Sometimes', 'Às vezes', 'A veces')),
      choice('a4', 'very-bad', t('Often', 'Com frequência', 'Con frecuencia')),
    ],
  },
  {
    id: 'psychosocialRisks.4',
    metric: 'psychosocialRisks',
    submetric: 'jobControl',
    type: 'scale',
    feedback: true,
    scaleLabels: AGREEMENT,
    text: t('I have a say in how my work is organized.', 'Tenho voz sobre a forma como o meu trabalho é organizado.', 'Puedo opinar sobre cómo se organiza mi trabajo.'),
  },
];
