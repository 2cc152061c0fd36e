import { t } from '../survey-library/helpers.js';
import type { RecommendationDef } from './index.js';

// Relationship with peers and with the manager.
export const RELATIONSHIP_RECOMMENDATIONS: readonly RecommendationDef[] = [
  {
    id: 'peers-working-agreement',
    metrics: ['peersRelationship'],
    title: t('Agree how the team works together', 'Combine com a equipe como trabalhar juntos', 'Acordá con el equipo cómo trabajar juntos'),
    what: t(
      'A working agreement is a short set of rules the team writes itself about how it communicates, meets, decides and helps one another. It turns unspoken expectations, the usual source of friction between colleagues, into explicit commitments.',
      'Um acordo de trabalho é um conjunto curto de regras que a própria equipe escreve sobre como se comunica, se reúne, decide e se ajuda. Ele transforma expectativas não ditas, a fonte mais comum de atrito entre colegas, em compromissos explícitos.',
      'Un acuerdo de trabajo es un conjunto breve de reglas que el propio equipo escribe sobre cómo se comunica, se reúne, decide y se ayuda. Convierte las expectativas no dichas, la fuente más común de roces entre compañeros, en compromisos explícitos.',
    ),
    how: [
      t(
        'Book a one-hour session with the whole team and ask: what helps us work well together, and what gets in the way?',
        'Marque uma sessão de uma hora com toda a equipe e pergunte: o que nos ajuda a trabalhar bem juntos e o que atrapalha?',
        'Agendá una sesión de una hora con todo el equipo y preguntá: ¿qué nos ayuda a trabajar bien juntos y qué nos complica?',
      ),
      t(
        'Group the answers into themes: channels, response times, meetings, handoffs, asking for help.',
        'Agrupe as respostas em temas: canais, prazos de resposta, reuniões, passagens de trabalho e pedidos de ajuda.',
        'Agrupá las respuestas en temas: canales, tiempos de respuesta, reuniones, traspasos de trabajo y pedidos de ayuda.',
      ),
      t(
        'Turn each theme into one or two concrete rules everyone accepts, such as “urgent issues by phone, everything else in the team channel”.',
        'Transforme cada tema em uma ou duas regras concretas que todos aceitem, como “urgências por telefone, o resto no canal da equipe”.',
        'Convertí cada tema en una o dos reglas concretas que todos acepten, como “lo urgente por teléfono, lo demás en el canal del equipo”.',
      ),
      t(
        'Publish the agreement where the team works and point to it when friction appears.',
        'Publique o acordo onde a equipe trabalha e recorra a ele quando surgir atrito.',
        'Publicá el acuerdo donde trabaja el equipo y recurrí a él cuando aparezcan roces.',
      ),
      t(
        'Review it every quarter and whenever someone joins the team.',
        'Revise o acordo a cada trimestre e sempre que alguém entrar na equipe.',
        'Revisalo cada trimestre y cada vez que se sume alguien al equipo.',
      ),
    ],
    benefit: t(
      'Fewer misunderstandings between colleagues, smoother collaboration and a team that solves its own friction instead of escalating it.',
      'Menos mal-entendidos entre colegas, colaboração mais fluida e uma equipe que resolve os próprios atritos em vez de escalá-los.',
      'Menos malentendidos entre compañeros, una colaboración más fluida y un equipo que resuelve sus propios roces en lugar de escalarlos.',
    ),
  },
  {
    id: 'peers-visible-help',
    metrics: ['peersRelationship'],
    title: t('Make helping each other visible', 'Dê visibilidade à ajuda mútua', 'Hacé visible la ayuda mutua'),
    what: t(
      'In teams with strong peer relationships, asking for and offering help is routine and valued. When help only happens in private it goes unnoticed, and people hesitate to ask for fear of looking incompetent.',
      'Em equipes com bons relacionamentos, pedir e oferecer ajuda é rotina e é valorizado. Quando a ajuda só acontece no privado, ela passa despercebida, e as pessoas hesitam em pedir por medo de parecer incompetentes.',
      'En los equipos con buenas relaciones, pedir y ofrecer ayuda es algo habitual y valorado. Cuando la ayuda solo ocurre en privado pasa desapercibida, y las personas dudan en pedirla por miedo a parecer incompetentes.',
    ),
    how: [
      t(
        'Open team meetings with a quick round: where am I stuck, and where can I help?',
        'Abra as reuniões de equipe com uma rodada rápida: onde estou travado e onde posso ajudar?',
        'Abrí las reuniones de equipo con una ronda rápida: ¿dónde estoy trabado y en qué puedo ayudar?',
      ),
      t(
        'Create a shared channel for questions and encourage people to answer each other there.',
        'Crie um canal compartilhado para dúvidas e incentive as pessoas a responderem umas às outras ali.',
        'Creá un canal compartido para consultas y alentá a que las personas se respondan entre sí ahí.',
      ),
      t(
        'Thank in public the colleagues who got someone unblocked, saying exactly what they did.',
        'Agradeça publicamente os colegas que destravaram alguém, dizendo exatamente o que fizeram.',
        'Agradecé en público a los compañeros que destrabaron a alguien, diciendo exactamente qué hicieron.',
      ),
      t(
        'Include “helps others succeed” among the behaviours you value in performance conversations.',
        'Inclua “ajuda os outros a ter sucesso” entre os comportamentos valorizados nas conversas de desempenho.',
        'Incluí “ayuda a que los demás tengan éxito” entre los comportamientos que valorás en las conversaciones de desempeño.',
      ),
    ],
    benefit: t(
      'Problems are solved faster, knowledge spreads through the team and people feel they can count on one another.',
      'Os problemas são resolvidos mais rápido, o conhecimento circula pela equipe e as pessoas sentem que podem contar umas com as outras.',
      'Los problemas se resuelven más rápido, el conocimiento circula por el equipo y las personas sienten que pueden contar unas con otras.',
    ),
  },
  {
    id: 'peers-cross-team-connections',
    metrics: ['peersRelationship', 'happiness'],
    title: t('Connect people across teams', 'Conecte pessoas de equipes diferentes', 'Conectá personas de distintos equipos'),
    what: t(
      'Trust grows from knowing one another. Planned opportunities for people from different teams to meet and work together break down silos and build the informal network that makes daily collaboration easier.',
      'A confiança nasce de as pessoas se conhecerem. Oportunidades planejadas para que pessoas de equipes diferentes se encontrem e trabalhem juntas quebram silos e criam a rede informal que facilita a colaboração no dia a dia.',
      'La confianza nace de conocerse. Las oportunidades planificadas para que personas de distintos equipos se encuentren y trabajen juntas rompen los silos y crean la red informal que facilita la colaboración diaria.',
    ),
    how: [
      t(
        'Pair people from different teams at random every month for a 20-minute coffee during working hours.',
        'Forme duplas aleatórias de pessoas de equipes diferentes todo mês para um café de 20 minutos no horário de trabalho.',
        'Armá todos los meses duplas al azar de personas de distintos equipos para un café de 20 minutos en horario laboral.',
      ),
      t(
        'Once a quarter, invite another team to present its work and challenges at your team meeting.',
        'Uma vez por trimestre, convide outra equipe para apresentar seu trabalho e seus desafios na sua reunião.',
        'Una vez por trimestre, invitá a otro equipo a presentar su trabajo y sus desafíos en tu reunión de equipo.',
      ),
      t(
        'Form mixed groups for improvement projects and internal events.',
        'Monte grupos mistos para projetos de melhoria e eventos internos.',
        'Armá grupos mixtos para proyectos de mejora y eventos internos.',
      ),
      t(
        'Make sure remote and hybrid colleagues can take part, with formats that work on video.',
        'Garanta que colegas remotos e híbridos possam participar, com formatos que funcionem por vídeo.',
        'Asegurate de que los compañeros remotos e híbridos puedan participar, con formatos que funcionen por video.',
      ),
    ],
    benefit: t(
      'More trust and belonging, fewer “us versus them” conflicts and quicker coordination between areas.',
      'Mais confiança e pertencimento, menos conflitos do tipo “nós contra eles” e coordenação mais rápida entre as áreas.',
      'Más confianza y pertenencia, menos conflictos de “nosotros contra ellos” y una coordinación más rápida entre áreas.',
    ),
  },
  {
    id: 'manager-effective-one-on-ones',
    metrics: ['managerRelationship', 'feedback'],
    title: t('Hold effective one-on-ones', 'Faça one-on-ones que funcionam', 'Hacé reuniones uno a uno efectivas'),
    what: t(
      'A regular one-on-one is the most effective habit for building trust between managers and their people. It is the team member’s meeting: a space for their priorities, concerns and development, not for status reports.',
      'O one-on-one regular é o hábito mais eficaz para construir confiança entre a liderança e as pessoas. É a reunião do liderado: um espaço para as prioridades, as preocupações e o desenvolvimento dele, e não para relatórios de status.',
      'La reunión uno a uno regular es el hábito más efectivo para construir confianza entre el líder y su equipo. Es la reunión del colaborador: un espacio para sus prioridades, inquietudes y desarrollo, no para reportes de avance.',
    ),
    how: [
      t(
        'Schedule 30 minutes every one or two weeks with each direct report and treat the slot as protected.',
        'Agende 30 minutos a cada uma ou duas semanas com cada liderado e trate esse horário como intocável.',
        'Agendá 30 minutos cada una o dos semanas con cada colaborador directo y tratá ese espacio como intocable.',
      ),
      t(
        'Keep a shared agenda that the team member fills in first; add your topics after theirs.',
        'Mantenha uma pauta compartilhada que o liderado preenche primeiro; seus temas entram depois dos dele.',
        'Mantené una agenda compartida que el colaborador completa primero; tus temas van después de los suyos.',
      ),
      t(
        'Ask open questions: What is going well? What is getting in your way? How can I help?',
        'Faça perguntas abertas: o que está indo bem? O que está atrapalhando? Como posso ajudar?',
        'Hacé preguntas abiertas: ¿qué está funcionando bien? ¿Qué te está complicando? ¿Cómo te puedo ayudar?',
      ),
      t(
        'Close by writing down who will do what, and open the next one-on-one by checking it.',
        'Termine anotando quem vai fazer o quê e comece o próximo one-on-one conferindo isso.',
        'Cerrá anotando quién va a hacer qué y empezá el próximo uno a uno revisándolo.',
      ),
      t(
        'At least once a month, ask for feedback on your own management.',
        'Pelo menos uma vez por mês, peça feedback sobre a sua própria gestão.',
        'Al menos una vez por mes, pedí feedback sobre tu propia gestión.',
      ),
    ],
    benefit: t(
      'More trust and openness with the manager, problems raised earlier and people who feel seen and supported.',
      'Mais confiança e abertura com a liderança, problemas levantados mais cedo e pessoas que se sentem vistas e apoiadas.',
      'Más confianza y apertura con el líder, problemas que aparecen antes y personas que se sienten vistas y acompañadas.',
    ),
  },
  {
    id: 'manager-explain-decisions',
    metrics: ['managerRelationship', 'alignment'],
    title: t('Explain the why behind decisions', 'Explique o porquê das decisões', 'Explicá el porqué de las decisiones'),
    what: t(
      'People trust managers who share information openly and consistently. When decisions arrive without context, or through the grapevine, people fill the gaps with the worst interpretation.',
      'As pessoas confiam em líderes que compartilham informações de forma aberta e constante. Quando as decisões chegam sem contexto, ou pela rádio peão, as pessoas preenchem as lacunas com a pior interpretação.',
      'Las personas confían en los líderes que comparten la información de forma abierta y constante. Cuando las decisiones llegan sin contexto, o por radio pasillo, las personas completan los huecos con la peor interpretación.',
    ),
    how: [
      t(
        'Share decisions that affect the team as soon as you can, before they spread informally.',
        'Compartilhe as decisões que afetam a equipe o quanto antes, antes que se espalhem informalmente.',
        'Compartí las decisiones que afectan al equipo lo antes posible, antes de que circulen de manera informal.',
      ),
      t(
        'Always explain the reasons, the alternatives considered and what is still open.',
        'Explique sempre os motivos, as alternativas consideradas e o que ainda está em aberto.',
        'Explicá siempre los motivos, las alternativas que se evaluaron y lo que todavía está abierto.',
      ),
      t(
        'Say “I don’t know yet” when that is the truth, and say when you expect to know.',
        'Diga “ainda não sei” quando essa for a verdade e diga quando espera saber.',
        'Decí “todavía no sé” cuando sea la verdad, y decí cuándo esperás saberlo.',
      ),
      t(
        'Keep a weekly slot to share news and answer questions, even when there is little to tell.',
        'Mantenha um horário semanal para dar notícias e responder perguntas, mesmo quando houver pouco a contar.',
        'Mantené un espacio semanal para compartir novedades y responder preguntas, aunque haya poco para contar.',
      ),
    ],
    benefit: t(
      'Less rumour and anxiety, more trust in leadership and decisions the team understands and supports.',
      'Menos boatos e ansiedade, mais confiança na liderança e decisões que a equipe entende e apoia.',
      'Menos rumores y ansiedad, más confianza en el liderazgo y decisiones que el equipo entiende y apoya.',
    ),
  },
  {
    id: 'manager-available-support',
    metrics: ['managerRelationship'],
    title: t('Be there when the team needs you', 'Esteja presente quando a equipe precisar', 'Acompañá al equipo cuando te necesite'),
    what: t(
      'Support from a manager means removing obstacles, backing people in difficult moments and being reachable. Managers who are always in meetings, or who only appear to check deadlines, feel distant whatever their intentions.',
      'Apoiar a equipe significa remover obstáculos, dar respaldo nos momentos difíceis e estar acessível. Líderes que vivem em reuniões, ou que só aparecem para cobrar prazos, são percebidos como distantes, quaisquer que sejam suas intenções.',
      'Apoyar al equipo significa quitar obstáculos, respaldar a las personas en los momentos difíciles y estar disponible. Los líderes que viven en reuniones, o que solo aparecen para controlar plazos, se perciben distantes más allá de sus intenciones.',
    ),
    how: [
      t(
        'Keep open slots in your calendar each week in which anyone can talk to you without booking.',
        'Deixe horários livres na agenda toda semana em que qualquer pessoa possa falar com você sem marcar.',
        'Dejá horarios libres en tu agenda cada semana en los que cualquiera pueda hablar con vos sin agendar.',
      ),
      t(
        'When someone brings you a blocker, agree on a next step and a date to come back with an answer.',
        'Quando alguém trouxer um bloqueio, combine um próximo passo e uma data para voltar com uma resposta.',
        'Cuando alguien te traiga un bloqueo, acordá un próximo paso y una fecha para volver con una respuesta.',
      ),
      t(
        'Stand up for the team in front of other areas and take public responsibility for its mistakes.',
        'Defenda a equipe diante das outras áreas e assuma publicamente a responsabilidade pelos erros dela.',
        'Defendé al equipo frente a otras áreas y asumí en público la responsabilidad por sus errores.',
      ),
      t(
        'Ask each person regularly: what is one thing I could do to make your work easier?',
        'Pergunte regularmente a cada pessoa: o que eu poderia fazer para facilitar o seu trabalho?',
        'Preguntale regularmente a cada persona: ¿qué podría hacer yo para facilitarte el trabajo?',
      ),
    ],
    benefit: t(
      'People feel backed by their manager, bring problems sooner and trust that they will be dealt with.',
      'As pessoas se sentem respaldadas pela liderança, trazem os problemas mais cedo e confiam que eles serão tratados.',
      'Las personas se sienten respaldadas por su líder, plantean los problemas antes y confían en que se van a resolver.',
    ),
  },
];
