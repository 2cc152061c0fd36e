import { t } from './helpers.js';
import type { PillarDef } from './types.js';

// The ten pillars of the engagement survey and the four smart pillars, each with its submetrics.
// Order is the order of PILLAR_IDS then SMART_PILLAR_IDS.
export const PILLARS: PillarDef[] = [
  {
    id: 'peersRelationship',
    kind: 'pillar',
    title: t('Relationship with peers', 'Relacionamento com colegas', 'Relación con pares'),
    description: t(
      'How well people work together, trust each other and help one another in the team.',
      'O quanto as pessoas trabalham bem juntas, confiam umas nas outras e se ajudam na equipe.',
      'Qué tan bien las personas trabajan juntas, confían entre sí y se ayudan dentro del equipo.',
    ),
    submetrics: [
      { id: 'collaboration', title: t('Collaboration', 'Colaboração', 'Colaboración') },
      { id: 'peerTrust', title: t('Trust among peers', 'Confiança entre colegas', 'Confianza entre pares') },
      { id: 'peerSupport', title: t('Mutual support', 'Apoio mútuo', 'Apoyo mutuo') },
    ],
  },
  {
    id: 'ambassadorship',
    kind: 'pillar',
    title: t('Ambassadorship', 'Embaixadorismo', 'Embajadores de marca'),
    description: t(
      'How proud people are of the company and how willing they are to recommend it and stay.',
      'O orgulho que as pessoas sentem da empresa e a disposição delas para recomendá-la e continuar nela.',
      'El orgullo que las personas sienten por la empresa y su disposición a recomendarla y quedarse.',
    ),
    submetrics: [
      { id: 'pride', title: t('Pride', 'Orgulho', 'Orgullo') },
      { id: 'advocacy', title: t('Advocacy', 'Recomendação', 'Recomendación') },
      { id: 'loyalty', title: t('Intention to stay', 'Intenção de permanência', 'Intención de permanencia') },
    ],
  },
  {
    id: 'happiness',
    kind: 'pillar',
    title: t('Happiness', 'Felicidade', 'Felicidad'),
    description: t(
      'How much people enjoy their day-to-day work and feel good at the company.',
      'O quanto as pessoas gostam do trabalho no dia a dia e se sentem bem na empresa.',
      'Cuánto disfrutan las personas su trabajo diario y qué tan bien se sienten en la empresa.',
    ),
    submetrics: [
      { id: 'workEnjoyment', title: t('Enjoyment of work', 'Prazer no trabalho', 'Disfrute del trabajo') },
      { id: 'moodAtWork', title: t('Mood at work', 'Humor no trabalho', 'Estado de ánimo en el trabajo') },
      { id: 'belonging', title: t('Belonging', 'Pertencimento', 'Pertenencia') },
    ],
  },
  {
    id: 'personalGrowth',
    kind: 'pillar',
    title: t('Personal growth', 'Crescimento pessoal', 'Crecimiento personal'),
    description: t(
      'Whether people are learning, developing their skills and see a future for themselves at the company.',
      'Se as pessoas estão aprendendo, desenvolvendo suas habilidades e enxergam um futuro para si na empresa.',
      'Si las personas están aprendiendo, desarrollan sus habilidades y ven un futuro para sí en la empresa.',
    ),
    submetrics: [
      { id: 'learning', title: t('Learning', 'Aprendizado', 'Aprendizaje') },
      { id: 'careerPath', title: t('Career path', 'Carreira', 'Desarrollo de carrera') },
      { id: 'autonomy', title: t('Autonomy', 'Autonomia', 'Autonomía') },
    ],
  },
  {
    id: 'wellness',
    kind: 'pillar',
    title: t('Wellness', 'Bem-estar', 'Bienestar'),
    description: t(
      'How well people balance work and personal life and look after their physical and emotional health.',
      'O quanto as pessoas conseguem equilibrar trabalho e vida pessoal e cuidar da saúde física e emocional.',
      'Qué tan bien las personas equilibran el trabajo y la vida personal y cuidan su salud física y emocional.',
    ),
    submetrics: [
      { id: 'workLifeBalance', title: t('Work-life balance', 'Equilíbrio entre vida pessoal e profissional', 'Equilibrio entre vida personal y laboral') },
      { id: 'physicalWellbeing', title: t('Physical wellbeing', 'Bem-estar físico', 'Bienestar físico') },
      { id: 'emotionalWellbeing', title: t('Emotional wellbeing', 'Bem-estar emocional', 'Bienestar emocional') },
    ],
  },
  {
    id: 'feedback',
    kind: 'pillar',
    title: t('Feedback', 'Feedback', 'Feedback'),
    description: t(
      'How often people receive useful feedback and how free they feel to share their own views.',
      'Com que frequência as pessoas recebem feedbacks úteis e o quanto se sentem livres para dar a própria opinião.',
      'Con qué frecuencia las personas reciben feedback útil y qué tan libres se sienten para dar su propia opinión.',
    ),
    submetrics: [
      { id: 'feedbackFrequency', title: t('Feedback frequency', 'Frequência do feedback', 'Frecuencia del feedback') },
      { id: 'feedbackQuality', title: t('Feedback quality', 'Qualidade do feedback', 'Calidad del feedback') },
      { id: 'openness', title: t('Openness to speak up', 'Abertura para se expressar', 'Apertura para opinar') },
    ],
  },
  {
    id: 'managerRelationship',
    kind: 'pillar',
    title: t('Relationship with manager', 'Relacionamento com a liderança', 'Relación con el liderazgo'),
    description: t(
      'How much people trust their manager, how clear the communication is and how supported they feel.',
      'O quanto as pessoas confiam na liderança direta, o quanto a comunicação é clara e o quanto se sentem apoiadas.',
      'Cuánto confían las personas en quien lidera su equipo, qué tan clara es la comunicación y qué tan apoyadas se sienten.',
    ),
    submetrics: [
      { id: 'trust', title: t('Trust', 'Confiança', 'Confianza') },
      { id: 'communication', title: t('Communication', 'Comunicação', 'Comunicación') },
      { id: 'support', title: t('Support', 'Apoio', 'Apoyo') },
    ],
  },
  {
    id: 'recognition',
    kind: 'pillar',
    title: t('Recognition', 'Reconhecimento', 'Reconocimiento'),
    description: t(
      'Whether people feel their work is noticed and appreciated, often enough and in a sincere, fair way.',
      'Se as pessoas sentem que o seu trabalho é notado e valorizado, com a frequência certa e de forma sincera e justa.',
      'Si las personas sienten que su trabajo se nota y se valora, con la frecuencia adecuada y de forma sincera y justa.',
    ),
    submetrics: [
      { id: 'recognitionFrequency', title: t('Frequency of recognition', 'Frequência do reconhecimento', 'Frecuencia del reconocimiento') },
      { id: 'recognitionQuality', title: t('Quality of recognition', 'Qualidade do reconhecimento', 'Calidad del reconocimiento') },
      { id: 'recognitionFairness', title: t('Fairness of recognition', 'Justiça do reconhecimento', 'Equidad del reconocimiento') },
    ],
  },
  {
    id: 'satisfaction',
    kind: 'pillar',
    title: t('Satisfaction', 'Satisfação', 'Satisfacción'),
    description: t(
      'How satisfied people are with their role, their pay and benefits, and their working conditions.',
      'O quanto as pessoas estão satisfeitas com a sua função, a remuneração e os benefícios e as condições de trabalho.',
      'Qué tan satisfechas están las personas con su puesto, su remuneración y beneficios, y sus condiciones de trabajo.',
    ),
    submetrics: [
      { id: 'roleSatisfaction', title: t('Satisfaction with the role', 'Satisfação com a função', 'Satisfacción con el puesto') },
      { id: 'compensation', title: t('Pay and benefits', 'Remuneração e benefícios', 'Remuneración y beneficios') },
      { id: 'workEnvironment', title: t('Working conditions', 'Condições de trabalho', 'Condiciones de trabajo') },
    ],
  },
  {
    id: 'alignment',
    kind: 'pillar',
    title: t('Alignment', 'Alinhamento', 'Alineación'),
    description: t(
      "Whether people share the company's mission and values, know its goals and see how their own work contributes.",
      'Se as pessoas compartilham a missão e os valores da empresa, conhecem seus objetivos e enxergam como o próprio trabalho contribui.',
      'Si las personas comparten la misión y los valores de la empresa, conocen sus objetivos y ven cómo contribuye su propio trabajo.',
    ),
    submetrics: [
      { id: 'missionAndValues', title: t('Mission and values', 'Missão e valores', 'Misión y valores') },
      { id: 'strategyClarity', title: t('Clarity of goals', 'Clareza dos objetivos', 'Claridad de los objetivos') },
      { id: 'roleClarity', title: t('Clarity of role', 'Clareza do papel', 'Claridad del rol') },
    ],
  },

  // Smart pillars.
  {
    id: 'diversity',
    kind: 'smart',
    title: t('Diversity and inclusion', 'Diversidade e inclusão', 'Diversidad e inclusión'),
    description: t(
      'Whether everyone is respected, has the same opportunities and can be who they are at work.',
      'Se todas as pessoas são respeitadas, têm as mesmas oportunidades e podem ser quem são no trabalho.',
      'Si todas las personas son respetadas, tienen las mismas oportunidades y pueden ser quienes son en el trabajo.',
    ),
    submetrics: [
      { id: 'inclusion', title: t('Inclusion', 'Inclusão', 'Inclusión') },
      { id: 'equalOpportunity', title: t('Equal opportunities', 'Igualdade de oportunidades', 'Igualdad de oportunidades') },
      { id: 'respect', title: t('Respect for differences', 'Respeito às diferenças', 'Respeto por las diferencias') },
    ],
  },
  {
    id: 'innovationCulture',
    kind: 'smart',
    title: t('Innovation culture', 'Cultura de inovação', 'Cultura de innovación'),
    description: t(
      'Whether people are encouraged to propose ideas, try new approaches and learn from mistakes.',
      'Se as pessoas são incentivadas a propor ideias, testar novos caminhos e aprender com os erros.',
      'Si se anima a las personas a proponer ideas, probar nuevos enfoques y aprender de los errores.',
    ),
    submetrics: [
      { id: 'ideaSharing', title: t('Sharing ideas', 'Compartilhamento de ideias', 'Propuesta de ideas') },
      { id: 'experimentation', title: t('Room to experiment', 'Espaço para experimentar', 'Espacio para experimentar') },
      { id: 'ideaImplementation', title: t('Putting ideas into practice', 'Ideias colocadas em prática', 'Ideas llevadas a la práctica') },
    ],
  },
  {
    id: 'burnoutRisk',
    kind: 'smart',
    title: t('Burnout risk', 'Risco de burnout', 'Riesgo de burnout'),
    description: t(
      'Early signs of chronic work stress: low energy, an unmanageable workload and trouble switching off. A high score means a low risk.',
      'Sinais precoces de estresse crônico no trabalho: pouca energia, carga de trabalho excessiva e dificuldade para se desligar. Uma nota alta significa risco baixo.',
      'Señales tempranas de estrés laboral crónico: poca energía, una carga de trabajo excesiva y dificultad para desconectarse. Un puntaje alto significa un riesgo bajo.',
    ),
    submetrics: [
      { id: 'energy', title: t('Energy', 'Energia', 'Energía') },
      { id: 'workload', title: t('Manageable workload', 'Carga de trabalho sustentável', 'Carga de trabajo manejable') },
      { id: 'disconnection', title: t('Ability to disconnect', 'Capacidade de se desconectar', 'Capacidad de desconectarse') },
    ],
  },
  {
    id: 'psychosocialRisks',
    kind: 'smart',
    title: t('Psychosocial risks', 'Riscos psicossociais', 'Riesgos psicosociales'),
    description: t(
      "Working conditions that can harm mental health, such as disrespect, fear of speaking up or no control over one's work. A high score means a safe environment.",
      'Condições de trabalho que podem prejudicar a saúde mental, como desrespeito, medo de se expressar ou falta de controle sobre o próprio trabalho. Uma nota alta significa um ambiente seguro.',
      'Condiciones de trabajo que pueden dañar la salud mental, como la falta de respeto, el miedo a opinar o la falta de control sobre el propio trabajo. Un puntaje alto significa un entorno seguro.',
    ),
    submetrics: [
      { id: 'psychologicalSafety', title: t('Psychological safety', 'Segurança psicológica', 'Seguridad psicológica') },
      { id: 'respectfulTreatment', title: t('Respectful treatment', 'Tratamento respeitoso', 'Trato respetuoso') },
      { id: 'jobControl', title: t('Control over work', 'Controle sobre o trabalho', 'Control sobre el trabajo') },
    ],
  },
];
