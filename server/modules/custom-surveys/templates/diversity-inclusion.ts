import type { Classification, SurveyAnswerDraft } from '../../../../domain/custom-survey.js';
import type { SurveyTemplate } from '../custom-surveys.templates.js';

// Diversity and inclusion: belonging, respect, fair opportunities and leadership commitment,
// asked once. No question asks who the person is (gender, race, disability…): in a small group
// such an answer would point at someone.

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

export const DIVERSITY_INCLUSION_TEMPLATE: SurveyTemplate = {
  id: '48871566-fb6c-4cb5-b01b-bbf7ee37bdc1',
  key: 'diversity-inclusion',
  definition: {
    availableLanguages: ['pt-BR', 'en-US', 'es-AR'],
    title: { 'pt-BR': 'Diversidade e inclusão', 'en-US': 'Diversity and inclusion', 'es-AR': 'Diversidad e inclusión' },
    description: {
      'pt-BR':
        'O quanto as pessoas se sentem incluídas aqui? Esta pesquisa aborda pertencimento, respeito, oportunidades justas e o compromisso da liderança, para que a empresa veja onde está indo bem e onde precisa agir. Suas respostas são anônimas; deixe em branco qualquer pergunta que preferir não responder. Leva cerca de 6 minutos.',
      'en-US':
        'How included do people feel here? This survey covers belonging, respect, fair opportunities and leadership commitment, so the company can see where it is doing well and where it needs to act. Your answers are anonymous; leave blank any question you prefer not to answer. It takes about 6 minutes.',
      'es-AR':
        '¿Qué tan incluidas se sienten las personas acá? Esta encuesta aborda la pertenencia, el respeto, las oportunidades justas y el compromiso del liderazgo, para que la empresa vea en qué le va bien y dónde tiene que actuar. Tus respuestas son anónimas; podés dejar en blanco cualquier pregunta que prefieras no responder. Lleva unos 6 minutos.',
    },
    period: 'single',
    questionsDistribution: 'sequential',
    questionsQuantity: 'all',
    enableFeedbacks: true,
    mandatoryQuestions: false,
    pillars: [
      {
        category_id: 'belonging',
        label: { 'pt-BR': 'Pertencimento', 'en-US': 'Belonging', 'es-AR': 'Pertenencia' },
        description: {
          'pt-BR': 'Se as pessoas podem ser quem são no trabalho e se sentem parte da empresa e da equipe.',
          'en-US': 'Whether people can be themselves at work and feel part of the company and their team.',
          'es-AR': 'Si las personas pueden ser quienes son en el trabajo y sienten que son parte de la empresa y de su equipo.',
        },
        image: 'people',
      },
      {
        category_id: 'respect',
        label: { 'pt-BR': 'Respeito e segurança', 'en-US': 'Respect and safety', 'es-AR': 'Respeto y seguridad' },
        description: {
          'pt-BR': 'Se todas as pessoas são tratadas com respeito e se é seguro denunciar uma discriminação, com a confiança de que o caso será tratado.',
          'en-US': 'Whether everyone is treated with respect, and whether it is safe to report discrimination and trust that it will be dealt with.',
          'es-AR': 'Si todas las personas reciben un trato respetuoso y si es seguro denunciar una discriminación, con la confianza de que el caso se va a tratar.',
        },
        image: 'wellbeing',
      },
      {
        category_id: 'equity',
        label: { 'pt-BR': 'Oportunidades justas', 'en-US': 'Fair opportunities', 'es-AR': 'Oportunidades justas' },
        description: {
          'pt-BR': 'Se promoções, desenvolvimento e acessibilidade são justos para pessoas de todas as origens e condições.',
          'en-US': 'Whether promotions, development and accessibility are fair for people of every background and circumstance.',
          'es-AR': 'Si los ascensos, el desarrollo y la accesibilidad son justos para personas de todos los orígenes y condiciones.',
        },
        image: 'growth',
      },
      {
        category_id: 'leadership',
        label: { 'pt-BR': 'Compromisso da liderança', 'en-US': 'Leadership commitment', 'es-AR': 'Compromiso del liderazgo' },
        description: {
          'pt-BR': 'Se a liderança age em favor da diversidade e da inclusão, e quais ações as pessoas mais valorizariam.',
          'en-US': 'Whether leaders act for diversity and inclusion, and which actions people would value most.',
          'es-AR': 'Si el liderazgo actúa a favor de la diversidad y la inclusión, y qué acciones valorarían más las personas.',
        },
        image: 'leadership',
      },
    ],
    questions: [
      {
        question_id: 'be-myself',
        type: 'select',
        category: 'belonging',
        enableScore: true,
        text: {
          'pt-BR': 'Posso ser quem eu sou no trabalho sem me preocupar com a reação das outras pessoas.',
          'en-US': 'I can be myself at work without worrying about how others will react.',
          'es-AR': 'Puedo ser quien soy en el trabajo sin preocuparme por cómo van a reaccionar los demás.',
        },
        answers: AGREEMENT,
        maxChoices: null,
      },
      {
        question_id: 'belong',
        type: 'select',
        category: 'belonging',
        enableScore: true,
        text: { 'pt-BR': 'Sinto que pertenço a esta empresa.', 'en-US': 'I feel I belong at this company.', 'es-AR': 'Siento que pertenezco a esta empresa.' },
        answers: AGREEMENT,
        maxChoices: null,
      },
      {
        question_id: 'voice-heard',
        type: 'stars',
        category: 'belonging',
        enableScore: true,
        text: {
          'pt-BR': 'Como você avalia o quanto as suas opiniões são ouvidas e consideradas na sua equipe?',
          'en-US': 'How would you rate how much your opinions are heard and taken into account in your team?',
          'es-AR': '¿Cómo calificarías cuánto se escuchan y se tienen en cuenta tus opiniones en tu equipo?',
        },
        answers: [],
        maxChoices: null,
      },
      {
        question_id: 'respect-for-all',
        type: 'select',
        category: 'respect',
        enableScore: true,
        text: {
          'pt-BR': 'Aqui, as pessoas são tratadas com respeito, independentemente de gênero, raça, etnia, idade, orientação sexual, deficiência, religião ou origem.',
          'en-US': 'People here are treated with respect regardless of gender, race, ethnicity, age, sexual orientation, disability, religion or background.',
          'es-AR': 'Acá, las personas reciben un trato respetuoso, sin importar su género, raza, etnia, edad, orientación sexual, discapacidad, religión u origen.',
        },
        answers: AGREEMENT,
        maxChoices: null,
      },
      {
        question_id: 'safe-to-report',
        type: 'select',
        category: 'respect',
        enableScore: true,
        text: {
          'pt-BR': 'Se eu sofresse ou presenciasse uma discriminação, teria segurança para denunciá-la.',
          'en-US': 'If I experienced or witnessed discrimination, I would feel safe reporting it.',
          'es-AR': 'Si sufriera o presenciara una discriminación, podría denunciarla con tranquilidad.',
        },
        answers: AGREEMENT,
        maxChoices: null,
      },
      {
        question_id: 'reports-acted-on',
        type: 'select',
        category: 'respect',
        enableScore: true,
        text: {
          'pt-BR': 'Confio que a empresa toma providências quando uma discriminação é denunciada.',
          'en-US': 'I trust the company to take action when discrimination is reported.',
          'es-AR': 'Confío en que la empresa toma medidas cuando se denuncia una discriminación.',
        },
        answers: AGREEMENT,
        maxChoices: null,
      },
      {
        question_id: 'fair-promotions',
        type: 'select',
        category: 'equity',
        enableScore: true,
        text: {
          'pt-BR': 'Aqui, promoções e oportunidades são decididas de forma justa, com base no trabalho e no potencial das pessoas.',
          'en-US': "Promotions and opportunities here are decided fairly, based on people's work and potential.",
          'es-AR': 'Acá, los ascensos y las oportunidades se deciden de forma justa, según el trabajo y el potencial de las personas.',
        },
        answers: AGREEMENT,
        maxChoices: null,
      },
      {
        question_id: 'equal-chances',
        type: 'slide-number',
        category: 'equity',
        enableScore: true,
        text: {
          'pt-BR': 'De 0 a 10, o quanto as chances de crescer aqui são iguais para pessoas de todas as origens?',
          'en-US': 'From 0 to 10, how equal are the chances to grow here for people of every background?',
          'es-AR': 'Del 0 al 10, ¿qué tan iguales son acá las posibilidades de crecer para personas de todos los orígenes?',
        },
        answers: [],
        maxChoices: null,
      },
      {
        question_id: 'accessibility',
        type: 'select',
        category: 'equity',
        enableScore: true,
        text: {
          'pt-BR': 'Nossos espaços, ferramentas e eventos são acessíveis para pessoas com deficiência.',
          'en-US': 'Our spaces, tools and events are accessible to people with disabilities.',
          'es-AR': 'Nuestros espacios, herramientas y eventos son accesibles para personas con discapacidad.',
        },
        answers: AGREEMENT,
        maxChoices: null,
      },
      {
        question_id: 'leaders-committed',
        type: 'select',
        category: 'leadership',
        enableScore: true,
        text: {
          'pt-BR': 'A liderança demonstra um compromisso real com a diversidade e a inclusão, que vai além do discurso.',
          'en-US': 'Leadership shows a real commitment to diversity and inclusion that goes beyond words.',
          'es-AR': 'El liderazgo muestra un compromiso real con la diversidad y la inclusión, que va más allá del discurso.',
        },
        answers: AGREEMENT,
        maxChoices: null,
      },
      {
        question_id: 'priority-actions',
        type: 'multi-select',
        category: 'leadership',
        enableScore: false,
        text: {
          'pt-BR': 'Quais ações mais fortaleceriam a inclusão aqui? Escolha até 3.',
          'en-US': 'Which actions would most strengthen inclusion here? Choose up to 3.',
          'es-AR': '¿Qué acciones fortalecerían más la inclusión acá? Elegí hasta 3.',
        },
        answers: [
          answer('hiring', 'Contratações mais diversas', 'More diverse hiring', 'Contrataciones más diversas'),
          answer('training', 'Treinamentos sobre vieses e inclusão', 'Training on bias and inclusion', 'Capacitaciones sobre sesgos e inclusión'),
          answer('affinity-groups', 'Grupos de afinidade', 'Affinity groups', 'Grupos de afinidad'),
          answer(
            'accessibility',
            'Mais acessibilidade em espaços e ferramentas',
            'Better accessibility of spaces and tools',
            'Más accesibilidad en espacios y herramientas',
          ),
          answer('reporting', 'Canais de denúncia claros e seguros', 'Clear and safe reporting channels', 'Canales de denuncia claros y seguros'),
          answer('pay-equity', 'Revisões de equidade salarial', 'Pay equity reviews', 'Revisiones de equidad salarial'),
          answer(
            'development',
            'Programas de desenvolvimento para grupos sub-representados',
            'Development programs for under-represented groups',
            'Programas de desarrollo para grupos subrepresentados',
          ),
          answer(
            'policies',
            'Políticas inclusivas (licenças parentais, flexibilidade, datas religiosas e culturais)',
            'Inclusive policies (parental leave, flexibility, religious and cultural dates)',
            'Políticas inclusivas (licencias parentales, flexibilidad, fechas religiosas y culturales)',
          ),
        ],
        maxChoices: 3,
      },
      {
        question_id: 'recommend-inclusive',
        type: 'nps',
        category: 'leadership',
        enableScore: false,
        text: {
          'pt-BR': 'Qual a probabilidade de você recomendar esta empresa a um amigo ou amiga como um lugar inclusivo para trabalhar?',
          'en-US': 'How likely are you to recommend this company to a friend as an inclusive place to work?',
          'es-AR': '¿Qué tan probable es que le recomiendes esta empresa a un amigo o amiga como un lugar inclusivo para trabajar?',
        },
        answers: [],
        maxChoices: null,
      },
      {
        question_id: 'feel-more-included',
        type: 'feedback',
        category: 'belonging',
        enableScore: false,
        text: {
          'pt-BR': 'O que ajudaria você a se sentir mais incluído ou incluída aqui? Se quiser, compartilhe uma situação ou uma sugestão (sem citar nomes).',
          'en-US': 'What would help you feel more included here? If you like, share a situation or a suggestion (without naming anyone).',
          'es-AR': '¿Qué te ayudaría a sentirte más incluido o incluida acá? Si querés, compartí una situación o una sugerencia (sin mencionar nombres).',
        },
        answers: [],
        maxChoices: null,
      },
    ],
  },
};
