import { t } from '../survey-library/helpers.js';
import type { RecommendationDef } from './index.js';

// Personal growth and the smart pillars diversity and innovation culture.
export const GROWTH_AND_INCLUSION_RECOMMENDATIONS: readonly RecommendationDef[] = [
  {
    id: 'growth-career-conversations',
    metrics: ['personalGrowth', 'ambassadorship'],
    title: t('Hold regular career conversations', 'Tenha conversas de carreira regulares', 'Tené conversaciones de carrera regulares'),
    what: t(
      'People who see a future for themselves at the company stay and grow. A career conversation, separate from the performance review, helps each person clarify what they want and the next steps to get there.',
      'Quem enxerga um futuro para si na empresa fica e cresce. Uma conversa de carreira, separada da avaliação de desempenho, ajuda cada pessoa a esclarecer o que quer e os próximos passos para chegar lá.',
      'Quien ve un futuro para sí en la empresa se queda y crece. Una conversación de carrera, separada de la evaluación de desempeño, ayuda a cada persona a aclarar qué quiere y cuáles son los próximos pasos para lograrlo.',
    ),
    how: [
      t(
        'Schedule a career conversation with each person at least twice a year.',
        'Agende uma conversa de carreira com cada pessoa pelo menos duas vezes por ano.',
        'Agendá una conversación de carrera con cada persona al menos dos veces por año.',
      ),
      t(
        'Ask about their long-term aspirations, their strengths and what they want to learn.',
        'Pergunte sobre as aspirações de longo prazo, os pontos fortes e o que a pessoa quer aprender.',
        'Preguntá por sus aspiraciones a largo plazo, sus fortalezas y lo que quiere aprender.',
      ),
      t(
        'Agree two or three development goals for the next six months.',
        'Combinem duas ou três metas de desenvolvimento para os próximos seis meses.',
        'Acuerden dos o tres metas de desarrollo para los próximos seis meses.',
      ),
      t(
        'Look for opportunities in the company, such as projects, roles or mentors, that support those goals.',
        'Busque na empresa oportunidades, como projetos, vagas ou mentores, que apoiem essas metas.',
        'Buscá en la empresa oportunidades, como proyectos, puestos o mentores, que apoyen esas metas.',
      ),
    ],
    benefit: t(
      'People who see a future at the company, lower turnover and internal talent ready for new roles.',
      'Pessoas que enxergam futuro na empresa, menor rotatividade e talentos internos prontos para novos desafios.',
      'Personas que ven un futuro en la empresa, menor rotación y talento interno listo para nuevos roles.',
    ),
  },
  {
    id: 'growth-learn-on-the-job',
    metrics: ['personalGrowth'],
    title: t('Make the job a source of learning', 'Faça do trabalho uma fonte de aprendizado', 'Hacé del trabajo una fuente de aprendizaje'),
    what: t(
      'Most learning happens through challenging work and through other people. Courses help, but stretch assignments, mentoring and feedback do most of the work, as the 70-20-10 model suggests.',
      'A maior parte do aprendizado acontece com trabalho desafiador e com outras pessoas. Cursos ajudam, mas projetos desafiadores, mentoria e feedback fazem a maior parte, como sugere o modelo 70-20-10.',
      'La mayor parte del aprendizaje ocurre con trabajo desafiante y con otras personas. Los cursos ayudan, pero los proyectos desafiantes, la mentoría y el feedback hacen la mayor parte, como propone el modelo 70-20-10.',
    ),
    how: [
      t(
        'Give each person at least one stretch assignment per semester, with support.',
        'Dê a cada pessoa pelo menos um projeto desafiador por semestre, com apoio.',
        'Asignale a cada persona al menos un proyecto desafiante por semestre, con acompañamiento.',
      ),
      t(
        'Pair people with mentors inside or outside the team.',
        'Conecte as pessoas a mentores dentro ou fora da equipe.',
        'Conectá a las personas con mentores dentro o fuera del equipo.',
      ),
      t(
        'Set aside regular time for learning and protect it in the calendar.',
        'Reserve um tempo regular para aprendizado e proteja-o na agenda.',
        'Reservá un tiempo regular para aprender y protegelo en la agenda.',
      ),
      t(
        'Ask people to share what they learned with the team.',
        'Peça que as pessoas compartilhem com a equipe o que aprenderam.',
        'Pedí que las personas compartan con el equipo lo que aprendieron.',
      ),
    ],
    benefit: t(
      'Skills that grow faster, a team that learns from itself and more motivated people.',
      'Habilidades que crescem mais rápido, uma equipe que aprende consigo mesma e pessoas mais motivadas.',
      'Habilidades que crecen más rápido, un equipo que aprende de sí mismo y personas más motivadas.',
    ),
  },
  {
    id: 'growth-room-to-decide',
    metrics: ['personalGrowth', 'psychosocialRisks'],
    title: t('Give people room to decide', 'Dê espaço para as pessoas decidirem', 'Dales a las personas margen para decidir'),
    what: t(
      'Autonomy drives growth and protects against stress. People develop judgement when they can decide how to do their work within clear goals, while feeling controlled is a well-known source of strain.',
      'A autonomia impulsiona o crescimento e protege contra o estresse. As pessoas desenvolvem o próprio julgamento quando podem decidir como fazer o trabalho dentro de metas claras, enquanto se sentir controlado é uma fonte conhecida de desgaste.',
      'La autonomía impulsa el crecimiento y protege contra el estrés. Las personas desarrollan su criterio cuando pueden decidir cómo hacer su trabajo dentro de metas claras, mientras que sentirse controlado es una fuente conocida de desgaste.',
    ),
    how: [
      t(
        'Agree on the expected result and the limits, then let the person decide how to get there.',
        'Combine o resultado esperado e os limites, e deixe a pessoa decidir como chegar lá.',
        'Acordá el resultado esperado y los límites, y dejá que la persona decida cómo llegar.',
      ),
      t(
        'Delegate decisions, not just tasks, gradually widening their scope.',
        'Delegue decisões, não apenas tarefas, ampliando o alcance aos poucos.',
        'Delegá decisiones, no solo tareas, ampliando su alcance de a poco.',
      ),
      t(
        'Resist correcting every detail: review results, not methods.',
        'Resista à vontade de corrigir cada detalhe: avalie resultados, não métodos.',
        'Resistí las ganas de corregir cada detalle: evaluá resultados, no métodos.',
      ),
      t('Treat mistakes as opportunities to learn.', 'Trate os erros como oportunidades de aprendizado.', 'Tomá los errores como oportunidades de aprendizaje.'),
    ],
    benefit: t(
      'People who grow in confidence and judgement, managers with more time and less stress from feeling controlled.',
      'Pessoas que ganham confiança e discernimento, lideranças com mais tempo e menos estresse por se sentir controlado.',
      'Personas que ganan confianza y criterio, líderes con más tiempo y menos estrés por sentirse controlado.',
    ),
  },
  {
    id: 'diversity-inclusive-meetings',
    metrics: ['diversity'],
    title: t('Run inclusive meetings', 'Conduza reuniões inclusivas', 'Conducí reuniones inclusivas'),
    what: t(
      'In many meetings the same few voices dominate. Simple facilitation practices make sure everyone can contribute, whatever their style, seniority or background.',
      'Em muitas reuniões, as mesmas poucas vozes dominam. Práticas simples de facilitação garantem que todos possam contribuir, qualquer que seja o estilo, a senioridade ou a origem.',
      'En muchas reuniones dominan siempre las mismas pocas voces. Algunas prácticas simples de facilitación aseguran que todos puedan aportar, más allá de su estilo, su antigüedad o su origen.',
    ),
    how: [
      t(
        'Share the agenda in advance so people can prepare.',
        'Envie a pauta com antecedência para que as pessoas possam se preparar.',
        'Compartí la agenda con anticipación para que las personas puedan prepararse.',
      ),
      t(
        'Go round the table for opinions, starting with the quieter or less senior people.',
        'Faça uma rodada de opiniões, começando pelas pessoas mais quietas ou menos seniores.',
        'Hacé una ronda de opiniones, empezando por las personas más calladas o con menos antigüedad.',
      ),
      t(
        'Stop interruptions and credit ideas to their authors.',
        'Não deixe que interrompam quem está falando e dê crédito a quem teve a ideia.',
        'Cortá las interrupciones y reconocé a quien tuvo la idea.',
      ),
      t(
        'Combine discussion with written input, for example in a shared document.',
        'Combine a discussão com contribuições por escrito, por exemplo em um documento compartilhado.',
        'Combiná la discusión con aportes por escrito, por ejemplo en un documento compartido.',
      ),
    ],
    benefit: t(
      'Better decisions thanks to more perspectives, and people who feel their voice counts.',
      'Decisões melhores graças a mais perspectivas, e pessoas que sentem que sua voz conta.',
      'Mejores decisiones gracias a más perspectivas, y personas que sienten que su voz cuenta.',
    ),
  },
  {
    id: 'diversity-reduce-bias',
    metrics: ['diversity'],
    title: t('Reduce bias in people decisions', 'Reduza vieses nas decisões sobre pessoas', 'Reducí los sesgos en las decisiones sobre personas'),
    what: t(
      'Unconscious bias affects hiring, evaluations and promotions. Structured processes and data reduce its effect and create equal opportunities.',
      'Vieses inconscientes afetam contratações, avaliações e promoções. Processos estruturados e dados reduzem esse efeito e criam oportunidades iguais.',
      'Los sesgos inconscientes afectan las contrataciones, las evaluaciones y las promociones. Los procesos estructurados y los datos reducen ese efecto y generan igualdad de oportunidades.',
    ),
    how: [
      t(
        'Use structured interviews, with the same questions and scoring criteria for every candidate.',
        'Use entrevistas estruturadas, com as mesmas perguntas e critérios de avaliação para todos os candidatos.',
        'Usá entrevistas estructuradas, con las mismas preguntas y criterios de evaluación para todos los candidatos.',
      ),
      t(
        'Aim for diverse shortlists and diverse interview panels.',
        'Busque listas finais e bancas de entrevista diversas.',
        'Buscá ternas y paneles de entrevista diversos.',
      ),
      t(
        'Review ratings and promotions by gender, age, race and other groups to find gaps.',
        'Analise avaliações e promoções por gênero, idade, raça e outros grupos para encontrar diferenças.',
        'Analizá las evaluaciones y las promociones por género, edad, etnia y otros grupos para encontrar brechas.',
      ),
      t(
        'Train leaders on unconscious bias and how to counter it.',
        'Capacite as lideranças sobre vieses inconscientes e como combatê-los.',
        'Capacitá a los líderes sobre sesgos inconscientes y cómo contrarrestarlos.',
      ),
    ],
    benefit: t(
      'Fairer decisions, a more diverse team and a reputation as an inclusive employer.',
      'Decisões mais justas, uma equipe mais diversa e reputação de empregador inclusivo.',
      'Decisiones más justas, un equipo más diverso y una reputación de empleador inclusivo.',
    ),
  },
  {
    id: 'innovation-answer-every-idea',
    metrics: ['innovationCulture'],
    title: t('Welcome and answer every idea', 'Acolha e responda a cada ideia', 'Recibí y respondé cada idea'),
    what: t(
      'Ideas dry up when people feel they vanish into a void. A simple routine for collecting, answering and testing ideas shows that innovation is expected from everyone.',
      'As ideias secam quando as pessoas sentem que elas somem no vazio. Uma rotina simples para coletar, responder e testar ideias mostra que a inovação é esperada de todos.',
      'Las ideas se agotan cuando las personas sienten que caen en un pozo sin fondo. Una rutina simple para recoger, responder y probar ideas muestra que se espera innovación de todos.',
    ),
    how: [
      t(
        'Create one channel for ideas with a simple format: problem, idea, expected benefit.',
        'Crie um único canal de ideias com um formato simples: problema, ideia e benefício esperado.',
        'Creá un único canal de ideas con un formato simple: problema, idea y beneficio esperado.',
      ),
      t(
        'Answer every idea within two weeks, even when it is not selected.',
        'Responda a cada ideia em até duas semanas, mesmo quando ela não for escolhida.',
        'Respondé cada idea dentro de las dos semanas, aunque no resulte elegida.',
      ),
      t(
        'Give the best ideas a small budget and time to be tested.',
        'Dê às melhores ideias uma pequena verba e tempo para serem testadas.',
        'Dales a las mejores ideas un presupuesto chico y tiempo para probarlas.',
      ),
      t('Share the results and credit the authors.', 'Compartilhe os resultados e dê crédito aos autores.', 'Compartí los resultados y reconocé a sus autores.'),
    ],
    benefit: t(
      'More ideas, more improvements put into practice and people who feel they can make a difference.',
      'Mais ideias, mais melhorias colocadas em prática e pessoas que sentem que podem fazer a diferença.',
      'Más ideas, más mejoras llevadas a la práctica y personas que sienten que pueden marcar la diferencia.',
    ),
  },
  {
    id: 'innovation-learn-from-failure',
    metrics: ['innovationCulture', 'psychosocialRisks'],
    title: t('Treat failure as learning', 'Trate o erro como aprendizado', 'Tomá el error como aprendizaje'),
    what: t(
      'People only experiment when it is safe to fail. Reviews without blame and small, reversible experiments make innovation part of everyday work.',
      'As pessoas só experimentam quando errar é seguro. Análises sem busca de culpados e experimentos pequenos e reversíveis tornam a inovação parte do dia a dia.',
      'Las personas solo experimentan cuando equivocarse es seguro. Los análisis sin buscar culpables y los experimentos chicos y reversibles hacen que la innovación sea parte del día a día.',
    ),
    how: [
      t(
        'Encourage small, cheap, reversible experiments that need no lengthy approval.',
        'Incentive experimentos pequenos, baratos e reversíveis, que não dependam de longas aprovações.',
        'Alentá experimentos chicos, baratos y reversibles, que no necesiten largas aprobaciones.',
      ),
      t(
        'Review failed experiments by asking what happened and what was learned, never who is to blame.',
        'Analise os experimentos que falharam perguntando o que aconteceu e o que se aprendeu, nunca quem é o culpado.',
        'Analizá los experimentos que fallaron preguntando qué pasó y qué se aprendió, nunca quién tiene la culpa.',
      ),
      t(
        'Have leaders share their own failure stories too.',
        'Faça com que as lideranças também contem seus próprios erros.',
        'Hacé que los líderes también cuenten sus propios errores.',
      ),
      t(
        'Recognise good experiments, whatever their outcome.',
        'Reconheça os bons experimentos, qualquer que seja o resultado.',
        'Reconocé los buenos experimentos, sea cual sea su resultado.',
      ),
    ],
    benefit: t(
      'Faster learning, more innovation and a team that is not afraid to try.',
      'Aprendizado mais rápido, mais inovação e uma equipe que não tem medo de tentar.',
      'Aprendizaje más rápido, más innovación y un equipo que no tiene miedo de probar.',
    ),
  },
];
