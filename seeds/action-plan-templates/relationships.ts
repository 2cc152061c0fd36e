import { t } from '../survey-library/helpers.js';
import type { ActionPlanTemplateDef } from './index.js';

// Relationship with peers, relationship with the manager and feedback.
export const RELATIONSHIP_TEMPLATES: readonly ActionPlanTemplateDef[] = [
  {
    id: 'peer-collaboration-rituals',
    metric: 'peersRelationship',
    title: t('Team rituals that build collaboration', 'Rituais de equipe que fortalecem a colaboração', 'Rituales de equipo que fortalecen la colaboración'),
    description: t(
      'Create regular moments in which the team plans together, unblocks one another and shares wins, so that collaboration stops depending on chance.',
      'Criar momentos regulares em que a equipe planeja junto, destrava o trabalho uns dos outros e compartilha conquistas, para que a colaboração deixe de depender do acaso.',
      'Crear momentos regulares en los que el equipo planifique en conjunto, se destrabe mutuamente y comparta logros, para que la colaboración deje de depender del azar.',
    ),
    tasks: [
      t(
        'Hold a 15-minute weekly check-in where each person shares their priorities and where they need help.',
        'Fazer um check-in semanal de 15 minutos em que cada pessoa compartilha suas prioridades e onde precisa de ajuda.',
        'Hacer un check-in semanal de 15 minutos en el que cada persona comparta sus prioridades y en qué necesita ayuda.',
      ),
      t(
        'Pair people from different specialties on at least one deliverable this cycle.',
        'Formar duplas de pessoas de especialidades diferentes em pelo menos uma entrega neste ciclo.',
        'Armar duplas de personas de distintas especialidades en al menos una entrega de este ciclo.',
      ),
      t(
        'Write a team working agreement (response times, channels, meeting etiquette) and publish it.',
        'Escrever um acordo de convivência da equipe (prazos de resposta, canais, regras das reuniões) e publicá-lo.',
        'Redactar un acuerdo de trabajo del equipo (tiempos de respuesta, canales, pautas para las reuniones) y publicarlo.',
      ),
      t(
        'Close each month with a short retrospective on what helped and what got in the way of working together.',
        'Fechar cada mês com uma retrospectiva curta sobre o que ajudou e o que atrapalhou o trabalho em conjunto.',
        'Cerrar cada mes con una retrospectiva breve sobre qué ayudó y qué dificultó el trabajo en conjunto.',
      ),
    ],
  },
  {
    id: 'peer-support-network',
    metric: 'peersRelationship',
    title: t('Buddy programme and peer support network', 'Programa de padrinhos e rede de apoio entre colegas', 'Programa de padrinos y red de apoyo entre pares'),
    description: t(
      'Give every newcomer and every person changing roles a peer buddy, and make asking colleagues for help a normal, visible habit.',
      'Garantir um padrinho ou madrinha para cada pessoa nova ou que muda de função, e tornar o pedido de ajuda aos colegas um hábito normal e visível.',
      'Asignar un padrino o madrina a cada persona nueva o que cambia de rol, y hacer que pedir ayuda a los compañeros sea un hábito normal y visible.',
    ),
    tasks: [
      t(
        'Assign a buddy to every new hire for their first 90 days, with a short checklist of what to cover.',
        'Designar um padrinho para cada nova contratação nos primeiros 90 dias, com um checklist curto do que abordar.',
        'Asignar un padrino a cada ingreso durante sus primeros 90 días, con una lista breve de temas a cubrir.',
      ),
      t(
        'Open a team help channel and encourage people to ask questions there instead of in private messages.',
        'Abrir um canal de ajuda da equipe e incentivar as pessoas a tirar dúvidas ali, em vez de em mensagens privadas.',
        'Abrir un canal de ayuda del equipo y alentar a que las consultas se hagan ahí en lugar de por mensaje privado.',
      ),
      t(
        'Thank, in team meetings, the people who helped a colleague get unblocked.',
        'Agradecer, nas reuniões de equipe, as pessoas que ajudaram um colega a destravar uma tarefa.',
        'Agradecer en las reuniones de equipo a quienes ayudaron a un compañero a destrabar una tarea.',
      ),
      t(
        'Build a skills map every quarter so that everyone knows whom to ask about what.',
        'Montar um mapa de habilidades a cada trimestre para que todos saibam a quem recorrer em cada assunto.',
        'Armar un mapa de habilidades cada trimestre para que todos sepan a quién recurrir para cada tema.',
      ),
    ],
  },
  {
    id: 'manager-one-on-ones',
    metric: 'managerRelationship',
    title: t('Regular one-on-ones with every team member', 'One-on-ones regulares com cada pessoa da equipe', 'Reuniones uno a uno regulares con cada integrante'),
    description: t(
      'Build trust through a predictable, protected conversation between the manager and each person, centred on them rather than on status updates.',
      'Construir confiança com uma conversa previsível e protegida entre a liderança e cada pessoa, centrada nela e não em atualizações de status.',
      'Construir confianza con una conversación previsible y protegida entre el líder y cada persona, centrada en ella y no en reportes de avance.',
    ),
    tasks: [
      t(
        'Schedule a recurring 30-minute one-on-one every two weeks with each direct report.',
        'Agendar um one-on-one recorrente de 30 minutos a cada duas semanas com cada liderado.',
        'Agendar un uno a uno recurrente de 30 minutos cada dos semanas con cada colaborador directo.',
      ),
      t(
        'Use a shared agenda that the team member fills in first: wins, blockers, development and wellbeing.',
        'Usar uma pauta compartilhada que a própria pessoa preenche primeiro: conquistas, bloqueios, desenvolvimento e bem-estar.',
        'Usar una agenda compartida que la persona completa primero: logros, bloqueos, desarrollo y bienestar.',
      ),
      t(
        'Avoid cancelling: if a meeting has to move, reschedule it within the same week.',
        'Evitar cancelamentos: se a conversa precisar mudar, remarcá-la na mesma semana.',
        'Evitar cancelaciones: si la reunión tiene que moverse, reprogramarla dentro de la misma semana.',
      ),
      t(
        'Write down the agreed follow-ups and start the next conversation by reviewing them.',
        'Registrar os combinados e começar a conversa seguinte revisando-os.',
        'Anotar los acuerdos y empezar la conversación siguiente revisándolos.',
      ),
    ],
  },
  {
    id: 'manager-communication-cadence',
    metric: 'managerRelationship',
    title: t('Clear, consistent communication from the manager', 'Comunicação clara e constante da liderança', 'Comunicación clara y constante del líder'),
    description: t(
      'Make sure the team hears about priorities, decisions and changes from their manager first, together with the reasons behind them.',
      'Garantir que a equipe saiba das prioridades, decisões e mudanças primeiro pela própria liderança, junto com os motivos por trás delas.',
      'Asegurar que el equipo se entere de las prioridades, decisiones y cambios primero por su líder, junto con los motivos detrás de ellos.',
    ),
    tasks: [
      t(
        'Send a short weekly note with priorities, decisions taken and what is coming next.',
        'Enviar um recado semanal curto com prioridades, decisões tomadas e próximos passos.',
        'Enviar una nota semanal breve con las prioridades, las decisiones tomadas y lo que viene.',
      ),
      t(
        'Explain the reason behind every significant change before it takes effect.',
        'Explicar o motivo de cada mudança relevante antes que ela entre em vigor.',
        'Explicar el motivo de cada cambio importante antes de que entre en vigencia.',
      ),
      t(
        'Hold a monthly open Q&A session where any question can be asked, anonymously if preferred.',
        'Realizar uma sessão mensal de perguntas abertas, em que qualquer pergunta pode ser feita, inclusive de forma anônima.',
        'Hacer una sesión mensual de preguntas abiertas en la que se pueda preguntar cualquier cosa, incluso de forma anónima.',
      ),
      t(
        'Ask the team every quarter what information they are missing and adjust the format.',
        'Perguntar à equipe, a cada trimestre, que informações estão faltando e ajustar o formato.',
        'Preguntarle al equipo cada trimestre qué información le falta y ajustar el formato.',
      ),
    ],
  },
  {
    id: 'feedback-routine',
    metric: 'feedback',
    title: t('A continuous feedback routine', 'Uma rotina de feedback contínuo', 'Una rutina de feedback continuo'),
    description: t(
      'Move feedback out of the annual review and into everyday work, through simple, frequent and specific conversations.',
      'Tirar o feedback da avaliação anual e levá-lo para o dia a dia, com conversas simples, frequentes e específicas.',
      'Sacar el feedback de la evaluación anual y llevarlo al día a día, con conversaciones simples, frecuentes y concretas.',
    ),
    tasks: [
      t(
        'Train managers and the team in a simple feedback model: situation, behaviour, impact.',
        'Capacitar lideranças e equipe em um modelo simples de feedback: situação, comportamento e impacto.',
        'Capacitar a líderes y equipo en un modelo simple de feedback: situación, comportamiento e impacto.',
      ),
      t(
        'Aim for at least one piece of developmental feedback per person per month.',
        'Ter como meta pelo menos um feedback de desenvolvimento por pessoa por mês.',
        'Fijar como meta al menos un feedback de desarrollo por persona por mes.',
      ),
      t(
        'Add the question “what should I start, stop and continue doing?” to one-on-ones, in both directions.',
        'Incluir nos one-on-ones a pergunta “o que devo começar, parar e continuar fazendo?”, nos dois sentidos.',
        'Sumar a los uno a uno la pregunta “¿qué debería empezar, dejar y seguir haciendo?”, en ambos sentidos.',
      ),
      t(
        'Close every project with a short round of peer feedback.',
        'Encerrar cada projeto com uma rodada curta de feedback entre colegas.',
        'Cerrar cada proyecto con una ronda breve de feedback entre pares.',
      ),
    ],
  },
  {
    id: 'feedback-speak-up-channels',
    metric: 'feedback',
    title: t('Safe channels for people to speak up', 'Canais seguros para as pessoas se expressarem', 'Canales seguros para que las personas opinen'),
    description: t(
      'Make it easy and safe for people to share opinions, concerns and suggestions, and show them that speaking up leads to action.',
      'Tornar fácil e seguro compartilhar opiniões, preocupações e sugestões, e mostrar que se manifestar gera ação.',
      'Hacer que compartir opiniones, inquietudes y sugerencias sea fácil y seguro, y mostrar que opinar lleva a la acción.',
    ),
    tasks: [
      t(
        'Promote the anonymous opinions channel in team meetings and explain how anonymity is protected.',
        'Divulgar o canal de opiniões anônimas nas reuniões de equipe e explicar como o anonimato é protegido.',
        'Difundir el canal de opiniones anónimas en las reuniones de equipo y explicar cómo se protege el anonimato.',
      ),
      t(
        'Reply to every opinion within five working days, even when the answer is no.',
        'Responder a cada opinião em até cinco dias úteis, mesmo quando a resposta for não.',
        'Responder cada opinión en un plazo de cinco días hábiles, aunque la respuesta sea que no.',
      ),
      t(
        'Share a monthly “you said, we did” summary with the team.',
        'Compartilhar com a equipe um resumo mensal de “vocês falaram, nós fizemos”.',
        'Compartir con el equipo un resumen mensual de “ustedes dijeron, nosotros hicimos”.',
      ),
      t(
        'Have leaders ask for feedback on their own behaviour in team meetings and thank people for it.',
        'Fazer com que as lideranças peçam feedback sobre o próprio comportamento nas reuniões e agradeçam por ele.',
        'Que los líderes pidan feedback sobre su propio comportamiento en las reuniones de equipo y lo agradezcan.',
      ),
    ],
  },
];
