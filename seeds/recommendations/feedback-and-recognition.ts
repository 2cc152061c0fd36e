import { t } from '../survey-library/helpers.js';
import type { RecommendationDef } from './index.js';

// Feedback and recognition.
export const FEEDBACK_AND_RECOGNITION_RECOMMENDATIONS: readonly RecommendationDef[] = [
  {
    id: 'feedback-situation-behaviour-impact',
    metrics: ['feedback'],
    title: t('Give specific, useful feedback', 'Dê feedbacks específicos e úteis', 'Brindá feedback concreto y útil'),
    what: t(
      'Feedback only helps when it is specific, timely and about behaviour rather than personality. The Situation–Behaviour–Impact model gives managers and peers a simple structure for both positive and developmental feedback.',
      'O feedback só ajuda quando é específico, feito na hora certa e fala de comportamento, não de personalidade. O modelo Situação–Comportamento–Impacto dá a líderes e colegas uma estrutura simples tanto para o feedback positivo quanto para o de desenvolvimento.',
      'El feedback solo sirve cuando es concreto, oportuno y habla de comportamientos, no de la personalidad. El modelo Situación–Comportamiento–Impacto les da a líderes y compañeros una estructura simple tanto para el feedback positivo como para el de desarrollo.',
    ),
    how: [
      t('Describe the situation: when and where it happened.', 'Descreva a situação: quando e onde aconteceu.', 'Describí la situación: cuándo y dónde ocurrió.'),
      t(
        'Describe the behaviour you observed, without judging intentions or personality.',
        'Descreva o comportamento observado, sem julgar intenções ou personalidade.',
        'Describí el comportamiento que observaste, sin juzgar intenciones ni personalidad.',
      ),
      t(
        'Explain the impact it had on you, the team or the customer.',
        'Explique o impacto que ele teve em você, na equipe ou no cliente.',
        'Explicá el impacto que tuvo en vos, en el equipo o en el cliente.',
      ),
      t(
        'For developmental feedback, ask for the person’s view and agree together on what to try next.',
        'No feedback de desenvolvimento, pergunte a visão da pessoa e combinem juntos o que tentar da próxima vez.',
        'En el feedback de desarrollo, preguntale a la persona cómo lo ve y acuerden juntos qué probar la próxima vez.',
      ),
      t(
        'Give it within a few days of the event, and in private when it is developmental.',
        'Dê o feedback poucos dias depois do fato, e em particular quando for de desenvolvimento.',
        'Dalo pocos días después del hecho, y en privado cuando sea de desarrollo.',
      ),
    ],
    benefit: t(
      'Feedback that people understand and act on, less defensiveness and faster improvement.',
      'Feedbacks que as pessoas entendem e colocam em prática, menos defensividade e melhoria mais rápida.',
      'Un feedback que las personas entienden y ponen en práctica, menos actitud defensiva y una mejora más rápida.',
    ),
  },
  {
    id: 'feedback-leaders-ask-for-it',
    metrics: ['feedback', 'managerRelationship'],
    title: t('Ask for feedback on yourself', 'Peça feedback sobre você', 'Pedí feedback sobre vos'),
    what: t(
      'Teams give more feedback when their leaders visibly ask for it, take it well and act on it. A manager who asks “what should I do differently?” shows that feedback is safe and normal in every direction.',
      'As equipes dão mais feedback quando suas lideranças pedem abertamente, recebem bem e agem a partir dele. Um líder que pergunta “o que eu deveria fazer diferente?” mostra que o feedback é seguro e normal em todas as direções.',
      'Los equipos dan más feedback cuando sus líderes lo piden abiertamente, lo reciben bien y actúan en consecuencia. Un líder que pregunta “¿qué debería hacer distinto?” muestra que el feedback es seguro y normal en todas las direcciones.',
    ),
    how: [
      t(
        'Ask your team one specific question each month, such as “What could I do to make our meetings more useful?”.',
        'Faça à equipe uma pergunta específica por mês, como “O que eu poderia fazer para tornar nossas reuniões mais úteis?”.',
        'Hacele al equipo una pregunta concreta por mes, como “¿Qué podría hacer para que nuestras reuniones sean más útiles?”.',
      ),
      t(
        'Thank people for their feedback without justifying yourself, even when you disagree.',
        'Agradeça o feedback sem se justificar, mesmo quando discordar.',
        'Agradecé el feedback sin justificarte, aunque no estés de acuerdo.',
      ),
      t(
        'Tell the team what you will change as a result, and follow through.',
        'Conte à equipe o que você vai mudar a partir disso e cumpra.',
        'Contale al equipo qué vas a cambiar a partir de eso, y cumplilo.',
      ),
      t(
        'Offer an anonymous option, such as the opinions channel, for those who do not yet feel comfortable.',
        'Ofereça uma opção anônima, como o canal de opiniões, para quem ainda não se sente à vontade.',
        'Ofrecé una opción anónima, como el canal de opiniones, para quienes todavía no se sienten cómodos.',
      ),
    ],
    benefit: t(
      'A culture in which feedback flows in every direction, and managers who learn what is really happening in their team.',
      'Uma cultura em que o feedback circula em todas as direções e lideranças que sabem o que realmente acontece na equipe.',
      'Una cultura en la que el feedback circula en todas las direcciones y líderes que saben lo que realmente pasa en su equipo.',
    ),
  },
  {
    id: 'feedback-close-the-loop',
    metrics: ['feedback'],
    title: t('Close the loop on what people say', 'Dê retorno ao que as pessoas dizem', 'Respondé a lo que dicen las personas'),
    what: t(
      'People stop giving their opinion when they see nothing happen. Closing the loop, even when the answer is no, is what turns a survey or a suggestion channel into a real conversation.',
      'As pessoas param de opinar quando veem que nada acontece. Dar retorno, mesmo quando a resposta é não, é o que transforma uma pesquisa ou um canal de sugestões em uma conversa de verdade.',
      'Las personas dejan de opinar cuando ven que no pasa nada. Dar respuesta, aunque sea que no, es lo que convierte una encuesta o un canal de sugerencias en una conversación real.',
    ),
    how: [
      t(
        'Reply to every opinion or suggestion, ideally within five working days.',
        'Responda a cada opinião ou sugestão, de preferência em até cinco dias úteis.',
        'Respondé cada opinión o sugerencia, idealmente dentro de los cinco días hábiles.',
      ),
      t(
        'After each survey cycle, share the main results with the team and choose one or two topics to work on together.',
        'Depois de cada ciclo da pesquisa, compartilhe os principais resultados com a equipe e escolham juntos um ou dois temas para trabalhar.',
        'Después de cada ciclo de la encuesta, compartí los resultados principales con el equipo y elijan juntos uno o dos temas para trabajar.',
      ),
      t(
        'Publish a short “you said, we did” update every month.',
        'Publique todo mês um resumo curto de “vocês falaram, nós fizemos”.',
        'Publicá todos los meses un resumen breve de “ustedes dijeron, nosotros hicimos”.',
      ),
      t(
        'When you cannot act on something, explain why.',
        'Quando não for possível agir sobre algo, explique o motivo.',
        'Cuando no se pueda hacer algo, explicá por qué.',
      ),
    ],
    benefit: t(
      'More participation in surveys and channels, more honest opinions and more trust that speaking up is worth it.',
      'Mais participação nas pesquisas e nos canais, opiniões mais sinceras e mais confiança de que vale a pena se manifestar.',
      'Más participación en las encuestas y los canales, opiniones más sinceras y más confianza en que vale la pena hablar.',
    ),
  },
  {
    id: 'recognition-specific-and-timely',
    metrics: ['recognition'],
    title: t('Recognise specifically and on time', 'Reconheça na hora e com detalhes', 'Reconocé a tiempo y con detalle'),
    what: t(
      'Recognition has the greatest effect when it comes soon after the action and says exactly what was valued and why. A generic “good job” at the end of the year is quickly forgotten.',
      'O reconhecimento tem mais efeito quando vem logo depois da ação e diz exatamente o que foi valorizado e por quê. Um “bom trabalho” genérico no fim do ano é esquecido rapidamente.',
      'El reconocimiento tiene más efecto cuando llega poco después de la acción y dice exactamente qué se valoró y por qué. Un “buen trabajo” genérico a fin de año se olvida enseguida.',
    ),
    how: [
      t(
        'Recognise within the same week, while the contribution is still fresh.',
        'Reconheça na mesma semana, enquanto a contribuição ainda está fresca.',
        'Reconocé en la misma semana, mientras el aporte todavía está fresco.',
      ),
      t(
        'Name the concrete action and its impact: “your analysis let us solve the client’s problem in one day”.',
        'Cite a ação concreta e o impacto dela: “sua análise nos permitiu resolver o problema do cliente em um dia”.',
        'Nombrá la acción concreta y su impacto: “tu análisis nos permitió resolver el problema del cliente en un día”.',
      ),
      t(
        'Recognise effort and behaviour, not only final results.',
        'Reconheça esforço e comportamento, não só resultados finais.',
        'Reconocé el esfuerzo y los comportamientos, no solo los resultados finales.',
      ),
      t(
        'Ask each person how they prefer to be recognised: in public, in private or in writing.',
        'Pergunte a cada pessoa como ela prefere ser reconhecida: em público, em particular ou por escrito.',
        'Preguntale a cada persona cómo prefiere que la reconozcan: en público, en privado o por escrito.',
      ),
    ],
    benefit: t(
      'People who feel their work is noticed, repeat the behaviours that matter and are more engaged.',
      'Pessoas que sentem que seu trabalho é notado, repetem os comportamentos que importam e ficam mais engajadas.',
      'Personas que sienten que su trabajo se nota, repiten los comportamientos que importan y están más comprometidas.',
    ),
  },
  {
    id: 'recognition-peer-to-peer',
    metrics: ['recognition', 'peersRelationship'],
    title: t('Encourage peer-to-peer recognition', 'Incentive o reconhecimento entre colegas', 'Fomentá el reconocimiento entre pares'),
    what: t(
      'Managers only see part of what people do. Recognition between peers captures the everyday help and collaboration that would otherwise go unnoticed, and makes appreciation part of the culture rather than a management task.',
      'A liderança só enxerga parte do que as pessoas fazem. O reconhecimento entre colegas capta a ajuda e a colaboração do dia a dia que passariam despercebidas e torna a valorização parte da cultura, e não só uma tarefa da gestão.',
      'Los líderes solo ven una parte de lo que hacen las personas. El reconocimiento entre pares capta la ayuda y la colaboración cotidianas que pasarían desapercibidas, y hace que valorar sea parte de la cultura y no solo una tarea de la jefatura.',
    ),
    how: [
      t(
        'Create a public channel or board where anyone can thank a colleague, saying what they did.',
        'Crie um canal ou mural público em que qualquer pessoa possa agradecer a um colega, dizendo o que ele fez.',
        'Creá un canal o una cartelera pública donde cualquiera pueda agradecerle a un compañero, diciendo qué hizo.',
      ),
      t(
        'Reserve five minutes of team meetings for people to recognise one another.',
        'Reserve cinco minutos das reuniões de equipe para que as pessoas se reconheçam.',
        'Reservá cinco minutos de las reuniones de equipo para que las personas se reconozcan entre sí.',
      ),
      t(
        'Lead by example, recognising peers from other teams too.',
        'Dê o exemplo, reconhecendo também colegas de outras equipes.',
        'Predicá con el ejemplo: reconocé también a compañeros de otros equipos.',
      ),
      t(
        'Look at the month’s recognitions to find contributions and people who are not being seen.',
        'Olhe os reconhecimentos do mês para encontrar contribuições e pessoas que não estão sendo vistas.',
        'Mirá los reconocimientos del mes para encontrar aportes y personas que no están siendo vistos.',
      ),
    ],
    benefit: t(
      'A warmer climate, stronger bonds between colleagues and recognition that reaches more people.',
      'Um clima mais acolhedor, vínculos mais fortes entre colegas e reconhecimento que chega a mais gente.',
      'Un clima más cálido, vínculos más fuertes entre compañeros y un reconocimiento que llega a más personas.',
    ),
  },
  {
    id: 'recognition-fair-and-transparent',
    metrics: ['recognition', 'satisfaction'],
    title: t('Make recognition fair and transparent', 'Torne o reconhecimento justo e transparente', 'Hacé que el reconocimiento sea justo y transparente'),
    what: t(
      'Recognition that always seems to go to the same people, or to follow unclear criteria, does more harm than none at all. Fairness depends on clear criteria and on checking who is actually being recognised.',
      'Um reconhecimento que parece ir sempre para as mesmas pessoas, ou seguir critérios pouco claros, faz mais mal do que nenhum. A justiça depende de critérios claros e de conferir quem de fato está sendo reconhecido.',
      'Un reconocimiento que parece ir siempre a las mismas personas, o seguir criterios poco claros, hace más daño que no tenerlo. La equidad depende de criterios claros y de revisar a quién se está reconociendo de verdad.',
    ),
    how: [
      t(
        'Publish the criteria for awards, bonuses and promotions, and explain them to the team.',
        'Publique os critérios de prêmios, bônus e promoções e explique-os à equipe.',
        'Publicá los criterios de premios, bonos y promociones, y explicáselos al equipo.',
      ),
      t(
        'Review who was recognised in the last six months by area, role, gender and location.',
        'Revise quem foi reconhecido nos últimos seis meses por área, cargo, gênero e localidade.',
        'Revisá a quién se reconoció en los últimos seis meses por área, puesto, género y ubicación.',
      ),
      t(
        'Involve more than one person in decisions on awards and promotions.',
        'Envolva mais de uma pessoa nas decisões sobre prêmios e promoções.',
        'Involucrá a más de una persona en las decisiones sobre premios y promociones.',
      ),
      t(
        'Explain individually to those not chosen what they would need to do next time.',
        'Explique individualmente a quem não foi escolhido o que precisaria fazer da próxima vez.',
        'Explicale individualmente a quien no fue elegido qué necesitaría hacer la próxima vez.',
      ),
    ],
    benefit: t(
      'More trust in how recognition is given and fewer feelings of injustice or favouritism.',
      'Mais confiança na forma como o reconhecimento é dado e menos sensação de injustiça ou favoritismo.',
      'Más confianza en cómo se otorga el reconocimiento y menos sensación de injusticia o favoritismo.',
    ),
  },
];
