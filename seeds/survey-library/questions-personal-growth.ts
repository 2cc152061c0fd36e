import { AGREEMENT, choice, option, t } from './helpers.js';
import type { QuestionDef } from './types.js';

export const PERSONAL_GROWTH_QUESTIONS: QuestionDef[] = [
  {
    id: 'personalGrowth.1',
    metric: 'personalGrowth',
    submetric: 'learning',
    type: 'multi-select',
    feedback: false,
    text: t(
      'Which of these have helped you grow in the last three months?',
      'Quais destas opções ajudaram você a crescer nos últimos três meses?',
      '¿Cuáles de estas opciones te ayudaron a crecer en los últimos tres meses?',
    ),
    answers: [
      option('a1', 10, t('Courses or training', 'Cursos ou treinamentos', 'Cursos o capacitaciones')),
      option('a2', 10, t('Feedback from my manager', 'Feedback da minha liderança', 'Feedback de mi líder')),
      option('a3', 10, t('Mentoring or coaching', 'Mentoria ou coaching', 'Mentoría o coaching')),
      option('a4', 10, t('New projects or responsibilities', 'Novos projetos ou responsabilidades', 'Nuevos proyectos o responsabilidades')),
      option('a5', 0, t('None of these', 'Nenhuma destas', 'Ninguna de estas')),
    ],
  },
  {
    id: 'personalGrowth.2',
    metric: 'personalGrowth',
    submetric: 'learning',
    type: 'scale',
    feedback: true,
    scaleLabels: AGREEMENT,
    text: t(
      'In the last month, I learned something that makes me better at my job.',
      'No último mês, aprendi algo que me torna melhor no meu trabalho.',
      'En el último mes aprendí algo que me hace mejor en mi trabajo.',
    ),
  },
  {
    id: 'personalGrowth.3',
    metric: 'personalGrowth',
    submetric: 'careerPath',
    type: 'scale',
    feedback: true,
    scaleLabels: AGREEMENT,
    text: t(
      'I can see a clear path for my career at this company.',
      'Vejo um caminho claro para a minha carreira nesta empresa.',
      'Veo un camino claro para mi carrera en esta empresa.',
    ),
  },
  {
    id: 'personalGrowth.4',
    metric: 'personalGrowth',
    submetric: 'learning',
    type: 'select',
    feedback: true,
    text: t('How challenging is your work right now?', 'Quão desafiador é o seu trabalho hoje?', '¿Qué tan desafiante es tu trabajo hoy?'),
    answers: [
      choice('a1', 'very-good', t('Challenging enough to help me grow', 'Desafiador na medida certa para eu crescer', 'Desafiante en la medida justa para crecer')),
      choice('a2', 'good', t('Somewhat challenging', 'Um pouco desafiador', 'Algo desafiante')),
      choice('a3', 'neutral', t("Routine, but that's fine", 'Rotineiro, mas tudo bem', 'Rutinario, pero está bien')),
      choice('a4', 'bad', t('Too easy for me', 'Fácil demais para mim', 'Demasiado fácil para mí')),
      choice('a5', 'bad', t('So hard it overwhelms me', 'Tão difícil que me sobrecarrega', 'Tan difícil que me supera')),
    ],
  },
  {
    id: 'personalGrowth.5',
    metric: 'personalGrowth',
    submetric: 'autonomy',
    type: 'scale',
    feedback: true,
    scaleLabels: AGREEMENT,
    text: t(
      'I have the freedom to decide how to do my work.',
      'Tenho liberdade para decidir como fazer o meu trabalho.',
      'Tengo libertad para decidir cómo hacer mi trabajo.',
    ),
  },
  {
    id: 'personalGrowth.6',
    metric: 'personalGrowth',
    submetric: 'careerPath',
    type: 'scale',
    feedback: true,
    scaleLabels: AGREEMENT,
    text: t(
      'Someone at work actively supports my professional development.',
      'Alguém no trabalho apoia ativamente o meu desenvolvimento profissional.',
      'Alguien en el trabajo apoya activamente mi desarrollo profesional.',
    ),
  },
  {
    id: 'personalGrowth.7',
    metric: 'personalGrowth',
    submetric: 'learning',
    type: 'stars',
    feedback: true,
    text: t(
      'How would you rate the learning opportunities the company offers you?',
      'Como você avalia as oportunidades de aprendizado que a empresa oferece a você?',
      '¿Cómo calificarías las oportunidades de aprendizaje que te ofrece la empresa?',
    ),
  },
];
