import { t } from '../survey-library/helpers.js';
import type { RecommendationDef } from './index.js';

// Ambassadorship and happiness.
export const ENGAGEMENT_RECOMMENDATIONS: readonly RecommendationDef[] = [
  {
    id: 'ambassadorship-share-impact',
    metrics: ['ambassadorship'],
    title: t('Show the impact of the work', 'Mostre o impacto do trabalho', 'Mostrá el impacto del trabajo'),
    what: t(
      'People are proud to recommend a company when they see the difference it makes. Real stories about customers, results and achievements turn abstract numbers into reasons to be proud.',
      'As pessoas têm orgulho de recomendar uma empresa quando enxergam a diferença que ela faz. Histórias reais de clientes, resultados e conquistas transformam números abstratos em motivos de orgulho.',
      'Las personas recomiendan con orgullo una empresa cuando ven la diferencia que genera. Las historias reales de clientes, resultados y logros convierten números abstractos en motivos de orgullo.',
    ),
    how: [
      t(
        'Collect one story a month about a customer helped or a problem solved, with the people involved.',
        'Reúna uma história por mês de um cliente ajudado ou de um problema resolvido, com as pessoas envolvidas.',
        'Juntá una historia por mes de un cliente al que se ayudó o de un problema resuelto, con las personas involucradas.',
      ),
      t(
        'Invite customers or users to tell the team how the product or service affects their lives.',
        'Convide clientes ou usuários para contar à equipe como o produto ou serviço afeta a vida deles.',
        'Invitá a clientes o usuarios a contarle al equipo cómo el producto o servicio impacta en su vida.',
      ),
      t(
        'Share achievements in company meetings and internal channels, naming the people behind them.',
        'Compartilhe as conquistas nas reuniões gerais e nos canais internos, citando as pessoas por trás delas.',
        'Compartí los logros en las reuniones generales y en los canales internos, nombrando a las personas detrás de ellos.',
      ),
      t(
        'Encourage people who want to share the stories they are proud of on their own networks.',
        'Incentive quem quiser a compartilhar nas próprias redes as histórias das quais se orgulha.',
        'Alentá a quienes quieran a compartir en sus propias redes las historias de las que están orgullosos.',
      ),
    ],
    benefit: t(
      'More pride in belonging, more referrals of candidates and customers and a stronger employer brand.',
      'Mais orgulho de pertencer, mais indicações de candidatos e clientes e uma marca empregadora mais forte.',
      'Más orgullo de pertenecer, más referidos de candidatos y clientes y una marca empleadora más fuerte.',
    ),
  },
  {
    id: 'ambassadorship-stay-interviews',
    metrics: ['ambassadorship', 'personalGrowth'],
    title: t('Ask people why they stay', 'Pergunte por que as pessoas ficam', 'Preguntá por qué las personas se quedan'),
    what: t(
      'Stay interviews are short conversations to understand what keeps each person at the company and what could make them leave. Unlike exit interviews, they reveal retention risks while there is still time to act.',
      'Entrevistas de permanência são conversas curtas para entender o que mantém cada pessoa na empresa e o que poderia fazê-la sair. Ao contrário das entrevistas de desligamento, elas revelam riscos de saída enquanto ainda há tempo para agir.',
      'Las entrevistas de permanencia son conversaciones breves para entender qué retiene a cada persona en la empresa y qué podría hacer que se vaya. A diferencia de las entrevistas de salida, muestran los riesgos de rotación cuando todavía hay tiempo para actuar.',
    ),
    how: [
      t(
        'Hold a 30-minute conversation with each team member, separate from performance reviews.',
        'Tenha uma conversa de 30 minutos com cada pessoa da equipe, separada da avaliação de desempenho.',
        'Tené una conversación de 30 minutos con cada integrante del equipo, separada de la evaluación de desempeño.',
      ),
      t(
        'Ask: What do you look forward to at work? What would make you think of leaving? What would you change?',
        'Pergunte: o que te anima no trabalho? O que faria você pensar em sair? O que você mudaria?',
        'Preguntá: ¿qué es lo que más te motiva del trabajo? ¿Qué te haría pensar en irte? ¿Qué cambiarías?',
      ),
      t(
        'Listen without defending yourself or promising anything on the spot, and take notes.',
        'Escute sem se defender nem prometer nada na hora, e anote.',
        'Escuchá sin defenderte ni prometer nada en el momento, y tomá nota.',
      ),
      t(
        'Agree one concrete action with each person and follow up within a month.',
        'Combine uma ação concreta com cada pessoa e acompanhe em até um mês.',
        'Acordá una acción concreta con cada persona y hacé el seguimiento dentro del mes.',
      ),
    ],
    benefit: t(
      'Less unwanted turnover, people who feel valued and early warning of problems in the team.',
      'Menos rotatividade indesejada, pessoas que se sentem valorizadas e alerta antecipado de problemas na equipe.',
      'Menos rotación no deseada, personas que se sienten valoradas y alertas tempranas de problemas en el equipo.',
    ),
  },
  {
    id: 'ambassadorship-act-on-detractors',
    metrics: ['ambassadorship'],
    title: t('Act on what detractors say', 'Aja sobre o que dizem os detratores', 'Actuá sobre lo que dicen los detractores'),
    what: t(
      'Detractors, the people who would not recommend the company as a place to work, usually point to concrete issues. Understanding and addressing them is the most direct way to raise the eNPS.',
      'Os detratores, pessoas que não recomendariam a empresa como lugar para trabalhar, costumam apontar problemas concretos. Entendê-los e tratá-los é o caminho mais direto para elevar o eNPS.',
      'Los detractores, las personas que no recomendarían la empresa como lugar para trabajar, suelen señalar problemas concretos. Entenderlos y abordarlos es el camino más directo para subir el eNPS.',
    ),
    how: [
      t(
        'Read the comments that came with low eNPS answers and group them by theme.',
        'Leia os comentários que acompanharam as notas baixas de eNPS e agrupe-os por tema.',
        'Leé los comentarios que acompañaron las respuestas bajas de eNPS y agrupalos por tema.',
      ),
      t(
        'Discuss the two most frequent themes openly with the team, without trying to identify anyone.',
        'Converse abertamente com a equipe sobre os dois temas mais frequentes, sem tentar identificar ninguém.',
        'Conversá abiertamente con el equipo sobre los dos temas más frecuentes, sin intentar identificar a nadie.',
      ),
      t(
        'Agree a visible action for each theme, with an owner and a date.',
        'Combine uma ação visível para cada tema, com responsável e prazo.',
        'Acordá una acción visible para cada tema, con responsable y fecha.',
      ),
      t('Report on progress in the next survey cycle.', 'Apresente o andamento no próximo ciclo da pesquisa.', 'Contá cómo avanzó en el próximo ciclo de la encuesta.'),
    ],
    benefit: t(
      'Fewer detractors, more trust that feedback leads to change and a higher eNPS.',
      'Menos detratores, mais confiança de que a opinião gera mudança e um eNPS mais alto.',
      'Menos detractores, más confianza en que opinar genera cambios y un eNPS más alto.',
    ),
  },
  {
    id: 'happiness-celebrate-wins',
    metrics: ['happiness', 'recognition'],
    title: t('Celebrate wins, big and small', 'Celebre as conquistas, grandes e pequenas', 'Celebrá los logros, grandes y chicos'),
    what: t(
      'Pausing to celebrate progress lifts the mood and the sense of achievement. Teams that only move from one deadline to the next lose energy, even when they succeed.',
      'Parar para celebrar o progresso melhora o humor e a sensação de realização. Equipes que só pulam de um prazo para o outro perdem energia, mesmo quando têm sucesso.',
      'Frenar para celebrar el avance mejora el ánimo y la sensación de logro. Los equipos que solo pasan de un plazo al siguiente pierden energía, aun cuando les va bien.',
    ),
    how: [
      t(
        'End each week or sprint by listing what the team achieved.',
        'Feche cada semana ou sprint listando o que a equipe conquistou.',
        'Cerrá cada semana o sprint repasando lo que logró el equipo.',
      ),
      t(
        'Mark milestones, launches and anniversaries with a simple gesture that includes everyone.',
        'Marque marcos, lançamentos e aniversários de empresa com um gesto simples que inclua todos.',
        'Marcá los hitos, lanzamientos y aniversarios en la empresa con un gesto simple que incluya a todos.',
      ),
      t(
        'Celebrate what was learned from things that did not work out, too.',
        'Celebre também o que foi aprendido com o que não deu certo.',
        'Celebrá también lo que se aprendió de lo que no salió bien.',
      ),
      t('Let the team choose how to celebrate.', 'Deixe a equipe escolher como celebrar.', 'Dejá que el equipo elija cómo celebrar.'),
    ],
    benefit: t(
      'A better mood, a stronger sense of progress and more energy for the next challenge.',
      'Melhor humor, mais sensação de progresso e mais energia para o próximo desafio.',
      'Mejor ánimo, más sensación de avance y más energía para el próximo desafío.',
    ),
  },
  {
    id: 'happiness-meaningful-work',
    metrics: ['happiness', 'alignment'],
    title: t('Connect daily work with its meaning', 'Conecte o dia a dia ao propósito', 'Conectá el día a día con su propósito'),
    what: t(
      'People enjoy their work more when they see why it matters. Explaining the purpose of each task and who it helps turns routine into contribution.',
      'As pessoas gostam mais do trabalho quando entendem por que ele importa. Explicar o propósito de cada tarefa e quem ela ajuda transforma rotina em contribuição.',
      'Las personas disfrutan más su trabajo cuando entienden por qué importa. Explicar el propósito de cada tarea y a quién ayuda convierte la rutina en un aporte.',
    ),
    how: [
      t(
        'When you hand out work, explain who benefits from it and why it matters now.',
        'Ao passar uma tarefa, explique quem se beneficia dela e por que ela importa agora.',
        'Cuando asignes una tarea, explicá a quién beneficia y por qué importa ahora.',
      ),
      t(
        'Pass on feedback from customers and other teams to the people who did the work.',
        'Repasse os retornos de clientes e de outras equipes para as pessoas que fizeram o trabalho.',
        'Transmitiles los comentarios de clientes y de otros equipos a las personas que hicieron el trabajo.',
      ),
      t(
        'Ask each person which parts of their job they find most meaningful and try to give them more of it.',
        'Pergunte a cada pessoa quais partes do trabalho têm mais sentido para ela e tente dar mais disso.',
        'Preguntale a cada persona qué partes de su trabajo le resultan más significativas y tratá de darle más de eso.',
      ),
      t(
        'Review the tasks nobody sees the point of and drop those that no longer make sense.',
        'Revise as tarefas cujo sentido ninguém enxerga e abandone as que não fazem mais sentido.',
        'Revisá las tareas a las que nadie les ve sentido y dejá de lado las que ya no tienen razón de ser.',
      ),
    ],
    benefit: t(
      'More motivation and enjoyment at work, and less of the feeling of doing pointless tasks.',
      'Mais motivação e prazer no trabalho, e menos sensação de fazer tarefas sem sentido.',
      'Más motivación y disfrute del trabajo, y menos sensación de hacer tareas sin sentido.',
    ),
  },
  {
    id: 'happiness-belonging-rituals',
    metrics: ['happiness', 'peersRelationship'],
    title: t('Create rituals of belonging', 'Crie rituais de pertencimento', 'Creá rituales de pertenencia'),
    what: t(
      'Belonging grows from small, repeated moments of connection. Simple team rituals make people feel part of the group, new and remote colleagues included.',
      'O pertencimento cresce com pequenos momentos de conexão que se repetem. Rituais simples de equipe fazem as pessoas se sentirem parte do grupo, inclusive quem acabou de chegar e quem está remoto.',
      'La pertenencia crece con pequeños momentos de conexión que se repiten. Los rituales simples de equipo hacen que las personas se sientan parte del grupo, incluidos quienes recién llegan y quienes trabajan a distancia.',
    ),
    how: [
      t(
        'Start meetings with a short informal round: the highlight of the week or how everyone is arriving.',
        'Comece as reuniões com uma rodada informal curta: o destaque da semana ou como cada um está chegando.',
        'Empezá las reuniones con una ronda informal breve: lo mejor de la semana o cómo llega cada uno.',
      ),
      t(
        'Welcome newcomers with an introduction to the team and a buddy.',
        'Receba quem chega com uma apresentação à equipe e um padrinho ou madrinha.',
        'Recibí a quienes llegan con una presentación al equipo y un padrino o madrina.',
      ),
      t(
        'Hold a team moment each month during working hours, in a format everyone can join.',
        'Promova um momento da equipe todo mês no horário de trabalho, em um formato de que todos possam participar.',
        'Organizá un momento de equipo cada mes en horario laboral, en un formato en el que todos puedan participar.',
      ),
      t(
        'Ask the team which rituals they enjoy and drop those that feel forced.',
        'Pergunte à equipe quais rituais ela curte e abandone os que parecem forçados.',
        'Preguntale al equipo qué rituales disfruta y dejá los que se sienten forzados.',
      ),
    ],
    benefit: t(
      'People who feel part of the team, a better everyday mood and stronger bonds between colleagues.',
      'Pessoas que se sentem parte da equipe, um clima melhor no dia a dia e vínculos mais fortes entre colegas.',
      'Personas que se sienten parte del equipo, un mejor clima en el día a día y vínculos más fuertes entre compañeros.',
    ),
  },
];
