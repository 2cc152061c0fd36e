import type { Classification, SurveyAnswerDraft } from '../../../../domain/custom-survey.js';
import type { SurveyTemplate } from '../custom-surveys.templates.js';

// Hybrid work: a monthly pulse of four questions, one from each pillar, so every question comes
// round in a little over three months and each pillar is measured every month.

/** An answer in pt-BR, en-US and es-AR; those of scored questions carry a classification and a score (0–10). */
const answer = (answer_id: string, pt: string, en: string, es: string, classification: Classification | null = null, score: number | null = null): SurveyAnswerDraft => ({
  answer_id,
  text: { 'pt-BR': pt, 'en-US': en, 'es-AR': es },
  classification,
  score,
  image: null,
});

const AGREEMENT: SurveyAnswerDraft[] = [
  answer('strongly-agree', 'Concordo totalmente', 'Strongly agree', 'Totalmente de acuerdo', 'very-good', 10),
  answer('agree', 'Concordo', 'Agree', 'De acuerdo', 'good', 7.5),
  answer('neutral', 'Nem concordo, nem discordo', 'Neither agree nor disagree', 'Ni de acuerdo ni en desacuerdo', 'neutral', 5),
  answer('disagree', 'Discordo', 'Disagree', 'En desacuerdo', 'bad', 2.5),
  answer('strongly-disagree', 'Discordo totalmente', 'Strongly disagree', 'Totalmente en desacuerdo', 'very-bad', 0),
];

