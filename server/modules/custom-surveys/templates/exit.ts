import type { Classification, SurveyAnswerDraft } from '../../../../domain/custom-survey.js';
import type { SurveyTemplate } from '../custom-surveys.templates.js';

// Exit: why people leave, asked once of each person on the way out.

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

export const EXIT_TEMPLATE: SurveyTemplate = {
  id: 'bd5ead15-3dc1-4f9d-b27f-26fb658f7426',
  key: 'exit',
  definition: {
    availableLanguages: ['pt-BR', 'en-US', 'es-AR'],
    title: { 'pt-BR': 'Pesquisa de desligamento', 'en-US': 'Exit survey', 'es-AR': 'Encuesta de salida' },
    description: {
      'pt-BR':
        'Obrigado pelo tempo que você passou conosco. Esta pesquisa nos ajuda a entender por que as pessoas saem e o que podemos fazer melhor. Suas respostas são anônimas e não têm nenhum efeito sobre o seu processo de desligamento. Leva cerca de 5 minutos.',
      'en-US':
        'Thank you for the time you spent with us. This survey helps us understand why people leave and what we can do better. Your answers are anonymous and have no effect on your exit process. It takes about 5 minutes.',
      'es-AR':
        'Gracias por el tiempo que compartiste con nosotros. Esta encuesta nos ayuda a entender por qué las personas se van y qué podemos hacer mejor. Tus respuestas son anónimas y no tienen ningún efecto en tu proceso de salida. Lleva unos 5 minutos.',
    },
    period: 'single',
    questionsDistribution: 'sequential',
    questionsQuantity: 'all',
    enableFeedbacks: true,
    mandatoryQuestions: false,
    pillars: [
      {
        category_id: 'reasons',
        label: { 'pt-BR': 'Motivos da saída', 'en-US': 'Reasons for leaving', 'es-AR': 'Motivos de la salida' },
        description: {
          'pt-BR': 'O que levou à sua decisão e se algo poderia tê-la mudado.',
          'en-US': 'What led to your decision, and whether anything could have changed it.',
          'es-AR': 'Qué te llevó a tomar la decisión y si algo podría haberla cambiado.',
        },
        image: 'ideas',
      },
      {
        category_id: 'work',
        label: { 'pt-BR': 'Trabalho e desenvolvimento', 'en-US': 'Work and growth', 'es-AR': 'Trabajo y desarrollo' },
        description: {
          'pt-BR': 'A sua carga de trabalho, a remuneração e os benefícios, e as oportunidades que você teve de aprender e crescer.',
          'en-US': 'Your workload, your pay and benefits, and the opportunities you had to learn and grow.',
          'es-AR': 'Tu carga de trabajo, la remuneración y los beneficios, y las oportunidades que tuviste de aprender y crecer.',
        },
        image: 'growth',
      },
      {
        category_id: 'leadership',
        label: { 'pt-BR': 'Liderança e equipe', 'en-US': 'Leadership and team', 'es-AR': 'Liderazgo y equipo' },
        description: {
          'pt-BR': 'O apoio que você recebeu da sua liderança e a forma como a equipe tratava você.',
          'en-US': 'The support you received from your manager and how your team treated you.',
          'es-AR': 'El apoyo que recibiste de tu líder y cómo te trataba tu equipo.',
        },
        image: 'leadership',
      },
      {
        category_id: 'experience',
        label: { 'pt-BR': 'Experiência geral', 'en-US': 'Overall experience', 'es-AR': 'Experiencia general' },
        description: {
          'pt-BR': 'Como você avalia o seu período na empresa e o que ela deveria manter ou mudar.',
          'en-US': 'How you look back on your time at the company, and what it should keep or change.',
          'es-AR': 'Cómo ves tu paso por la empresa y qué debería mantener o cambiar.',
        },
        image: 'people',
      },
    ],
    questions: [
      {
        question_id: 'main-reasons',
        type: 'multi-select',
        category: 'reasons',
        enableScore: false,
        text: {
          'pt-BR': 'Quais foram os principais motivos da sua decisão de sair? Escolha até 3.',
          'en-US': 'What were the main reasons for your decision to leave? Choose up to 3.',
          'es-AR': '¿Cuáles fueron los principales motivos de tu decisión de irte? Elegí hasta 3.',
        },
        answers: [
          answer('pay', 'Remuneração e benefícios', 'Pay and benefits', 'Remuneración y beneficios'),
          answer('career', 'Oportunidades de crescimento na carreira', 'Career growth opportunities', 'Oportunidades de crecimiento profesional'),
          answer('manager', 'Relação com a minha liderança', 'Relationship with my manager', 'Relación con mi líder'),
          answer('team', 'Relacionamento com a equipe', 'Relationships within the team', 'Relación con el equipo'),
          answer('workload', 'Carga ou ritmo de trabalho', 'Workload or pace of work', 'Carga o ritmo de trabajo'),
          answer('flexibility', 'Flexibilidade e modelo de trabalho', 'Flexibility and work model', 'Flexibilidad y modalidad de trabajo'),
          answer('culture', 'Cultura e valores da empresa', 'Company culture and values', 'Cultura y valores de la empresa'),
          answer('offer', 'Uma proposta melhor de outra empresa', 'A better offer from another company', 'Una mejor oferta de otra empresa'),
          answer('personal', 'Motivos pessoais ou familiares', 'Personal or family reasons', 'Motivos personales o familiares'),
          answer('relocation', 'Mudança de cidade ou de país', 'Moving to another city or country', 'Mudanza a otra ciudad o país'),
          answer('other', 'Outro motivo', 'Another reason', 'Otro motivo'),
        ],
        maxChoices: 3,
      },
      {
        question_id: 'raised-before',
        type: 'select',
        category: 'reasons',
        enableScore: false,
        text: {
          'pt-BR': 'Antes de decidir sair, você conversou com alguém da empresa sobre esses motivos?',
          'en-US': 'Before deciding to leave, did you talk to anyone at the company about these reasons?',
          'es-AR': 'Antes de decidir irte, ¿hablaste con alguien de la empresa sobre estos motivos?',
        },
        answers: [
          answer('yes-addressed', 'Sim, e houve um esforço para resolvê-los', 'Yes, and there was an effort to address them', 'Sí, y hubo un esfuerzo por resolverlos'),
          answer('yes-nothing-changed', 'Sim, mas nada mudou', 'Yes, but nothing changed', 'Sí, pero nada cambió'),
          answer('no-not-comfortable', 'Não, não me senti à vontade para isso', "No, I didn't feel comfortable doing so", 'No, no me resultaba cómodo hacerlo'),
          answer('no-other', 'Não, por outros motivos', 'No, for other reasons', 'No, por otros motivos'),
        ],
        maxChoices: null,
      },
      {
        question_id: 'could-have-kept',
        type: 'feedback',
        category: 'reasons',
        enableScore: false,
        text: {
          'pt-BR': 'O que a empresa poderia ter feito para que você ficasse?',
          'en-US': 'What could the company have done to keep you?',
          'es-AR': '¿Qué podría haber hecho la empresa para que te quedaras?',
        },
        answers: [],
        maxChoices: null,
      },
      {
        question_id: 'growth-opportunities',
        type: 'select',
        category: 'work',
        enableScore: true,
        text: {
          'pt-BR': 'Tive oportunidades de aprender e crescer aqui.',
          'en-US': 'I had opportunities to learn and grow here.',
          'es-AR': 'Tuve oportunidades de aprender y crecer acá.',
        },
        answers: AGREEMENT,
        maxChoices: null,
      },
      {
        question_id: 'fair-pay',
        type: 'select',
        category: 'work',
        enableScore: true,
        text: {
          'pt-BR': 'Minha remuneração e meus benefícios eram justos para o trabalho que eu fazia.',
          'en-US': 'My pay and benefits were fair for the work I did.',
          'es-AR': 'Mi remuneración y mis beneficios eran justos para el trabajo que hacía.',
        },
        answers: AGREEMENT,
        maxChoices: null,
      },
      {
        question_id: 'manageable-workload',
        type: 'select',
        category: 'work',
        enableScore: true,
        text: { 'pt-BR': 'Minha carga de trabalho era administrável.', 'en-US': 'My workload was manageable.', 'es-AR': 'Mi carga de trabajo era manejable.' },
        answers: AGREEMENT,
        maxChoices: null,
      },
      {
        question_id: 'manager-support',
        type: 'stars',
        category: 'leadership',
        enableScore: true,
        text: {
          'pt-BR': 'Como você avalia o apoio que recebeu da sua liderança?',
          'en-US': 'How would you rate the support you received from your manager?',
          'es-AR': '¿Cómo calificarías el apoyo que recibiste de tu líder?',
        },
        answers: [],
        maxChoices: null,
      },
      {
        question_id: 'respected-by-team',
        type: 'select',
        category: 'leadership',
        enableScore: true,
        text: {
          'pt-BR': 'Minha equipe me tratava com respeito e valorizava o meu trabalho.',
          'en-US': 'My team treated me with respect and valued my work.',
          'es-AR': 'Mi equipo me trataba con respeto y valoraba mi trabajo.',
        },
        answers: AGREEMENT,
        maxChoices: null,
      },
      {
        question_id: 'overall-experience',
        type: 'slide-number',
        category: 'experience',
        enableScore: true,
        text: {
          'pt-BR': 'De 0 a 10, como você avalia a sua experiência geral trabalhando aqui?',
          'en-US': 'From 0 to 10, how would you rate your overall experience working here?',
          'es-AR': 'Del 0 al 10, ¿cómo calificarías tu experiencia general trabajando acá?',
        },
        answers: [],
        maxChoices: null,
      },
      {
        question_id: 'recommend',
        type: 'nps',
        category: 'experience',
        enableScore: false,
        text: {
          'pt-BR': 'Qual a probabilidade de você recomendar esta empresa como um lugar para trabalhar a um amigo ou amiga?',
          'en-US': 'How likely are you to recommend this company as a place to work to a friend?',
          'es-AR': '¿Qué tan probable es que le recomiendes esta empresa como lugar de trabajo a un amigo o amiga?',
        },
        answers: [],
        maxChoices: null,
      },
      {
        question_id: 'would-return',
        type: 'select',
        category: 'experience',
        enableScore: true,
        text: {
          'pt-BR': 'Você consideraria voltar a trabalhar aqui no futuro?',
          'en-US': 'Would you consider working here again in the future?',
          'es-AR': '¿Considerarías volver a trabajar acá en el futuro?',
        },
        answers: [
          answer('yes', 'Sim', 'Yes', 'Sí', 'very-good', 10),
          answer('maybe', 'Talvez', 'Maybe', 'Tal vez', 'neutral', 5),
          answer('no', 'Não', 'No', 'No', 'very-bad', 0),
        ],
        maxChoices: null,
      },
      {
        question_id: 'keep-and-change',
        type: 'feedback',
        category: 'experience',
        enableScore: false,
        text: {
          'pt-BR': 'O que a empresa deveria continuar fazendo e o que deveria mudar?',
          'en-US': 'What should the company keep doing, and what should it change?',
          'es-AR': '¿Qué debería seguir haciendo la empresa y qué debería cambiar?',
        },
        answers: [],
        maxChoices: null,
      },
    ],
  },
};
