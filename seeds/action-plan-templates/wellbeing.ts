import { t } from '../survey-library/helpers.js';
import type { ActionPlanTemplateDef } from './index.js';

// Wellness and burnout risk. The burnout templates deal with the causes (workload, recovery,
// early detection), which is what a psychosocial-risk programme is audited on.
export const WELLBEING_TEMPLATES: readonly ActionPlanTemplateDef[] = [
  {
    id: 'wellness-protect-personal-time',
    metric: 'wellness',
    title: t('Protect personal time', 'Proteger o tempo pessoal', 'Proteger el tiempo personal'),
    description: t(
      'Agree team norms that keep work from spilling into personal life, with leaders setting the example.',
      'Combinar regras de equipe que evitem que o trabalho invada a vida pessoal, com a liderança dando o exemplo.',
      'Acordar normas de equipo que eviten que el trabajo invada la vida personal, con los líderes dando el ejemplo.',
    ),
    tasks: [
      t(
        'Agree norms for messages outside working hours and respect them, starting with the leaders.',
        'Combinar regras para mensagens fora do horário de trabalho e respeitá-las, começando pela liderança.',
        'Acordar pautas para los mensajes fuera del horario laboral y respetarlas, empezando por los líderes.',
      ),
      t(
        'Block meeting-free focus time in everyone’s calendar.',
        'Bloquear na agenda de todos um tempo de foco sem reuniões.',
        'Bloquear en la agenda de todos un tiempo de foco sin reuniones.',
      ),
      t(
        'Make sure everyone takes their holidays, and plan cover in advance.',
        'Garantir que todos tirem férias e planejar a cobertura com antecedência.',
        'Asegurar que todos se tomen vacaciones y planificar los reemplazos con anticipación.',
      ),
      t(
        'Offer flexible hours wherever the role allows it.',
        'Oferecer horários flexíveis sempre que a função permitir.',
        'Ofrecer horarios flexibles siempre que el puesto lo permita.',
      ),
    ],
  },
  {
    id: 'wellness-health-programme',
    metric: 'wellness',
    title: t('Physical and emotional health programme', 'Programa de saúde física e emocional', 'Programa de salud física y emocional'),
    description: t(
      'Make the available health support known and used, and prepare leaders to notice when someone is struggling.',
      'Tornar o apoio à saúde disponível conhecido e usado, e preparar as lideranças para perceber quando alguém não está bem.',
      'Dar a conocer y hacer que se use el apoyo de salud disponible, y preparar a los líderes para notar cuando alguien no está bien.',
    ),
    tasks: [
      t(
        'Publicise the health benefits and support services available, psychological support included.',
        'Divulgar os benefícios de saúde e os serviços de apoio disponíveis, incluindo o apoio psicológico.',
        'Difundir los beneficios de salud y los servicios de apoyo disponibles, incluido el apoyo psicológico.',
      ),
      t(
        'Run short sessions on sleep, stress management, ergonomics and physical activity.',
        'Promover encontros curtos sobre sono, gestão do estresse, ergonomia e atividade física.',
        'Organizar encuentros breves sobre sueño, manejo del estrés, ergonomía y actividad física.',
      ),
      t(
        'Train leaders to recognise signs of distress and to refer people to professional support.',
        'Capacitar as lideranças para reconhecer sinais de sofrimento e encaminhar as pessoas para apoio profissional.',
        'Capacitar a los líderes para reconocer señales de malestar y derivar a las personas a apoyo profesional.',
      ),
      t(
        'Check the ergonomics of workstations, at the office and at home.',
        'Avaliar a ergonomia dos postos de trabalho, no escritório e em casa.',
        'Evaluar la ergonomía de los puestos de trabajo, en la oficina y en casa.',
      ),
    ],
  },
  {
    id: 'burnout-workload-review',
    metric: 'burnoutRisk',
    title: t('Review and rebalance the workload', 'Revisar e equilibrar a carga de trabalho', 'Revisar y equilibrar la carga de trabajo'),
    description: t(
      'Find out who is overloaded and why, then cut, postpone or redistribute work so that the load is sustainable.',
      'Descobrir quem está sobrecarregado e por quê, e então cortar, adiar ou redistribuir o trabalho para que a carga seja sustentável.',
      'Detectar quién está sobrecargado y por qué, y después recortar, postergar o redistribuir el trabajo para que la carga sea sostenible.',
    ),
    tasks: [
      t(
        'Map each person’s ongoing work, deadlines and hours worked over the last month.',
        'Mapear as demandas em andamento, os prazos e as horas trabalhadas por cada pessoa no último mês.',
        'Relevar el trabajo en curso, los plazos y las horas trabajadas de cada persona en el último mes.',
      ),
      t(
        'Identify overloads and redistribute, postpone or cancel lower-priority work.',
        'Identificar as sobrecargas e redistribuir, adiar ou cancelar o que tem menor prioridade.',
        'Identificar las sobrecargas y redistribuir, postergar o cancelar lo de menor prioridad.',
      ),
      t(
        'Agree a limit on work in progress and a clear way to handle new urgent requests.',
        'Combinar um limite de trabalho em andamento e uma regra clara para novas demandas urgentes.',
        'Acordar un límite de trabajo en curso y una regla clara para los nuevos pedidos urgentes.',
      ),
      t(
        'Review the workload every two weeks, in team meetings and in one-on-ones.',
        'Revisar a carga a cada duas semanas, nas reuniões de equipe e nos one-on-ones.',
        'Revisar la carga cada dos semanas, en las reuniones de equipo y en los uno a uno.',
      ),
      t(
        'Plan hiring or temporary support when the overload is structural.',
        'Planejar contratações ou reforço temporário quando a sobrecarga for estrutural.',
        'Planificar incorporaciones o refuerzos temporales cuando la sobrecarga sea estructural.',
      ),
    ],
  },
  {
    id: 'burnout-recovery-and-disconnection',
    metric: 'burnoutRisk',
    title: t('Recovery time and the right to disconnect', 'Tempo de recuperação e direito à desconexão', 'Tiempo de recuperación y derecho a la desconexión'),
    description: t(
      'Guarantee real breaks from work, especially after peaks, so that tiredness does not turn into exhaustion.',
      'Garantir pausas reais do trabalho, principalmente depois de picos, para que o cansaço não vire esgotamento.',
      'Garantizar pausas reales del trabajo, sobre todo después de los picos, para que el cansancio no se convierta en agotamiento.',
    ),
    tasks: [
      t(
        'Adopt a right-to-disconnect rule: no replies expected outside working hours, with on-call exceptions defined.',
        'Adotar uma regra de direito à desconexão: nenhuma resposta esperada fora do horário, com exceções de plantão definidas.',
        'Adoptar una regla de derecho a la desconexión: no se esperan respuestas fuera del horario, con las guardias definidas como excepción.',
      ),
      t(
        'Schedule messages written after hours to be sent during working hours.',
        'Programar as mensagens escritas fora do expediente para serem enviadas no horário de trabalho.',
        'Programar los mensajes escritos fuera de horario para que se envíen en horario laboral.',
      ),
      t(
        'Give time off in lieu after peaks, overtime or on-call shifts.',
        'Conceder folgas compensatórias depois de picos, horas extras ou plantões.',
        'Otorgar francos compensatorios después de picos, horas extra o guardias.',
      ),
      t(
        'Monitor overtime and untaken holidays every month.',
        'Acompanhar todo mês as horas extras e as férias vencidas.',
        'Controlar todos los meses las horas extra y las vacaciones pendientes.',
      ),
    ],
  },
  {
    id: 'burnout-early-signs',
    metric: 'burnoutRisk',
    title: t('Spot and act on early signs of burnout', 'Identificar e agir nos sinais de burnout', 'Detectar y actuar ante señales de burnout'),
    description: t(
      'Prepare leaders to notice exhaustion early and make sure there is a clear, confidential path to help.',
      'Preparar as lideranças para perceber o esgotamento cedo e garantir um caminho claro e confidencial para buscar ajuda.',
      'Preparar a los líderes para notar el agotamiento a tiempo y asegurar un camino claro y confidencial para pedir ayuda.',
    ),
    tasks: [
      t(
        'Train managers to spot early signs: exhaustion, cynicism, falling performance, isolation.',
        'Capacitar as lideranças para identificar sinais precoces: exaustão, cinismo, queda de desempenho e isolamento.',
        'Capacitar a los líderes para detectar señales tempranas: agotamiento, cinismo, caída del rendimiento y aislamiento.',
      ),
      t(
        'Include a question about wellbeing and workload in every one-on-one.',
        'Incluir uma pergunta sobre bem-estar e carga de trabalho em todo one-on-one.',
        'Incluir una pregunta sobre bienestar y carga de trabajo en cada uno a uno.',
      ),
      t(
        'Set up a confidential route to occupational health or psychological support.',
        'Estruturar um caminho confidencial para a saúde ocupacional ou o apoio psicológico.',
        'Establecer un circuito confidencial hacia medicina laboral o apoyo psicológico.',
      ),
      t(
        'Agree a gradual return-to-work plan for anyone coming back from leave for mental health reasons.',
        'Combinar um plano de retorno gradual para quem volta de afastamento por saúde mental.',
        'Acordar un plan de regreso gradual para quien vuelve de una licencia por salud mental.',
      ),
    ],
  },
];
