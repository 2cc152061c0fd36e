import { t } from '../survey-library/helpers.js';
import type { ActionPlanTemplateDef } from './index.js';

// The smart pillars diversity and innovation culture.
export const INCLUSION_AND_INNOVATION_TEMPLATES: readonly ActionPlanTemplateDef[] = [
  {
    id: 'diversity-inclusive-hiring',
    metric: 'diversity',
    title: t('Inclusive hiring and promotion', 'Contratação e promoção inclusivas', 'Contratación y promoción inclusivas'),
    description: t(
      'Remove the hidden barriers that keep under-represented people from joining and moving up.',
      'Remover as barreiras invisíveis que impedem pessoas de grupos sub-representados de entrar e crescer na empresa.',
      'Eliminar las barreras invisibles que les impiden a las personas de grupos subrepresentados ingresar y crecer en la empresa.',
    ),
    tasks: [
      t(
        'Write job ads in inclusive language, listing only the truly essential requirements.',
        'Escrever anúncios de vaga com linguagem inclusiva, listando apenas os requisitos de fato essenciais.',
        'Redactar los avisos de búsqueda con lenguaje inclusivo y solo los requisitos realmente indispensables.',
      ),
      t(
        'Use diverse shortlists and structured interviews with the same questions for every candidate.',
        'Usar listas finais diversas e entrevistas estruturadas, com as mesmas perguntas para todos os candidatos.',
        'Usar ternas diversas y entrevistas estructuradas, con las mismas preguntas para todos los candidatos.',
      ),
      t(
        'Train interviewers and leaders on unconscious bias.',
        'Capacitar entrevistadores e lideranças sobre vieses inconscientes.',
        'Capacitar a entrevistadores y líderes sobre sesgos inconscientes.',
      ),
      t(
        'Track representation at each stage of hiring and promotion and act on the gaps.',
        'Acompanhar a representatividade em cada etapa de contratação e promoção e agir sobre as diferenças.',
        'Seguir la representatividad en cada etapa de contratación y promoción y actuar sobre las brechas.',
      ),
    ],
  },
  {
    id: 'diversity-everyday-inclusion',
    metric: 'diversity',
    title: t('Everyday inclusion practices', 'Práticas de inclusão no dia a dia', 'Prácticas de inclusión en el día a día'),
    description: t(
      'Make sure everyone can take part, be heard and be themselves in the team’s daily routines.',
      'Garantir que todos possam participar, ser ouvidos e ser quem são na rotina da equipe.',
      'Asegurar que todos puedan participar, ser escuchados y ser quienes son en la rutina del equipo.',
    ),
    tasks: [
      t(
        'Agree meeting practices that give everyone a voice, such as rotating the facilitator and a round of opinions.',
        'Combinar práticas de reunião que deem voz a todos, como rodízio de facilitação e rodada de opiniões.',
        'Acordar prácticas de reunión que les den voz a todos, como rotar quién facilita y hacer una ronda de opiniones.',
      ),
      t(
        'Support affinity groups and give them regular access to leadership.',
        'Apoiar grupos de afinidade e dar a eles acesso regular à liderança.',
        'Apoyar a los grupos de afinidad y darles acceso regular a la dirección.',
      ),
      t(
        'Review policies on schedules, leave and accessibility for barriers nobody noticed.',
        'Revisar as políticas de horários, licenças e acessibilidade em busca de barreiras que ninguém percebeu.',
        'Revisar las políticas de horarios, licencias y accesibilidad en busca de barreras que nadie había notado.',
      ),
      t(
        'Provide a confidential channel to report exclusion or discrimination, and handle every report.',
        'Oferecer um canal confidencial para relatar exclusão ou discriminação e tratar cada relato.',
        'Ofrecer un canal confidencial para denunciar exclusión o discriminación y dar curso a cada denuncia.',
      ),
    ],
  },
  {
    id: 'innovation-idea-pipeline',
    metric: 'innovationCulture',
    title: t('An idea pipeline that leads somewhere', 'Um funil de ideias que gera resultado', 'Un circuito de ideas que llega a algún lado'),
    description: t(
      'Collect people’s ideas in a simple way, answer every one and give the best ones the time and budget to be tested.',
      'Coletar as ideias das pessoas de forma simples, responder a cada uma e dar às melhores tempo e verba para serem testadas.',
      'Recoger las ideas de las personas de forma simple, responder cada una y darles a las mejores tiempo y presupuesto para probarlas.',
    ),
    tasks: [
      t(
        'Open a channel for ideas with a short template: problem, idea, expected benefit.',
        'Abrir um canal de ideias com um modelo curto: problema, ideia e benefício esperado.',
        'Abrir un canal de ideas con una plantilla breve: problema, idea y beneficio esperado.',
      ),
      t(
        'Review the ideas monthly with a small committee and reply to every author.',
        'Avaliar as ideias todo mês com um pequeno comitê e dar retorno a cada autor.',
        'Evaluar las ideas todos los meses con un comité reducido y responderle a cada autor.',
      ),
      t(
        'Give the selected ideas time and a small budget for a pilot.',
        'Dar às ideias selecionadas tempo e uma pequena verba para um piloto.',
        'Darles a las ideas elegidas tiempo y un presupuesto chico para una prueba piloto.',
      ),
      t(
        'Share the results and lessons of each pilot with the whole company.',
        'Compartilhar com toda a empresa os resultados e aprendizados de cada piloto.',
        'Compartir con toda la empresa los resultados y aprendizajes de cada piloto.',
      ),
    ],
  },
  {
    id: 'innovation-safe-experiments',
    metric: 'innovationCulture',
    title: t('Room for safe experiments', 'Espaço para experimentar com segurança', 'Espacio para experimentar con seguridad'),
    description: t(
      'Make small experiments easy to start and failures safe to talk about, so the team learns faster.',
      'Tornar fácil começar pequenos experimentos e seguro falar dos fracassos, para que a equipe aprenda mais rápido.',
      'Hacer que sea fácil empezar experimentos chicos y seguro hablar de los fracasos, para que el equipo aprenda más rápido.',
    ),
    tasks: [
      t(
        'Reserve a share of the team’s time, such as one day a month, for improvement experiments.',
        'Reservar parte do tempo da equipe, por exemplo um dia por mês, para experimentos de melhoria.',
        'Reservar parte del tiempo del equipo, por ejemplo un día por mes, para experimentos de mejora.',
      ),
      t(
        'Review failed experiments without looking for culprits, focusing on what was learned.',
        'Analisar os experimentos que não deram certo sem buscar culpados, com foco no que foi aprendido.',
        'Analizar los experimentos que no funcionaron sin buscar culpables, con foco en lo aprendido.',
      ),
      t(
        'Celebrate the best lesson learned from a failure every quarter.',
        'Celebrar a cada trimestre o melhor aprendizado vindo de um erro.',
        'Celebrar cada trimestre el mejor aprendizaje que dejó un error.',
      ),
      t(
        'Cut the approval steps for small, reversible experiments.',
        'Reduzir as etapas de aprovação para experimentos pequenos e reversíveis.',
        'Reducir los pasos de aprobación para experimentos chicos y reversibles.',
      ),
    ],
  },
];
