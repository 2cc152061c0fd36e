import { AGREEMENT, frequencyChoices, option, t } from './helpers.js';
import type { QuestionDef } from './types.js';

export const RECOGNITION_QUESTIONS: QuestionDef[] = [
  {
    id: 'recognition.1', metric: 'recognition', submetric: 'recognitionFrequency', type: 'scale', feedback: true,
    scaleLabels: AGREEMENT,
    text: t(
      'In the last two weeks, I received recognition for good work.',
      'Nas últimas duas semanas, recebi reconhecimento por um bom trabalho.',
      'En las últimas dos semanas recibí reconocimiento por un buen trabajo.',
    ),
  },
  {
    id: 'recognition.2', metric: 'recognition', submetric: 'recognitionQuality', type: 'scale', feedback: true,
    scaleLabels: AGREEMENT,
    text: t(
      'The recognition I receive is sincere.',
      'O reconhecimento que recebo é sincero.',
      'El reconocimiento que recibo es sincero.',
    ),
  },
  {
    id: 'recognition.3', metric: 'recognition', submetric: 'recognitionFrequency', type: 'select', feedback: true,
    text: t(
      'When you do a good job, how often does someone notice?',
      'Quando você faz um bom trabalho, com que frequência alguém percebe?',
      'Cuando hacés un buen trabajo, ¿con qué frecuencia alguien lo nota?',
    ),
    answers: frequencyChoices(),
  },
  {
    id: 'recognition.4', metric: 'recognition', submetric: 'recognitionFairness', type: 'scale', feedback: true,
    scaleLabels: AGREEMENT,
    text: t(
      'Here, recognition goes to the people who deserve it.',
      'Aqui, o reconhecimento vai para quem merece.',
      'Acá, el reconocimiento es para quien lo merece.',
    ),
  },
  {
    id: 'recognition.5', metric: 'recognition', submetric: 'recognitionFrequency', type: 'multi-select', feedback: false,
    text: t(
      'Who has recognized your work in the last month?',
      'Quem reconheceu o seu trabalho no último mês?',
      '¿Quién reconoció tu trabajo en el último mes?',
    ),
    answers: [
      option('a1', 10, t('My manager', 'Minha liderança', 'Mi líder')),
      option('a2', 10, t('My teammates', 'Colegas da minha equipe', 'Colegas de mi equipo')),
      option('a3', 10, t('People from other teams', 'Pessoas de outras áreas', 'Personas de otras áreas')),
      option('a4', 10, t('Senior leadership', 'A alta liderança', 'La alta dirección')),
      option('a5', 0, t('No one', 'Ninguém', 'Nadie')),
    ],
  },
  {
    id: 'recognition.6', metric: 'recognition', submetric: 'recognitionQuality', type: 'scale', feedback: true,
    scaleLabels: AGREEMENT,
    text: t(
      'I feel that my contributions are valued.',
      'Sinto que as minhas contribuições são valorizadas.',
      'Siento que mis aportes son valorados.',
    ),
  },
  {
    id: 'recognition.7', metric: 'recognition', submetric: 'recognitionQuality', type: 'stars', feedback: true,
    text: t(
      'How would you rate the way achievements are celebrated in your team?',
      'Como você avalia a forma como as conquistas são celebradas na sua equipe?',
      '¿Cómo calificarías la forma en que se celebran los logros en tu equipo?',
    ),
  },
];
