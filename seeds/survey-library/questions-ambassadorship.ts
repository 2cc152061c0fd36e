import { AGREEMENT, choice, t } from './helpers.js';
import type { QuestionDef } from './types.js';

export const AMBASSADORSHIP_QUESTIONS: QuestionDef[] = [
  {
    id: 'ambassadorship.1',
    metric: 'ambassadorship',
    submetric: 'pride',
    type: 'scale',
    feedback: true,
    scaleLabels: AGREEMENT,
    text: t('I am proud to work at this company.', 'Tenho orgulho de trabalhar nesta empresa.', 'Me enorgullece trabajar en esta empresa.'),
  },
  {
    id: 'ambassadorship.2',
    metric: 'ambassadorship',
    submetric: 'loyalty',
    type: 'select',
    feedback: true,
    text: t(
      'If you were offered a similar job at another company today, what would you do?',
      'Se hoje você recebesse uma proposta para um trabalho parecido em outra empresa, o que faria?',
      'Si hoy te ofrecieran un trabajo parecido en otra empresa, ¿qué harías?',
    ),
    answers: [
      choice('a1', 'very-good', t('Stay here without a second thought', 'Ficaria aqui sem pensar duas vezes', 'Me quedaría acá sin dudarlo')),
      choice('a2', 'good', t('Most likely stay', 'Provavelmente ficaria', 'Probablemente me quedaría')),
      choice('a3', 'neutral', t('Think it over carefully', 'Pensaria com cuidado', 'Lo pensaría con cuidado')),
      choice('a4', 'bad', t('Most likely accept', 'Provavelmente aceitaria', 'Probablemente aceptaría')),
      choice('a5', 'very-bad', t('Accept right away', 'Aceitaria na hora', 'Aceptaría enseguida')),
    ],
  },
  {
    id: 'ambassadorship.3',
    metric: 'ambassadorship',
    submetric: 'advocacy',
    type: 'scale',
    feedback: true,
    scaleLabels: AGREEMENT,
    text: t(
      'I speak well of the company to my friends and family.',
      'Falo bem da empresa para meus amigos e familiares.',
      'Hablo bien de la empresa con mis amigos y mi familia.',
    ),
  },
  {
    id: 'ambassadorship.4',
    metric: 'ambassadorship',
    submetric: 'loyalty',
    type: 'scale',
    feedback: true,
    scaleLabels: AGREEMENT,
    text: t('I see myself still working here two years from now.', 'Eu me vejo trabalhando aqui daqui a dois anos.', 'Me veo trabajando acá dentro de dos años.'),
  },
  {
    id: 'ambassadorship.5',
    metric: 'ambassadorship',
    submetric: 'pride',
    type: 'stars',
    feedback: true,
    text: t(
      "How would you rate the company's reputation as an employer?",
      'Como você avalia a reputação da empresa como empregadora?',
      '¿Cómo calificarías la reputación de la empresa como empleadora?',
    ),
  },
  {
    id: 'ambassadorship.6',
    metric: 'ambassadorship',
    submetric: 'advocacy',
    type: 'scale',
    feedback: true,
    scaleLabels: AGREEMENT,
    text: t(
      "I would recommend the company's products or services to people I know.",
      'Eu recomendaria os produtos ou serviços da empresa para pessoas que conheço.',
      'Recomendaría los productos o servicios de la empresa a personas que conozco.',
    ),
  },
  {
    id: 'ambassadorship.7',
    metric: 'ambassadorship',
    submetric: 'advocacy',
    type: 'scale',
    feedback: true,
    scaleLabels: AGREEMENT,
    text: t(
      "I would share the company's job openings with people I know.",
      'Eu divulgaria as vagas da empresa para pessoas que conheço.',
      'Compartiría las búsquedas laborales de la empresa con personas que conozco.',
    ),
  },
];
