import { AGREEMENT, choice, t } from './helpers.js';
import type { QuestionDef } from './types.js';

export const SATISFACTION_QUESTIONS: QuestionDef[] = [
  {
    id: 'satisfaction.1', metric: 'satisfaction', submetric: 'roleSatisfaction', type: 'scale', feedback: true,
    scaleLabels: AGREEMENT,
    text: t(
      'My current role is satisfying to me.',
      'Minha função atual me satisfaz.',
      'Mi puesto actual me satisface.',
    ),
  },
  {
    id: 'satisfaction.2', metric: 'satisfaction', submetric: 'workEnvironment', type: 'stars', feedback: true,
    text: t(
      'How would you rate the conditions of your workspace?',
      'Como você avalia as condições do seu espaço de trabalho?',
      '¿Cómo calificarías las condiciones de tu espacio de trabajo?',
    ),
  },
  {
    id: 'satisfaction.3', metric: 'satisfaction', submetric: 'compensation', type: 'scale', feedback: true,
    scaleLabels: AGREEMENT,
    text: t(
      'My pay is fair for the work I do.',
      'Minha remuneração é justa pelo trabalho que faço.',
      'Mi remuneración es justa en relación con el trabajo que hago.',
    ),
  },
  {
    id: 'satisfaction.4', metric: 'satisfaction', submetric: 'compensation', type: 'scale', feedback: true,
    scaleLabels: AGREEMENT,
    text: t(
      'The benefits the company offers meet my needs.',
      'Os benefícios oferecidos pela empresa atendem às minhas necessidades.',
      'Los beneficios que ofrece la empresa responden a mis necesidades.',
    ),
  },
  {
    id: 'satisfaction.5', metric: 'satisfaction', submetric: 'roleSatisfaction', type: 'select', feedback: true,
    text: t(
      'Overall, how do you feel about your job?',
      'No geral, o que você acha do seu trabalho?',
      'En general, ¿qué te parece tu trabajo?',
    ),
    answers: [
      choice('a1', 'very-good', t('I love it', 'Adoro', 'Me encanta')),
      choice('a2', 'good', t('I like it', 'Gosto', 'Me gusta')),
      choice('a3', 'neutral', t('I neither like nor dislike it', 'Nem gosto nem desgosto', 'Ni me gusta ni me disgusta')),
      choice('a4', 'bad', t("I don't like it much", 'Não gosto muito', 'No me gusta mucho')),
      choice('a5', 'very-bad', t("I don't like it at all", 'Não gosto nem um pouco', 'No me gusta para nada')),
    ],
  },
  {
    id: 'satisfaction.6', metric: 'satisfaction', submetric: 'workEnvironment', type: 'scale', feedback: true,
    scaleLabels: AGREEMENT,
    text: t(
      'I have the tools I need to do my job well.',
      'Tenho as ferramentas de que preciso para fazer bem o meu trabalho.',
      'Tengo las herramientas que necesito para hacer bien mi trabajo.',
    ),
  },
  {
    id: 'satisfaction.7', metric: 'satisfaction', submetric: 'roleSatisfaction', type: 'scale', feedback: true,
    scaleLabels: AGREEMENT,
    text: t(
      'My job makes good use of my skills.',
      'Meu trabalho aproveita bem as minhas habilidades.',
      'Mi trabajo aprovecha bien mis habilidades.',
    ),
  },
];
