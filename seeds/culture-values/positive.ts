import type { CultureValueDef } from '../culture-values.js';
import { t } from '../survey-library/helpers.js';
import type { Text } from '../survey-library/types.js';

const positive = (id: string, name: Text, description: Text): CultureValueDef => ({ id, kind: 'positive', name, description });

// Values a healthy organisation wants more of. Descriptions say what the value looks like in
// daily work, so two people voting for it picture the same behaviour.
export const POSITIVE_VALUES: readonly CultureValueDef[] = [
  positive(
    'collaboration',
    t('Collaboration', 'Colaboração', 'Colaboración'),
    t(
      'People combine their skills across roles and teams to reach shared goals.',
      'As pessoas somam suas habilidades entre funções e equipes para alcançar objetivos comuns.',
      'Las personas suman sus habilidades entre roles y equipos para alcanzar objetivos comunes.',
    ),
  ),
  positive(
    'trust',
    t('Trust', 'Confiança', 'Confianza'),
    t(
      'People rely on each other’s word and good intentions without needing to check.',
      'As pessoas confiam na palavra e nas boas intenções umas das outras sem precisar conferir.',
      'Las personas confían en la palabra y las buenas intenciones de los demás sin necesidad de verificar.',
    ),
  ),
  positive(
    'transparency',
    t('Transparency', 'Transparência', 'Transparencia'),
    t(
      'Decisions, numbers and their reasons are shared openly with the people they affect.',
      'Decisões, números e seus motivos são compartilhados abertamente com quem é afetado por eles.',
      'Las decisiones, los números y sus motivos se comparten abiertamente con quienes se ven afectados.',
    ),
  ),
  positive(
    'accountability',
    t('Accountability', 'Responsabilização', 'Rendición de cuentas'),
    t(
      'People keep their commitments and answer for the results, good or bad.',
      'As pessoas cumprem seus compromissos e respondem pelos resultados, bons ou ruins.',
      'Las personas cumplen sus compromisos y responden por los resultados, buenos o malos.',
    ),
  ),
  positive(
    'customer-focus',
    t('Customer focus', 'Foco no cliente', 'Foco en el cliente'),
    t(
      'Choices start from what truly helps the customer, not from internal convenience.',
      'As escolhas partem do que realmente ajuda o cliente, e não da conveniência interna.',
      'Las decisiones parten de lo que realmente ayuda al cliente, no de la comodidad interna.',
    ),
  ),
  positive(
    'innovation',
    t('Innovation', 'Inovação', 'Innovación'),
    t(
      'New ideas are welcomed, tested and turned into better ways of working.',
      'Ideias novas são bem-vindas, testadas e transformadas em jeitos melhores de trabalhar.',
      'Las ideas nuevas son bienvenidas, se prueban y se convierten en mejores formas de trabajar.',
    ),
  ),
  positive(
    'continuous-learning',
    t('Continuous learning', 'Aprendizado contínuo', 'Aprendizaje continuo'),
    t(
      'People make time to learn, share what they know and grow from mistakes.',
      'As pessoas reservam tempo para aprender, compartilham o que sabem e crescem com os erros.',
      'Las personas se hacen tiempo para aprender, comparten lo que saben y crecen a partir de los errores.',
    ),
  ),
  positive(
    'recognition',
    t('Recognition', 'Reconhecimento', 'Reconocimiento'),
    t(
      'Good work and effort are noticed and appreciated in a timely, specific way.',
      'O bom trabalho e o esforço são notados e valorizados na hora certa e de forma específica.',
      'El buen trabajo y el esfuerzo se notan y se valoran a tiempo y de forma concreta.',
    ),
  ),
  positive(
    'wellbeing',
    t('Wellbeing', 'Bem-estar', 'Bienestar'),
    t(
      'The physical and mental health of people is treated as a priority, not a perk.',
      'A saúde física e mental das pessoas é tratada como prioridade, e não como benefício extra.',
      'La salud física y mental de las personas se trata como una prioridad, no como un beneficio extra.',
    ),
  ),
  positive(
    'diversity-and-inclusion',
    t('Diversity and inclusion', 'Diversidade e inclusão', 'Diversidad e inclusión'),
    t(
      'Different backgrounds and viewpoints are sought out, heard and given equal chances.',
      'Origens e pontos de vista diferentes são buscados, ouvidos e recebem as mesmas oportunidades.',
      'Se buscan y escuchan orígenes y puntos de vista diferentes, con las mismas oportunidades para todos.',
    ),
  ),
  positive(
    'autonomy',
    t('Autonomy', 'Autonomia', 'Autonomía'),
    t(
      'People have the freedom to decide how to do their work within clear boundaries.',
      'As pessoas têm liberdade para decidir como fazer o próprio trabalho, dentro de limites claros.',
      'Las personas tienen libertad para decidir cómo hacer su trabajo, dentro de límites claros.',
    ),
  ),
  positive(
    'agility',
    t('Agility', 'Agilidade', 'Agilidad'),
    t(
      'Teams decide and adjust quickly when priorities or circumstances change.',
      'As equipes decidem e se ajustam rapidamente quando as prioridades ou o contexto mudam.',
      'Los equipos deciden y se ajustan rápido cuando cambian las prioridades o el contexto.',
    ),
  ),
  positive(
    'integrity',
    t('Integrity', 'Integridade', 'Integridad'),
    t(
      'People act ethically and consistently, even when nobody is watching.',
      'As pessoas agem com ética e coerência, mesmo quando ninguém está olhando.',
      'Las personas actúan con ética y coherencia, aun cuando nadie las está mirando.',
    ),
  ),
  positive(
    'respect',
    t('Respect', 'Respeito', 'Respeto'),
    t(
      'Everyone is treated with courtesy and dignity, whatever their role or position.',
      'Todos são tratados com cortesia e dignidade, seja qual for o cargo ou a posição.',
      'Todos reciben un trato cordial y digno, sin importar su rol o posición.',
    ),
  ),
  positive(
    'teamwork',
    t('Teamwork', 'Trabalho em equipe', 'Trabajo en equipo'),
    t(
      'The team wins and loses together, and members step in to help one another.',
      'O time ganha e perde junto, e as pessoas se oferecem para ajudar umas às outras.',
      'El equipo gana y pierde junto, y sus integrantes se ofrecen a ayudarse entre sí.',
    ),
  ),
  positive(
    'quality',
    t('Quality', 'Qualidade', 'Calidad'),
    t(
      'Work is done well the first time, and standards are not traded for speed.',
      'O trabalho é bem-feito já na primeira vez, e o padrão não é sacrificado pela pressa.',
      'El trabajo se hace bien desde la primera vez y los estándares no se sacrifican por la prisa.',
    ),
  ),
  positive(
    'open-communication',
    t('Open communication', 'Comunicação aberta', 'Comunicación abierta'),
    t(
      'Information flows freely in every direction, and hard topics can be discussed honestly.',
      'A informação circula livremente em todas as direções, e temas difíceis podem ser discutidos com honestidade.',
      'La información circula libremente en todas las direcciones y los temas difíciles se pueden hablar con honestidad.',
    ),
  ),
  positive(
    'empathy',
    t('Empathy', 'Empatia', 'Empatía'),
    t(
      'People try to understand how others feel and take it into account when they act.',
      'As pessoas procuram entender como os outros se sentem e levam isso em conta ao agir.',
      'Las personas intentan entender cómo se sienten los demás y lo tienen en cuenta al actuar.',
    ),
  ),
  positive(
    'ownership',
    t('Ownership', 'Senso de dono', 'Actitud de dueño'),
    t(
      'People treat problems and results as their own instead of waiting for someone else.',
      'As pessoas tratam problemas e resultados como seus, em vez de esperar que outra pessoa resolva.',
      'Las personas asumen los problemas y los resultados como propios, en lugar de esperar a que otro los resuelva.',
    ),
  ),
  positive(
    'results-orientation',
    t('Results orientation', 'Foco em resultados', 'Orientación a resultados'),
    t(
      'Effort is directed at clear goals, and progress is measured by outcomes, not activity.',
      'O esforço é direcionado a metas claras, e o progresso é medido por resultados, não por atividade.',
      'El esfuerzo apunta a metas claras y el avance se mide por resultados, no por actividad.',
    ),
  ),
  positive(
    'purpose',
    t('Sense of purpose', 'Propósito', 'Propósito'),
    t(
      'People understand why their work matters and how it contributes to something bigger.',
      'As pessoas entendem por que seu trabalho importa e como ele contribui para algo maior.',
      'Las personas entienden por qué su trabajo importa y cómo contribuye a algo más grande.',
    ),
  ),
  positive(
    'fairness',
    t('Fairness', 'Justiça', 'Equidad'),
    t(
      'Pay, promotions and opportunities follow clear criteria applied equally to everyone.',
      'Salários, promoções e oportunidades seguem critérios claros, aplicados igualmente a todos.',
      'Los sueldos, las promociones y las oportunidades siguen criterios claros que se aplican a todos por igual.',
    ),
  ),
  positive(
    'sustainability',
    t('Sustainability', 'Sustentabilidade', 'Sustentabilidad'),
    t(
      'Decisions weigh their long-term effect on people, society and the environment.',
      'As decisões consideram o efeito de longo prazo sobre as pessoas, a sociedade e o meio ambiente.',
      'Las decisiones tienen en cuenta su efecto a largo plazo en las personas, la sociedad y el ambiente.',
    ),
  ),
  positive(
    'work-life-balance',
    t('Work-life balance', 'Equilíbrio entre vida pessoal e profissional', 'Equilibrio entre vida personal y laboral'),
    t(
      'Personal time is respected, and a full life outside work is seen as normal and healthy.',
      'O tempo pessoal é respeitado, e ter uma vida plena fora do trabalho é visto como normal e saudável.',
      'Se respeta el tiempo personal y tener una vida plena fuera del trabajo se ve como algo normal y sano.',
    ),
  ),
  positive(
    'creativity',
    t('Creativity', 'Criatividade', 'Creatividad'),
    t(
      'Original approaches are encouraged, and unusual ideas get a fair hearing.',
      'Abordagens originais são incentivadas, e ideias diferentes recebem uma escuta justa.',
      'Se alientan los enfoques originales y las ideas poco habituales reciben una escucha justa.',
    ),
  ),
  positive(
    'adaptability',
    t('Adaptability', 'Adaptabilidade', 'Adaptabilidad'),
    t(
      'People embrace change and adjust their ways of working without losing direction.',
      'As pessoas abraçam a mudança e ajustam o jeito de trabalhar sem perder o rumo.',
      'Las personas aceptan el cambio y ajustan su forma de trabajar sin perder el rumbo.',
    ),
  ),
  positive(
    'humility',
    t('Humility', 'Humildade', 'Humildad'),
    t(
      'People admit what they do not know, ask for help and give credit to others.',
      'As pessoas admitem o que não sabem, pedem ajuda e dão crédito aos outros.',
      'Las personas admiten lo que no saben, piden ayuda y les dan el crédito a los demás.',
    ),
  ),
  positive(
    'courage',
    t('Courage', 'Coragem', 'Coraje'),
    t(
      'People speak up, challenge the status quo and make hard calls when needed.',
      'As pessoas se posicionam, questionam o status quo e tomam decisões difíceis quando necessário.',
      'Las personas dicen lo que piensan, cuestionan lo establecido y toman decisiones difíciles cuando hace falta.',
    ),
  ),
  positive(
    'candid-feedback',
    t('Candid feedback', 'Feedback sincero', 'Feedback sincero'),
    t(
      'People give and ask for honest, caring feedback as part of everyday work.',
      'As pessoas dão e pedem feedback honesto e cuidadoso como parte do dia a dia.',
      'Las personas dan y piden feedback honesto y cuidadoso como parte del día a día.',
    ),
  ),
  positive(
    'simplicity',
    t('Simplicity', 'Simplicidade', 'Simplicidad'),
    t(
      'Processes and messages are kept as simple as possible so energy goes into what matters.',
      'Processos e mensagens são mantidos o mais simples possível para que a energia vá para o que importa.',
      'Los procesos y los mensajes se mantienen lo más simples posible para que la energía vaya a lo importante.',
    ),
  ),
  positive(
    'psychological-safety',
    t('Psychological safety', 'Segurança psicológica', 'Seguridad psicológica'),
    t(
      'People can ask questions, admit mistakes and disagree without fear of humiliation or punishment.',
      'As pessoas podem fazer perguntas, admitir erros e discordar sem medo de humilhação ou punição.',
      'Las personas pueden hacer preguntas, admitir errores y disentir sin miedo a la humillación o al castigo.',
    ),
  ),
  positive(
    'people-development',
    t('People development', 'Desenvolvimento de pessoas', 'Desarrollo de personas'),
    t(
      'Leaders invest time in coaching people and opening doors for their growth.',
      'As lideranças investem tempo em orientar as pessoas e abrir portas para o crescimento delas.',
      'Los líderes invierten tiempo en acompañar a las personas y abrirles puertas para crecer.',
    ),
  ),
  positive(
    'efficiency',
    t('Efficiency', 'Eficiência', 'Eficiencia'),
    t(
      'Time and resources are used wisely, and waste is removed rather than tolerated.',
      'Tempo e recursos são usados com inteligência, e o desperdício é eliminado em vez de tolerado.',
      'El tiempo y los recursos se usan con criterio, y el desperdicio se elimina en lugar de tolerarse.',
    ),
  ),
  positive(
    'entrepreneurship',
    t('Entrepreneurial spirit', 'Espírito empreendedor', 'Espíritu emprendedor'),
    t(
      'People spot opportunities and take initiative to pursue them with the resources at hand.',
      'As pessoas enxergam oportunidades e tomam a iniciativa de aproveitá-las com os recursos disponíveis.',
      'Las personas detectan oportunidades y toman la iniciativa para aprovecharlas con los recursos que tienen.',
    ),
  ),
  positive(
    'resilience',
    t('Resilience', 'Resiliência', 'Resiliencia'),
    t(
      'Teams recover from setbacks, learn from them and keep going without losing heart.',
      'As equipes se recuperam dos reveses, aprendem com eles e seguem em frente sem desanimar.',
      'Los equipos se recuperan de los contratiempos, aprenden de ellos y siguen adelante sin desanimarse.',
    ),
  ),
  positive(
    'belonging',
    t('Belonging', 'Pertencimento', 'Pertenencia'),
    t(
      'People feel they are accepted as they are and that they are an important part of the group.',
      'As pessoas sentem que são aceitas como são e que fazem parte importante do grupo.',
      'Las personas sienten que las aceptan como son y que son una parte importante del grupo.',
    ),
  ),
  positive(
    'curiosity',
    t('Curiosity', 'Curiosidade', 'Curiosidad'),
    t(
      'People ask “why” and “what if”, and explore beyond their own area.',
      'As pessoas perguntam “por quê?” e “e se?”, e exploram além da própria área.',
      'Las personas preguntan “¿por qué?” y “¿qué pasaría si…?”, y exploran más allá de su propia área.',
    ),
  ),
  positive(
    'commitment',
    t('Commitment', 'Comprometimento', 'Compromiso'),
    t(
      'People give their best effort and stand by the team and its goals in good times and bad.',
      'As pessoas dão o seu melhor e apoiam a equipe e seus objetivos nos bons e nos maus momentos.',
      'Las personas dan lo mejor de sí y acompañan al equipo y sus objetivos en las buenas y en las malas.',
    ),
  ),
];
