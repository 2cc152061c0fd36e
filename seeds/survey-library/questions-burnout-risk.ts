import { AGREEMENT, choice, t } from './helpers.js';
import type { QuestionDef } from './types.js';

// Higher is healthier: every statement is phrased so that agreeing means a lower risk of burnout.
export const BURNOUT_RISK_QUESTIONS: QuestionDef[] = [
  {
    id: 'burnoutRisk.1',
    metric: 'burnoutRisk',
    submetric: 'energy',
    type: 'scale',
    feedback: true,
    scaleLabels: AGREEMENT,
    text: t(
      'I end most working days with energy left for my personal life.',
      'Termino a maioria dos dias de trabalho com energia para a minha vida pessoal.',
      'Termino la mayoría de mis jornadas con energía para mi vida personal.',
    ),
  },
  {
    id: 'burnoutRisk.2',
    metric: 'burnoutRisk',
    submetric: 'disconnection',
    type: 'scale',
    feedback: true,
    scaleLabels: AGREEMENT,
    text: t(
      'I can disconnect from work at the end of the day.',
      'Consigo me desconectar do trabalho no fim do dia.',
      'Puedo desconectarme del trabajo al final del día.',
    ),
  },
  {
    id: 'burnoutRisk.3',
    metric: 'burnoutRisk',
    submetric: 'workload',
    type: 'scale',
    feedback: true,
    scaleLabels: AGREEMENT,
    text: t(
      'I can handle my workload within my working hours.',
      'Consigo dar conta da minha carga de trabalho dentro do meu horário.',
      'Puedo manejar mi carga de trabajo dentro de mi horario laboral.',
    ),
  },
  {
    id: 'burnoutRisk.4',
    metric: 'burnoutRisk',
    submetric: 'energy',
    type: 'select',
    feedback: true,
    text: t(
      'How do you usually feel at the end of a working week?',
      'Como você costuma se sentir no fim de uma semana de trabalho?',
      '¿Cómo te sentís, en general, al terminar una semana de trabajo?',
    ),
    answers: [
      choice('a1', 'very-good', t('Full of energy', 'Com energia de sobra', 'Con energía de sobra')),
      choice('a2', 'good', t('A little tired, as usual', 'Com o cansaço normal de sempre', 'Con el cansancio normal de siempre')),
      choice('a3', 'neutral', t('Quite tired', 'Com bastante cansaço', 'Con bastante cansancio')),
      choice('a4', 'bad', t('Drained', 'Sem energia', 'Sin energía')),
      choice('a5', 'very-bad', t('Completely exhausted', 'No limite do esgotamento', 'Al límite del agotamiento')),
    ],
  },
];
