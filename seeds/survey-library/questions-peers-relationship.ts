import { AGREEMENT, choice, t } from './helpers.js';
import type { QuestionDef } from './types.js';

export const PEERS_RELATIONSHIP_QUESTIONS: QuestionDef[] = [
  {
    id: 'peersRelationship.1',
    metric: 'peersRelationship',
    submetric: 'peerTrust',
    type: 'select',
    feedback: true,
    text: t(
      'How would you describe the atmosphere among your colleagues?',
      'Como você descreveria o clima entre seus colegas?',
      '¿Cómo describirías el clima entre tus colegas?',
    ),
    answers: [
      choice('a1', 'very-good', t('Very positive', 'Muito positivo', 'Muy positivo')),
      choice('a2', 'good', t('Positive', 'Positivo', 'Positivo')),
      choice('a3', 'neutral', t('Neither positive nor negative', 'Nem positivo nem negativo', 'Ni positivo ni negativo')),
      choice('a4', 'bad', t('Somewhat tense', 'Um pouco tenso', 'Algo tenso')),
      choice('a5', 'very-bad', t('Very tense', 'Muito tenso', 'Muy tenso')),
    ],
  },
  {
    id: 'peersRelationship.2',
    metric: 'peersRelationship',
    submetric: 'collaboration',
    type: 'scale',
    feedback: true,
    scaleLabels: AGREEMENT,
    text: t(
      'My team works well together to get things done.',
      'Minha equipe trabalha bem em conjunto para entregar resultados.',
      'Mi equipo trabaja bien en conjunto para lograr resultados.',
    ),
  },
  {
    id: 'peersRelationship.3',
    metric: 'peersRelationship',
    submetric: 'peerTrust',
    type: 'scale',
    feedback: true,
    scaleLabels: AGREEMENT,
    text: t(
      'I trust my colleagues to deliver what they promise.',
      'Confio que meus colegas entregam o que prometem.',
      'Confío en que mis colegas cumplen con lo que prometen.',
    ),
  },
  {
    id: 'peersRelationship.4',
    metric: 'peersRelationship',
    submetric: 'collaboration',
    type: 'stars',
    feedback: true,
    text: t(
      'How would you rate the collaboration between your team and other teams?',
      'Como você avalia a colaboração entre a sua equipe e as outras áreas?',
      '¿Cómo calificarías la colaboración entre tu equipo y otras áreas?',
    ),
  },
  {
    id: 'peersRelationship.5',
    metric: 'peersRelationship',
    submetric: 'peerSupport',
    type: 'scale',
    feedback: true,
    scaleLabels: AGREEMENT,
    text: t(
      'When I need help, I can count on my colleagues.',
      'Quando preciso de ajuda, posso contar com meus colegas.',
      'Cuando necesito ayuda, puedo contar con mis colegas.',
    ),
  },
  {
    id: 'peersRelationship.6',
    metric: 'peersRelationship',
    submetric: 'peerTrust',
    type: 'scale',
    feedback: true,
    scaleLabels: AGREEMENT,
    text: t('I can speak frankly with my colleagues.', 'Posso falar com franqueza com meus colegas.', 'Puedo hablar con franqueza con mis colegas.'),
  },
  {
    id: 'peersRelationship.7',
    metric: 'peersRelationship',
    submetric: 'peerSupport',
    type: 'scale',
    feedback: true,
    scaleLabels: AGREEMENT,
    text: t(
      'I have people at work whom I consider friends.',
      'Tenho pessoas no trabalho que considero amigas.',
      'Tengo personas en el trabajo a las que considero amigas.',
    ),
  },
];
