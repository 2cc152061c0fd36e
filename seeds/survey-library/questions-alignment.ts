import { AGREEMENT, choice, t } from './helpers.js';
import type { QuestionDef } from './types.js';

export const ALIGNMENT_QUESTIONS: QuestionDef[] = [
  {
    id: 'alignment.1',
    metric: 'alignment',
    submetric: 'missionAndValues',
    type: 'scale',
    feedback: true,
    scaleLabels: AGREEMENT,
    text: t("I believe in the company's mission.", 'Acredito na missão da empresa.', 'Creo en la misión de la empresa.'),
  },
  {
    id: 'alignment.2',
    metric: 'alignment',
    submetric: 'roleClarity',
    type: 'scale',
    feedback: true,
    scaleLabels: AGREEMENT,
    text: t(
      'I clearly understand what is expected of me in my role.',
      'Entendo com clareza o que se espera de mim na minha função.',
      'Entiendo con claridad qué se espera de mí en mi puesto.',
    ),
  },
  {
    id: 'alignment.3',
    metric: 'alignment',
    submetric: 'strategyClarity',
    type: 'scale',
    feedback: true,
    scaleLabels: AGREEMENT,
    text: t(
      "I understand how my work contributes to the company's goals.",
      'Entendo como o meu trabalho contribui para os objetivos da empresa.',
      'Entiendo cómo mi trabajo contribuye a los objetivos de la empresa.',
    ),
  },
  {
    id: 'alignment.4',
    metric: 'alignment',
    submetric: 'roleClarity',
    type: 'stars',
    feedback: true,
    text: t(
      "How would you rate the clarity of your team's priorities?",
      'Como você avalia a clareza das prioridades da sua equipe?',
      '¿Cómo calificarías la claridad de las prioridades de tu equipo?',
    ),
  },
  {
    id: 'alignment.5',
    metric: 'alignment',
    submetric: 'missionAndValues',
    type: 'scale',
    feedback: true,
    scaleLabels: AGREEMENT,
    text: t(
      "The company's values show in everyday decisions.",
      'Os valores da empresa aparecem nas decisões do dia a dia.',
      'Los valores de la empresa se reflejan en las decisiones del día a día.',
    ),
  },
  {
    id: 'alignment.6',
    metric: 'alignment',
    submetric: 'strategyClarity',
    type: 'scale',
    feedback: true,
    scaleLabels: AGREEMENT,
    text: t(
      "Leadership communicates the company's direction clearly.",
      'A alta liderança comunica com clareza o rumo da empresa.',
      'La dirección comunica con claridad el rumbo de la empresa.',
    ),
  },
  {
    id: 'alignment.7',
    metric: 'alignment',
    submetric: 'strategyClarity',
    type: 'select',
    feedback: true,
    text: t(
      "How well do you know the company's goals for this year?",
      'Quão bem você conhece os objetivos da empresa para este ano?',
      '¿Qué tanto conocés los objetivos de la empresa para este año?',
    ),
    answers: [
      choice('a1', 'very-good', t('I could explain them in detail', 'Conseguiria explicá-los em detalhes', 'Podría explicarlos en detalle')),
      choice('a2', 'good', t('I know the main ones', 'Conheço os principais', 'Conozco los principales')),
      choice('a3', 'neutral', t('I have a general idea', 'Tenho uma ideia geral', 'Tengo una idea general')),
      choice('a4', 'bad', t('I know very little about them', 'Sei muito pouco sobre eles', 'Sé muy poco sobre ellos')),
      choice('a5', 'very-bad', t("I don't know them", 'Não os conheço', 'No los conozco')),
    ],
  },
];
