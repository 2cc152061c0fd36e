import type { Classification, SurveyAnswerDraft } from '../../../../domain/custom-survey.js';
import type { SurveyTemplate } from '../custom-surveys.templates.js';

// Psychosocial risks: the factors the Brazilian NR-1 asks companies to assess (workload,
// autonomy and role clarity, support, recognition and fairness, respect and harassment), asked
// once. Higher is healthier everywhere: the statements are positive, and the "how often"
// questions about strain give their best score to "Never".

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

/** How often something that weighs on people happens: never is the healthiest answer. */
const STRAIN_FREQUENCY: SurveyAnswerDraft[] = [
  answer('never', 'Nunca', 'Never', 'Nunca', 'very-good', 10),
  answer('rarely', 'Raramente', 'Rarely', 'Rara vez', 'good', 7.5),
  answer('sometimes', 'Às vezes', 'Sometimes', 'A veces', 'neutral', 5),
  answer('often', 'Com frequência', 'Often', 'Con frecuencia', 'bad', 2.5),
  answer('always', 'Sempre', 'Always', 'Siempre', 'very-bad', 0),
];

export const PSYCHOSOCIAL_RISKS_TEMPLATE: SurveyTemplate = {
  id: 'cf4a5b96-1db5-41f6-9f59-dc2c7a16975b',
  key: 'psychosocial-risks',
  definition: {
    availableLanguages: ['pt-BR', 'en-US', 'es-AR'],
    title: { 'pt-BR': 'Riscos psicossociais no trabalho', 'en-US': 'Psychosocial risks at work', 'es-AR': 'Riesgos psicosociales en el trabajo' },
    description: {
      'pt-BR':
        'Esta pesquisa ajuda a empresa a identificar e prevenir fatores de risco psicossociais no trabalho: carga de trabalho, autonomia, apoio, reconhecimento, respeito e assédio. Ela segue o espírito da avaliação de riscos psicossociais prevista na NR-1 e complementa, sem substituir, o gerenciamento de riscos ocupacionais da empresa. Suas respostas são anônimas; responda com a maior sinceridade possível e deixe em branco qualquer pergunta que preferir não responder. Se você estiver passando por uma situação difícil, não precisa esperar os resultados: procure os canais de apoio que a empresa oferece.',
      'en-US':
        "This survey helps the company identify and prevent psychosocial risk factors at work: workload, autonomy, support, recognition, respect and harassment. It follows the spirit of the psychosocial risk assessment in Brazil's NR-1 regulation and complements, without replacing, the company's occupational risk management. Your answers are anonymous; please answer as honestly as you can, and leave blank any question you prefer not to answer. If you are going through a difficult time, you don't need to wait for the results: reach out to the support channels the company offers.",
      'es-AR':
        'Esta encuesta ayuda a la empresa a identificar y prevenir factores de riesgo psicosocial en el trabajo: carga de trabajo, autonomía, apoyo, reconocimiento, respeto y acoso. Sigue el espíritu de la evaluación de riesgos psicosociales de la norma brasileña NR-1 y complementa, sin reemplazarla, la gestión de riesgos laborales de la empresa. Tus respuestas son anónimas; respondé con la mayor sinceridad posible y dejá en blanco cualquier pregunta que prefieras no responder. Si estás atravesando una situación difícil, no hace falta que esperes los resultados: acudí a los canales de apoyo que ofrece la empresa.',
    },
    period: 'single',
    questionsDistribution: 'sequential',
    questionsQuantity: 'all',
    enableFeedbacks: true,
    mandatoryQuestions: false,
    pillars: [
      {
        category_id: 'workload',
        label: { 'pt-BR': 'Carga e ritmo de trabalho', 'en-US': 'Workload and pace', 'es-AR': 'Carga y ritmo de trabajo' },
        description: {
          'pt-BR': 'Se o volume de trabalho, os prazos e a jornada são sustentáveis, e com que frequência o trabalho causa esgotamento.',
          'en-US': 'Whether the amount of work, the deadlines and the hours are sustainable, and how often work leaves you exhausted.',
          'es-AR': 'Si el volumen de trabajo, los plazos y la jornada son sostenibles, y con qué frecuencia el trabajo genera agotamiento.',
        },
        image: 'balance',
      },
      {
        category_id: 'autonomy',
        label: { 'pt-BR': 'Autonomia e clareza', 'en-US': 'Autonomy and clarity', 'es-AR': 'Autonomía y claridad' },
        description: {
          'pt-BR': 'Se você tem voz sobre a forma de fazer o seu trabalho e sabe com clareza o que se espera de você.',
          'en-US': 'Whether you have a say in how you do your work and know clearly what is expected of you.',
          'es-AR': 'Si podés opinar sobre cómo hacer tu trabajo y sabés con claridad qué se espera de vos.',
        },
        image: 'ideas',
      },
      {
        category_id: 'support',
        label: { 'pt-BR': 'Apoio e relacionamentos', 'en-US': 'Support and relationships', 'es-AR': 'Apoyo y relaciones' },
        description: {
          'pt-BR': 'Se você pode contar com a sua liderança e com colegas quando precisa de ajuda.',
          'en-US': 'Whether you can count on your manager and your colleagues when you need help.',
          'es-AR': 'Si podés contar con tu líder y con tus compañeros cuando necesitás ayuda.',
        },
        image: 'people',
      },
      {
        category_id: 'recognition',
        label: { 'pt-BR': 'Reconhecimento e justiça', 'en-US': 'Recognition and fairness', 'es-AR': 'Reconocimiento y justicia' },
        description: {
          'pt-BR': 'Se o seu trabalho é reconhecido e se as decisões que afetam você são tomadas de forma justa.',
          'en-US': 'Whether your work is recognized and whether the decisions that affect you are made fairly.',
          'es-AR': 'Si tu trabajo es reconocido y si las decisiones que te afectan se toman de forma justa.',
        },
        image: 'recognition',
      },
      {
        category_id: 'respect',
        label: { 'pt-BR': 'Respeito e assédio', 'en-US': 'Respect and harassment', 'es-AR': 'Respeto y acoso' },
        description: {
          'pt-BR': 'Se o tratamento que você recebe é respeitoso e livre de assédio moral e sexual, e se você sabe a quem recorrer caso algo aconteça.',
          'en-US': 'Whether you are treated with respect, free from bullying and sexual harassment, and know where to turn if something happens.',
          'es-AR': 'Si el trato que recibís es respetuoso y libre de acoso laboral y sexual, y si sabés a quién recurrir si algo pasa.',
        },
        image: 'wellbeing',
      },
    ],
    questions: [
      {
        question_id: 'more-work-than-time',
        type: 'select',
        category: 'workload',
        enableScore: true,
        text: {
          'pt-BR': 'Com que frequência você tem mais trabalho do que consegue fazer na sua jornada?',
          'en-US': 'How often do you have more work than you can do in your working hours?',
          'es-AR': '¿Con qué frecuencia tenés más trabajo del que podés hacer en tu jornada?',
        },
        answers: STRAIN_FREQUENCY,
        maxChoices: null,
      },
      {
        question_id: 'beyond-hours',
        type: 'select',
        category: 'workload',
        enableScore: true,
        text: {
          'pt-BR': 'Com que frequência você precisa trabalhar além do seu horário (à noite, nos fins de semana ou nos intervalos) para dar conta do trabalho?',
          'en-US': 'How often do you need to work beyond your hours (evenings, weekends or breaks) to keep up?',
          'es-AR': '¿Con qué frecuencia necesitás trabajar fuera de tu horario (de noche, los fines de semana o en los descansos) para cumplir con el trabajo?',
        },
        answers: STRAIN_FREQUENCY,
        maxChoices: null,
      },
      {
        question_id: 'emotional-exhaustion',
        type: 'select',
        category: 'workload',
        enableScore: true,
        text: {
          'pt-BR': 'No último mês, com que frequência você se sentiu emocionalmente esgotado ou esgotada por causa do trabalho?',
          'en-US': 'In the last month, how often have you felt emotionally drained because of work?',
          'es-AR': 'En el último mes, ¿con qué frecuencia te sentiste emocionalmente agotado o agotada por el trabajo?',
        },
        answers: STRAIN_FREQUENCY,
        maxChoices: null,
      },
      {
        question_id: 'sustainable-pace',
        type: 'slide-number',
        category: 'workload',
        enableScore: true,
        text: {
          'pt-BR': 'De 0 a 10, o quanto o seu ritmo de trabalho atual é sustentável a longo prazo?',
          'en-US': 'From 0 to 10, how sustainable is your current pace of work in the long run?',
          'es-AR': 'Del 0 al 10, ¿qué tan sostenible es tu ritmo de trabajo actual a largo plazo?',
        },
        answers: [],
        maxChoices: null,
      },
      {
        question_id: 'say-in-work',
        type: 'select',
        category: 'autonomy',
        enableScore: true,
        text: {
          'pt-BR': 'Tenho voz sobre a forma como organizo e realizo o meu trabalho.',
          'en-US': 'I have a say in how I organize and carry out my work.',
          'es-AR': 'Puedo opinar sobre cómo organizo y hago mi trabajo.',
        },
        answers: AGREEMENT,
        maxChoices: null,
      },
      {
        question_id: 'clear-role',
        type: 'select',
        category: 'autonomy',
        enableScore: true,
        text: {
          'pt-BR': 'Sei com clareza o que se espera de mim e quais são as minhas responsabilidades.',
          'en-US': 'I know clearly what is expected of me and what my responsibilities are.',
          'es-AR': 'Sé con claridad qué se espera de mí y cuáles son mis responsabilidades.',
        },
        answers: AGREEMENT,
        maxChoices: null,
      },
      {
        question_id: 'manager-support',
        type: 'select',
        category: 'support',
        enableScore: true,
        text: {
          'pt-BR': 'Quando preciso, posso contar com o apoio da minha liderança.',
          'en-US': "When I need it, I can count on my manager's support.",
          'es-AR': 'Cuando lo necesito, puedo contar con el apoyo de mi líder.',
        },
        answers: AGREEMENT,
        maxChoices: null,
      },
      {
        question_id: 'peer-support',
        type: 'select',
        category: 'support',
        enableScore: true,
        text: {
          'pt-BR': 'Quando preciso, posso contar com a ajuda dos meus colegas.',
          'en-US': "When I need it, I can count on my colleagues' help.",
          'es-AR': 'Cuando lo necesito, puedo contar con la ayuda de mis compañeros.',
        },
        answers: AGREEMENT,
        maxChoices: null,
      },
      {
        question_id: 'recognition',
        type: 'stars',
        category: 'recognition',
        enableScore: true,
        text: {
          'pt-BR': 'Como você avalia o reconhecimento que recebe pelo seu trabalho?',
          'en-US': 'How would you rate the recognition you receive for your work?',
          'es-AR': '¿Cómo calificarías el reconocimiento que recibís por tu trabajo?',
        },
        answers: [],
        maxChoices: null,
      },
      {
        question_id: 'fair-decisions',
        type: 'select',
        category: 'recognition',
        enableScore: true,
        text: {
          'pt-BR': 'As decisões que me afetam (tarefas, horários, avaliações) são tomadas de forma justa.',
          'en-US': 'Decisions that affect me (tasks, schedules, evaluations) are made fairly.',
          'es-AR': 'Las decisiones que me afectan (tareas, horarios, evaluaciones) se toman de forma justa.',
        },
        answers: AGREEMENT,
        maxChoices: null,
      },
      {
        question_id: 'disrespectful-treatment',
        type: 'select',
        category: 'respect',
        enableScore: true,
        text: {
          'pt-BR':
            'Nos últimos seis meses, com que frequência você recebeu um tratamento desrespeitoso no trabalho (por exemplo, gritos, humilhações, comentários ofensivos ou exclusão)?',
          'en-US':
            'In the last six months, how often have you been treated disrespectfully at work (for example, shouting, humiliation, offensive remarks or being left out)?',
          'es-AR':
            'En los últimos seis meses, ¿con qué frecuencia recibiste un trato irrespetuoso en el trabajo (por ejemplo, gritos, humillaciones, comentarios ofensivos o exclusión)?',
        },
        answers: STRAIN_FREQUENCY,
        maxChoices: null,
      },
      {
        question_id: 'safe-to-report',
        type: 'select',
        category: 'respect',
        enableScore: true,
        text: {
          'pt-BR': 'Se eu sofresse ou presenciasse assédio, saberia a quem recorrer e teria segurança para fazer isso.',
          'en-US': 'If I experienced or witnessed harassment, I would know where to turn and would feel safe doing so.',
          'es-AR': 'Si sufriera o presenciara una situación de acoso, sabría a quién recurrir y me sentiría con seguridad para hacerlo.',
        },
        answers: AGREEMENT,
        maxChoices: null,
      },
      {
        question_id: 'main-strains',
        type: 'multi-select',
        category: 'workload',
        enableScore: false,
        text: {
          'pt-BR': 'Quais destes fatores mais pesam para você no trabalho hoje? Escolha até 3.',
          'en-US': 'Which of these factors weigh on you most at work today? Choose up to 3.',
          'es-AR': '¿Cuáles de estos factores te pesan más en el trabajo hoy? Elegí hasta 3.',
        },
        answers: [
          answer('too-much-work', 'Excesso de trabalho ou prazos apertados', 'Too much work or tight deadlines', 'Exceso de trabajo o plazos ajustados'),
          answer('long-hours', 'Jornadas longas ou irregulares', 'Long or irregular hours', 'Jornadas largas o irregulares'),
          answer('unclear-role', 'Metas ou responsabilidades pouco claras', 'Unclear goals or responsibilities', 'Objetivos o responsabilidades poco claros'),
          answer('little-autonomy', 'Pouca autonomia', 'Little autonomy', 'Poca autonomía'),
          answer('manager-support', 'Falta de apoio da liderança', 'Lack of support from my manager', 'Falta de apoyo de mi líder'),
          answer('conflicts', 'Conflitos no trabalho', 'Conflicts at work', 'Conflictos en el trabajo'),
          answer('recognition', 'Falta de reconhecimento', 'Lack of recognition', 'Falta de reconocimiento'),
          answer('job-insecurity', 'Insegurança em relação ao emprego', 'Job insecurity', 'Inseguridad laboral'),
          answer(
            'switching-off',
            'Dificuldade de me desconectar depois do trabalho',
            'Difficulty switching off after work',
            'Dificultad para desconectarme después del trabajo',
          ),
          answer('physical-conditions', 'Condições físicas de trabalho', 'Physical working conditions', 'Condiciones físicas de trabajo'),
          answer('none', 'Nenhum destes', 'None of these', 'Ninguno de estos'),
        ],
        maxChoices: 3,
      },
      {
        question_id: 'health-and-wellbeing',
        type: 'feedback',
        category: 'support',
        enableScore: false,
        text: {
          'pt-BR': 'Se quiser, descreva situações no trabalho que afetam a sua saúde ou o seu bem-estar e o que poderia melhorá-las. Por favor, não cite nomes.',
          'en-US': 'If you wish, describe situations at work that affect your health or well-being and what could improve them. Please do not include names.',
          'es-AR': 'Si querés, describí situaciones del trabajo que afectan tu salud o tu bienestar y qué podría mejorarlas. Por favor, no menciones nombres.',
        },
        answers: [],
        maxChoices: null,
      },
    ],
  },
};