export const HYBRID_WORK_TEMPLATE: SurveyTemplate = {
  id: '6470c948-ba82-468e-ad0e-a3212ad25b7c',
  key: 'hybrid-work',
  definition: {
    availableLanguages: ['pt-BR', 'en-US', 'es-AR'],
    title: { 'pt-BR': 'Trabalho híbrido: como está funcionando?', 'en-US': 'Hybrid work: how is it going?', 'es-AR': 'Trabajo híbrido: ¿cómo está funcionando?' },
    description: {
      'pt-BR':
        'Uma pesquisa mensal e curta sobre o modelo híbrido: flexibilidade, produtividade, conexão com a equipe e bem-estar. A cada mês chegam só quatro perguntas, então responder leva dois ou três minutos, e os resultados mostram como o modelo está funcionando ao longo do tempo.',
      'en-US':
        'A short monthly pulse on the hybrid model: flexibility, productivity, connection with your team and well-being. Each month brings just four questions, so answering takes two or three minutes, and the results show how the model is working over time.',
      'es-AR':
        'Una encuesta mensual y breve sobre el modelo híbrido: flexibilidad, productividad, conexión con el equipo y bienestar. Cada mes llegan solo cuatro preguntas, así que responder lleva dos o tres minutos, y los resultados muestran cómo funciona el modelo a lo largo del tiempo.',
    },
    period: 'monthly',
    questionsDistribution: 'pillars',
    questionsQuantity: 4,
    enableFeedbacks: true,
    mandatoryQuestions: false,
    pillars: [
      {
        category_id: 'model',
        label: { 'pt-BR': 'Modelo de trabalho e flexibilidade', 'en-US': 'Work model and flexibility', 'es-AR': 'Modalidad de trabajo y flexibilidad' },
        description: {
          'pt-BR': 'Se a combinação de dias no escritório e remotos funciona para você e se as regras do modelo estão claras.',
          'en-US': 'Whether the mix of office and remote days works for you, and whether the rules of the model are clear.',
          'es-AR': 'Si la combinación de días en la oficina y remotos te funciona y si las reglas de la modalidad están claras.',
        },
        image: 'balance',
      },
      {
        category_id: 'productivity',
        label: { 'pt-BR': 'Produtividade e ferramentas', 'en-US': 'Productivity and tools', 'es-AR': 'Productividad y herramientas' },
        description: {
          'pt-BR': 'Se você tem o que precisa para trabalhar bem onde estiver e se os dias no escritório valem a pena.',
          'en-US': 'Whether you have what you need to work well wherever you are, and whether the office days are worth it.',
          'es-AR': 'Si tenés lo que necesitás para trabajar bien donde estés y si los días en la oficina valen la pena.',
        },
        image: 'workplace',
      },
      {
        category_id: 'connection',
        label: { 'pt-BR': 'Colaboração e conexão', 'en-US': 'Collaboration and connection', 'es-AR': 'Colaboración y conexión' },
        description: {
          'pt-BR': 'Como a informação circula e como está a sua conexão com a equipe, no escritório ou a distância.',
          'en-US': 'How information flows and how connected you feel to your team, in the office or remotely.',
          'es-AR': 'Cómo circula la información y cómo es tu conexión con el equipo, en la oficina o a distancia.',
        },
        image: 'communication',
      },
      {
        category_id: 'wellbeing',
        label: { 'pt-BR': 'Bem-estar', 'en-US': 'Well-being', 'es-AR': 'Bienestar' },
        description: {
          'pt-BR': 'Se o modelo híbrido ajuda você a equilibrar trabalho e vida pessoal e a se desconectar ao fim do dia.',
          'en-US': 'Whether the hybrid model helps you balance work and personal life and switch off at the end of the day.',
          'es-AR': 'Si el modelo híbrido te ayuda a equilibrar el trabajo y la vida personal y a desconectarte al final del día.',
        },
        image: 'wellbeing',
      },
    ],
    questions: [
      {
        question_id: 'model-works',
        type: 'select',
        category: 'model',
        enableScore: true,
        text: {
          'pt-BR': 'A combinação atual de dias no escritório e remotos funciona bem para mim.',
          'en-US': 'The current mix of office and remote days works well for me.',
          'es-AR': 'La combinación actual de días en la oficina y remotos me funciona bien.',
        },
        answers: AGREEMENT,
        maxChoices: null,
      },
      {
        question_id: 'clear-rules',
        type: 'stars',
        category: 'model',
        enableScore: true,
        text: {
          'pt-BR': 'Como você avalia a clareza das regras do trabalho híbrido (quais dias, horários, reserva de estações de trabalho)?',
          'en-US': 'How would you rate the clarity of the hybrid work rules (which days, schedules, booking a desk)?',
          'es-AR': '¿Cómo calificarías la claridad de las reglas del trabajo híbrido (qué días, horarios, reserva de puestos de trabajo)?',
        },
        answers: [],
        maxChoices: null,
      },
      {
        question_id: 'ideal-office-days',
        type: 'select',
        category: 'model',
        enableScore: false,
        text: {
          'pt-BR': 'Idealmente, quantos dias por semana você gostaria de trabalhar no escritório?',
          'en-US': 'Ideally, how many days a week would you like to work at the office?',
          'es-AR': 'Idealmente, ¿cuántos días por semana te gustaría trabajar en la oficina?',
        },
        answers: [
          answer('none', 'Nenhum, totalmente remoto', 'None, fully remote', 'Ninguno, totalmente remoto'),
          answer('one', '1 dia', '1 day', '1 día'),
          answer('two', '2 dias', '2 days', '2 días'),
          answer('three', '3 dias', '3 days', '3 días'),
          answer('four-or-more', '4 dias ou mais', '4 days or more', '4 días o más'),
        ],
        maxChoices: null,
      },
      {
        question_id: 'one-change',
        type: 'feedback',
        category: 'model',
        enableScore: false,
        text: {
          'pt-BR': 'Qual mudança mais melhoraria o trabalho híbrido para você?',
          'en-US': 'What one change would most improve hybrid work for you?',
          'es-AR': '¿Qué cambio mejoraría más el trabajo híbrido para vos?',
        },
        answers: [],
        maxChoices: null,
      },
      {
        question_id: 'remote-tools',
        type: 'stars',
        category: 'productivity',
        enableScore: true,
        text: {
          'pt-BR': 'Como você avalia as ferramentas e os equipamentos que tem para trabalhar remotamente?',
          'en-US': 'How would you rate the tools and equipment you have to work remotely?',
          'es-AR': '¿Cómo calificarías las herramientas y los equipos que tenés para trabajar de forma remota?',
        },
        answers: [],
        maxChoices: null,
      },
      {
        question_id: 'focus-anywhere',
        type: 'select',
        category: 'productivity',
        enableScore: true,
        text: {
          'pt-BR': 'Consigo me concentrar e fazer o meu trabalho tanto no escritório quanto remotamente.',
          'en-US': 'I can concentrate and get my work done both at the office and remotely.',
          'es-AR': 'Puedo concentrarme y hacer mi trabajo tanto en la oficina como de forma remota.',
        },
        answers: AGREEMENT,
        maxChoices: null,
      },
      {
        question_id: 'office-days-worth-it',
        type: 'slide-number',
        category: 'productivity',
        enableScore: true,
        text: {
          'pt-BR': 'De 0 a 10, o quanto os seus dias no escritório valem a pena?',
          'en-US': 'From 0 to 10, how worthwhile are your days at the office?',
          'es-AR': 'Del 0 al 10, ¿cuánto valen la pena tus días en la oficina?',
        },
        answers: [],
        maxChoices: null,
      },
      {
        question_id: 'information-reaches-all',
        type: 'select',
        category: 'connection',
        enableScore: true,
        text: {
          'pt-BR': 'As informações chegam a todas as pessoas da mesma forma, estejam elas no escritório ou em trabalho remoto.',
          'en-US': 'Information reaches everyone equally, whether they are at the office or working remotely.',
          'es-AR': 'La información llega a todas las personas por igual, estén en la oficina o trabajando de forma remota.',
        },
        answers: AGREEMENT,
        maxChoices: null,
      },
      {
        question_id: 'connected-to-team',
        type: 'select',
        category: 'connection',
        enableScore: true,
        text: {
          'pt-BR': 'Sinto uma boa conexão com a minha equipe, mesmo nos dias em que não estamos juntos.',
          'en-US': 'I feel connected to my team, even on the days we are not together.',
          'es-AR': 'Siento una buena conexión con mi equipo, incluso los días en que no estamos juntos.',
        },
        answers: AGREEMENT,
        maxChoices: null,
      },
      {
        question_id: 'office-value',
        type: 'multi-select',
        category: 'connection',
        enableScore: false,
        text: {
          'pt-BR': 'O que você mais valoriza nos dias no escritório? Escolha até 3.',
          'en-US': 'What do you value most on your days at the office? Choose up to 3.',
          'es-AR': '¿Qué es lo que más valorás de los días en la oficina? Elegí hasta 3.',
        },
        answers: [
          answer('team-in-person', 'Encontrar a equipe pessoalmente', 'Meeting my team in person', 'Encontrarme con el equipo en persona'),
          answer('collaboration', 'Colaborar e trocar ideias', 'Collaborating and sharing ideas', 'Colaborar e intercambiar ideas'),
          answer('learning', 'Aprender com colegas', 'Learning from colleagues', 'Aprender de mis compañeros'),
          answer('socializing', 'Momentos de convivência', 'Socializing', 'Los momentos para socializar'),
          answer('focus', 'Tranquilidade para me concentrar', 'Quiet time to focus', 'Tranquilidad para concentrarme'),
          answer(
            'infrastructure',
            'Infraestrutura (mesa, monitores, internet)',
            'Infrastructure (desk, screens, internet)',
            'Infraestructura (escritorio, monitores, internet)',
          ),
          answer('separation', 'Separar o trabalho da vida em casa', 'Keeping work separate from home', 'Separar el trabajo de la vida en casa'),
          answer('nothing', 'Nada em especial', 'Nothing in particular', 'Nada en particular'),
        ],
        maxChoices: 3,
      },
      {
        question_id: 'switch-off',
        type: 'select',
        category: 'wellbeing',
        enableScore: true,
        text: {
          'pt-BR': 'Consigo me desconectar do trabalho ao fim do meu dia.',
          'en-US': 'I can switch off from work at the end of my day.',
          'es-AR': 'Puedo desconectarme del trabajo al final de mi día.',
        },
        answers: AGREEMENT,
        maxChoices: null,
      },
      {
        question_id: 'work-life-balance',
        type: 'stars',
        category: 'wellbeing',
        enableScore: true,
        text: {
          'pt-BR': 'Como você avalia o equilíbrio entre trabalho e vida pessoal no modelo atual?',
          'en-US': 'How would you rate the balance between your work and personal life in the current model?',
          'es-AR': '¿Cómo calificarías el equilibrio entre tu trabajo y tu vida personal en el modelo actual?',
        },
        answers: [],
        maxChoices: null,
      },
      {
        question_id: 'isolation',
        type: 'select',
        category: 'wellbeing',
        enableScore: true,
        text: {
          'pt-BR': 'No último mês, com que frequência você se sentiu isolado ou isolada trabalhando remotamente?',
          'en-US': 'In the last month, how often did you feel isolated while working remotely?',
          'es-AR': 'En el último mes, ¿con qué frecuencia te sentiste aislado o aislada trabajando de forma remota?',
        },
        answers: [
          answer('never', 'Nunca', 'Never', 'Nunca', 'very-good', 10),
          answer('rarely', 'Raramente', 'Rarely', 'Rara vez', 'good', 7.5),
          answer('sometimes', 'Às vezes', 'Sometimes', 'A veces', 'neutral', 5),
          answer('often', 'Com frequência', 'Often', 'Con frecuencia', 'bad', 2.5),
          answer('always', 'Sempre', 'Always', 'Siempre', 'very-bad', 0),
        ],
        maxChoices: null,
      },
    ],
  },
};
