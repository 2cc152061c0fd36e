import { AGREEMENT, frequencyChoices, t } from './helpers.js';
import type { QuestionDef } from './types.js';

export const DIVERSITY_QUESTIONS: QuestionDef[] = [
  {
    id: 'diversity.1',
    metric: 'diversity',
    submetric: 'inclusion',
    type: 'scale',
    feedback: true,
    scaleLabels: AGREEMENT,
    text: t('I can be who I am at work.', 'Posso ser quem eu sou no trabalho.', 'Puedo ser quien soy en el trabajo.'),
  },
  {
    id: 'diversity.2',
    metric: 'diversity',
    submetric: 'equalOpportunity',
    type: 'scale',
    feedback: true,
    scaleLabels: AGREEMENT,
    text: t(
      'Here, everyone has the same opportunities to grow, whoever they are.',
      'Aqui, todas as pessoas têm as mesmas oportunidades de crescer, independentemente de quem sejam.',
      'Acá, todas las personas tienen las mismas oportunidades de crecer, sin importar quiénes sean.',
    ),
  },
  {
    id: 'diversity.3',
    metric: 'diversity',
    submetric: 'inclusion',
    type: 'select',
    feedback: true,
    text: t(
      'How often do you feel your point of view is heard in team discussions?',
      'Com que frequência você sente que o seu ponto de vista é ouvido nas conversas da equipe?',
      '¿Con qué frecuencia sentís que tu punto de vista se escucha en las conversaciones del equipo?',
    ),
    answers: frequencyChoices(),
  },
  {
    id: 'diversity.4',
    metric: 'diversity',
    submetric: 'respect',
    type: 'scale',
    feedback: true,
    scaleLabels: AGREEMENT,
    text: t(
      'In my team, people of all backgrounds are respected.',
      'Na minha equipe, pessoas de todas as origens são respeitadas.',
      'En mi equipo se respeta a las personas de todos los orígenes.',
    ),
  },
];
