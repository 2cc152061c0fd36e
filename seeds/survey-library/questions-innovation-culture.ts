import { AGREEMENT, choice, option, t } from './helpers.js';
import type { QuestionDef } from './types.js';

export const INNOVATION_CULTURE_QUESTIONS: QuestionDef[] = [
  {
    id: 'innovationCulture.1',
    metric: 'innovationCulture',
    submetric: 'ideaSharing',
    type: 'scale',
    feedback: true,
    scaleLabels: AGREEMENT,
    text: t('I am encouraged to suggest new ideas.', 'Recebo incentivo para propor novas ideias.', 'Me animan a proponer ideas nuevas.'),
  },
  {
    id: 'innovationCulture.2',
    metric: 'innovationCulture',
    submetric: 'ideaImplementation',
    type: 'select',
    feedback: true,
    text: t(
      'When someone on your team has a good idea, what usually happens?',
      'Quando alguém da sua equipe tem uma boa ideia, o que costuma acontecer?',
      'Cuando alguien de tu equipo tiene una buena idea, ¿qué suele pasar?',
    ),
    answers: [
      choice('a1', 'very-good', t('It gets tried out quickly', 'É testada rapidamente', 'Se prueba rápidamente')),
      choice('a2', 'good', t('It gets tried out, but slowly', 'É testada, mas com demora', 'Se prueba, pero con demora')),
      choice('a3', 'neutral', t('It gets discussed but rarely tried', 'É discutida, mas raramente testada', 'Se conversa, pero rara vez se prueba')),
      choice('a4', 'bad', t('It usually gets ignored', 'Costuma ser ignorada', 'Suele quedar en la nada')),
      choice('a5', 'very-bad', t('It gets discouraged', 'É desencorajada', 'Se la desalienta')),
    ],
  },
  {
    id: 'innovationCulture.3',
    metric: 'innovationCulture',
    submetric: 'experimentation',
    type: 'scale',
    feedback: true,
    scaleLabels: AGREEMENT,
    text: t(
      "Here, it's okay to make mistakes when trying something new.",
      'Aqui, errar ao tentar algo novo é aceitável.',
      'Acá está bien equivocarse cuando se prueba algo nuevo.',
    ),
  },
  {
    id: 'innovationCulture.4',
    metric: 'innovationCulture',
    submetric: 'experimentation',
    type: 'multi-select',
    feedback: false,
    text: t(
      'Which of these happened in your team in the last three months?',
      'Quais destas situações aconteceram na sua equipe nos últimos três meses?',
      '¿Cuáles de estas situaciones pasaron en tu equipo en los últimos tres meses?',
    ),
    answers: [
      option('a1', 10, t('We tested a new way of working', 'Testamos uma nova forma de trabalhar', 'Probamos una nueva forma de trabajar')),
      option(
        'a2',
        10,
        t("We improved a process based on someone's idea", 'Melhoramos um processo a partir da ideia de alguém', 'Mejoramos un proceso a partir de la idea de alguien'),
      ),
      option('a3', 10, t("We learned from something that didn't work", 'Aprendemos com algo que não deu certo', 'Aprendimos de algo que no salió bien')),
      option('a4', 0, t('None of these', 'Nenhuma destas', 'Ninguna de estas')),
    ],
  },
];
