import { t } from '../survey-library/helpers.js';
import type { RecommendationDef } from './index.js';

// Wellness and burnout risk.
export const WELLBEING_RECOMMENDATIONS: readonly RecommendationDef[] = [
  {
    id: 'wellness-respect-working-hours',
    metrics: ['wellness'],
    title: t('Respect working hours', 'Respeite o horário de trabalho', 'Respetá el horario laboral'),
    what: t(
      'Work that spills into evenings, weekends and holidays wears down balance and health. Leaders set the tone: if they send messages at midnight, the team believes it has to answer.',
      'Trabalho que invade noites, fins de semana e férias desgasta o equilíbrio e a saúde. A liderança dá o tom: se ela manda mensagens à meia-noite, a equipe entende que precisa responder.',
      'El trabajo que invade noches, fines de semana y vacaciones desgasta el equilibrio y la salud. Los líderes marcan el tono: si mandan mensajes a medianoche, el equipo entiende que tiene que responder.',
    ),
    how: [
      t(
        'Agree team norms for messages outside working hours and put them in writing.',
        'Combine com a equipe regras para mensagens fora do expediente e registre-as por escrito.',
        'Acordá con el equipo pautas para los mensajes fuera de horario y dejalas por escrito.',
      ),
      t(
        'Schedule your messages to arrive during working hours.',
        'Programe suas mensagens para chegarem no horário de trabalho.',
        'Programá tus mensajes para que lleguen en horario laboral.',
      ),
      t(
        'Make sure everyone takes their holidays, with cover planned in advance.',
        'Garanta que todos tirem férias, com a cobertura planejada com antecedência.',
        'Asegurate de que todos se tomen vacaciones, con los reemplazos planificados con anticipación.',
      ),
      t(
        'Avoid meetings at the very start or end of the day, and protect lunch breaks.',
        'Evite reuniões logo no começo ou no fim do dia e proteja o horário de almoço.',
        'Evitá las reuniones a primera o a última hora y protegé el horario de almuerzo.',
      ),
    ],
    benefit: t(
      'Better balance between work and personal life, more rest and better focus during working hours.',
      'Mais equilíbrio entre vida pessoal e trabalho, mais descanso e mais foco durante o expediente.',
      'Más equilibrio entre la vida personal y el trabajo, más descanso y más foco durante la jornada.',
    ),
  },
  {
    id: 'wellness-mental-health-support',
    metrics: ['wellness', 'psychosocialRisks'],
    title: t('Make mental health support easy to reach', 'Facilite o acesso ao apoio em saúde mental', 'Facilitá el acceso al apoyo en salud mental'),
    what: t(
      'Many people struggle in silence because they do not know what help exists or fear being judged. Talking openly about mental health and making support easy to reach are central to prevention.',
      'Muitas pessoas sofrem em silêncio porque não sabem que ajuda existe ou têm medo de ser julgadas. Falar abertamente sobre saúde mental e facilitar o acesso ao apoio são centrais para a prevenção.',
      'Muchas personas la pasan mal en silencio porque no saben qué ayuda existe o temen que las juzguen. Hablar abiertamente de salud mental y facilitar el acceso al apoyo son claves para la prevención.',
    ),
    how: [
      t(
        'Remind people regularly of the support available, such as psychological care or an assistance programme, and how to use it confidentially.',
        'Lembre regularmente as pessoas do apoio disponível, como atendimento psicológico ou programa de assistência, e de como usá-lo com sigilo.',
        'Recordales regularmente a las personas el apoyo disponible, como atención psicológica o un programa de asistencia, y cómo usarlo de forma confidencial.',
      ),
      t(
        'Train leaders to recognise signs of distress and to start a caring conversation.',
        'Capacite as lideranças para reconhecer sinais de sofrimento e iniciar uma conversa acolhedora.',
        'Capacitá a los líderes para reconocer señales de malestar y empezar una conversación con empatía.',
      ),
      t(
        'Invite a professional to talk about stress, anxiety and sleep.',
        'Convide um profissional para falar sobre estresse, ansiedade e sono.',
        'Invitá a un profesional a hablar sobre estrés, ansiedad y sueño.',
      ),
      t(
        'With consent, share stories that make asking for help feel normal.',
        'Com consentimento, compartilhe histórias que ajudem a tornar normal pedir ajuda.',
        'Con consentimiento, compartí historias que ayuden a que pedir ayuda sea algo normal.',
      ),
    ],
    benefit: t(
      'Earlier help for those who need it, less stigma and fewer absences for mental health reasons.',
      'Ajuda mais cedo para quem precisa, menos estigma e menos afastamentos por saúde mental.',
      'Ayuda más temprana para quien la necesita, menos estigma y menos licencias por salud mental.',
    ),
  },
  {
    id: 'wellness-healthy-habits',
    metrics: ['wellness'],
    title: t('Support healthy habits at work', 'Incentive hábitos saudáveis no trabalho', 'Fomentá hábitos saludables en el trabajo'),
    what: t(
      'Physical wellbeing depends on the environment: ergonomics, breaks, movement and food. Small changes in how work is organised make the healthy choice the easy one.',
      'O bem-estar físico depende do ambiente: ergonomia, pausas, movimento e alimentação. Pequenas mudanças na organização do trabalho tornam a escolha saudável a mais fácil.',
      'El bienestar físico depende del entorno: ergonomía, pausas, movimiento y alimentación. Pequeños cambios en la organización del trabajo hacen que la opción saludable sea la más fácil.',
    ),
    how: [
      t(
        'Check the ergonomics of workstations, at the office and at home.',
        'Avalie a ergonomia dos postos de trabalho, no escritório e em casa.',
        'Evaluá la ergonomía de los puestos de trabajo, en la oficina y en casa.',
      ),
      t('Encourage short breaks and walking meetings.', 'Incentive pausas curtas e reuniões caminhando.', 'Alentá las pausas cortas y las reuniones caminando.'),
      t(
        'Offer or promote options for physical activity, such as gym partnerships.',
        'Ofereça ou divulgue opções de atividade física, como parcerias com academias.',
        'Ofrecé o difundí opciones de actividad física, como convenios con gimnasios.',
      ),
      t(
        'Make water and healthy food easy to find at the workplace.',
        'Deixe água e alimentação saudável fáceis de encontrar no local de trabalho.',
        'Hacé que el agua y la comida saludable sean fáciles de conseguir en el lugar de trabajo.',
      ),
    ],
    benefit: t(
      'More energy, fewer health complaints and fewer absences.',
      'Mais energia, menos queixas de saúde e menos faltas.',
      'Más energía, menos problemas de salud y menos ausencias.',
    ),
  },
  {
    id: 'burnout-sustainable-workload',
    metrics: ['burnoutRisk', 'wellness'],
    title: t('Keep the workload sustainable', 'Mantenha a carga de trabalho sustentável', 'Mantené una carga de trabajo sostenible'),
    what: t(
      'Chronic overload is the main cause of burnout. Managing workload means knowing what each person is carrying, prioritising firmly and saying no to work that does not fit.',
      'A sobrecarga crônica é a principal causa do burnout. Gerir a carga de trabalho significa saber o que cada pessoa está carregando, priorizar com firmeza e dizer não ao que não cabe.',
      'La sobrecarga crónica es la principal causa del burnout. Gestionar la carga de trabajo significa saber qué lleva cada persona, priorizar con firmeza y decir que no a lo que no entra.',
    ),
    how: [
      t(
        'Review what each person is working on and how many hours they are putting in.',
        'Revise no que cada pessoa está trabalhando e quantas horas ela tem dedicado.',
        'Revisá en qué está trabajando cada persona y cuántas horas le está dedicando.',
      ),
      t(
        'Rank the team’s work by priority and stop or postpone what does not fit in the time available.',
        'Ordene o trabalho da equipe por prioridade e pare ou adie o que não cabe no tempo disponível.',
        'Ordená el trabajo del equipo por prioridad y frená o postergá lo que no entra en el tiempo disponible.',
      ),
      t(
        'Agree what gets dropped when a new urgent request comes in.',
        'Combine o que sai da fila quando chega uma nova demanda urgente.',
        'Acordá qué se deja de lado cuando llega un nuevo pedido urgente.',
      ),
      t(
        'Talk about workload in every one-on-one, not only when someone complains.',
        'Fale sobre carga de trabalho em todo one-on-one, e não só quando alguém reclama.',
        'Hablá de la carga de trabajo en cada uno a uno, y no solo cuando alguien se queja.',
      ),
      t(
        'Escalate structural overload with data and ask for resources.',
        'Leve a sobrecarga estrutural adiante com dados e peça recursos.',
        'Escalá la sobrecarga estructural con datos y pedí recursos.',
      ),
    ],
    benefit: t(
      'Lower burnout risk, fewer sick leaves and steady performance over time.',
      'Menor risco de burnout, menos afastamentos e desempenho constante ao longo do tempo.',
      'Menor riesgo de burnout, menos licencias por enfermedad y un rendimiento sostenido en el tiempo.',
    ),
  },
  {
    id: 'burnout-right-to-disconnect',
    metrics: ['burnoutRisk'],
    title: t('Guarantee the right to disconnect', 'Garanta o direito à desconexão', 'Garantizá el derecho a la desconexión'),
    what: t(
      'Recovery outside working hours is what keeps stress from turning into exhaustion. Without clear rules, being always connected becomes an unwritten requirement.',
      'A recuperação fora do horário de trabalho é o que impede o estresse de virar esgotamento. Sem regras claras, estar sempre conectado vira uma exigência não escrita.',
      'La recuperación fuera del horario laboral es lo que evita que el estrés se convierta en agotamiento. Sin reglas claras, estar siempre conectado se vuelve una exigencia no escrita.',
    ),
    how: [
      t(
        'Write down the rule: nobody is expected to answer outside working hours, except on defined on-call duty.',
        'Deixe a regra por escrito: ninguém precisa responder fora do expediente, exceto em plantões definidos.',
        'Dejá la regla por escrito: nadie tiene que responder fuera de horario, salvo en las guardias definidas.',
      ),
      t(
        'Turn off work notifications outside working hours and encourage the team to do the same.',
        'Desative as notificações do trabalho fora do expediente e incentive a equipe a fazer o mesmo.',
        'Desactivá las notificaciones del trabajo fuera de horario y alentá al equipo a hacer lo mismo.',
      ),
      t(
        'Give time off in lieu after periods of overtime or on-call.',
        'Conceda folgas compensatórias depois de períodos de hora extra ou plantão.',
        'Otorgá francos compensatorios después de períodos de horas extra o guardias.',
      ),
      t(
        'Track overtime and untaken holidays, and act when they grow.',
        'Acompanhe as horas extras e as férias vencidas e aja quando aumentarem.',
        'Seguí las horas extra y las vacaciones pendientes, y actuá cuando aumenten.',
      ),
    ],
    benefit: t(
      'Better rest and recovery, fewer signs of exhaustion and more energy at work.',
      'Mais descanso e recuperação, menos sinais de esgotamento e mais energia no trabalho.',
      'Más descanso y recuperación, menos señales de agotamiento y más energía en el trabajo.',
    ),
  },
  {
    id: 'burnout-spot-early-signs',
    metrics: ['burnoutRisk', 'managerRelationship'],
    title: t('Spot burnout early', 'Identifique o burnout cedo', 'Detectá el burnout a tiempo'),
    what: t(
      'Burnout builds up over months: fatigue, cynicism, detachment, falling performance. Managers who know the signs and ask can step in before someone falls ill.',
      'O burnout se constrói ao longo de meses: cansaço, cinismo, distanciamento, queda de desempenho. Líderes que conhecem os sinais e perguntam conseguem agir antes que alguém adoeça.',
      'El burnout se construye a lo largo de meses: cansancio, cinismo, distanciamiento, caída del rendimiento. Los líderes que conocen las señales y preguntan pueden intervenir antes de que alguien se enferme.',
    ),
    how: [
      t(
        'Learn the early signs: constant fatigue, irritability, cynicism, isolation, more mistakes than usual.',
        'Conheça os sinais precoces: cansaço constante, irritabilidade, cinismo, isolamento e mais erros que o normal.',
        'Conocé las señales tempranas: cansancio constante, irritabilidad, cinismo, aislamiento y más errores de lo habitual.',
      ),
      t(
        'Ask in one-on-ones how the person is feeling, not only how the work is going.',
        'Pergunte nos one-on-ones como a pessoa está se sentindo, e não só como está o trabalho.',
        'Preguntá en los uno a uno cómo se siente la persona, y no solo cómo va el trabajo.',
      ),
      t(
        'When you notice signs, talk in private, listen without judging and agree on changes to the workload.',
        'Ao notar sinais, converse em particular, escute sem julgar e combine mudanças na carga de trabalho.',
        'Cuando notes señales, hablá en privado, escuchá sin juzgar y acordá cambios en la carga de trabajo.',
      ),
      t(
        'Refer the person to professional help and respect confidentiality.',
        'Encaminhe a pessoa para ajuda profissional e respeite o sigilo.',
        'Derivá a la persona a ayuda profesional y respetá la confidencialidad.',
      ),
    ],
    benefit: t(
      'Problems caught early, fewer long absences and people who feel cared for.',
      'Problemas identificados cedo, menos afastamentos longos e pessoas que se sentem cuidadas.',
      'Problemas detectados a tiempo, menos licencias largas y personas que se sienten cuidadas.',
    ),
  },
];
