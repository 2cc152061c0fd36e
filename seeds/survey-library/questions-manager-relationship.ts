import { AGREEMENT, frequencyChoices, t } from './helpers.js';
import type { QuestionDef } from './types.js';

// pt-BR says "liderança" and es-AR "líder", both without gender, for the person the respondent reports to.
export const MANAGER_RELATIONSHIP_QUESTIONS: QuestionDef[] = [
  {
    id: 'managerRelationship.1',
    metric: 'managerRelationship',
    submetric: 'trust',
    type: 'scale',
    feedback: true,
    scaleLabels: AGREEMENT,
    text: t('I trust my manager.', 'Confio na minha liderança.', 'Confío en mi líder.'),
  },
  {
    id: 'managerRelationship.2',
    metric: 'managerRelationship',
    submetric: 'communication',
    type: 'scale',
    feedback: true,
    scaleLabels: AGREEMENT,
    text: t(
      'My manager shares the information that matters for my work.',
      'Minha liderança compartilha as informações importantes para o meu trabalho.',
      'Mi líder comparte la información importante para mi trabajo.',
    ),
  },
  {
    id: 'managerRelationship.3',
    metric: 'managerRelationship',
    submetric: 'communication',
    type: 'stars',
    feedback: true,
    text: t(
      "How would you rate the clarity of your manager's communication?",
      'Como você avalia a clareza da comunicação da sua liderança?',
      '¿Cómo calificarías la claridad de la comunicación de tu líder?',
    ),
  },
  {
    id: 'managerRelationship.4',
    metric: 'managerRelationship',
    submetric: 'support',
    type: 'scale',
    feedback: true,
    scaleLabels: AGREEMENT,
    text: t(
      'My manager shows genuine interest in my wellbeing.',
      'Minha liderança demonstra interesse genuíno pelo meu bem-estar.',
      'Mi líder muestra un interés genuino por mi bienestar.',
    ),
  },
  {
    id: 'managerRelationship.5',
    metric: 'managerRelationship',
    submetric: 'support',
    type: 'scale',
    feedback: true,
    scaleLabels: AGREEMENT,
    text: t(
      'I get the support I need from my manager to do my job well.',
      'Recebo da minha liderança o apoio de que preciso para fazer bem o meu trabalho.',
      'Recibo de mi líder el apoyo que necesito para hacer bien mi trabajo.',
    ),
  },
  {
    id: 'managerRelationship.6',
    metric: 'managerRelationship',
    submetric: 'communication',
    type: 'scale',
    feedback: true,
    scaleLabels: AGREEMENT,
    text: t(
      'My manager listens to me when I raise a concern.',
      'Minha liderança me escuta quando levanto uma preocupação.',
      'Mi líder me escucha cuando planteo una preocupación.',
    ),
  },
  {
    id: 'managerRelationship.7',
    metric: 'managerRelationship',
    submetric: 'trust',
    type: 'select',
    feedback: true,
    text: t(
      'How often does your manager act fairly when making decisions that affect the team?',
      'Com que frequência a sua liderança age com justiça ao tomar decisões que afetam a equipe?',
      '¿Con qué frecuencia tu líder actúa con justicia al tomar decisiones que afectan al equipo?',
    ),
    answers: frequencyChoices(),
  },
];
