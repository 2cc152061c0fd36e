import { t } from '../survey-library/helpers.js';
import type { RecommendationDef } from './index.js';

// Psychosocial risks: what the Brazilian NR-1 asks a company to manage in its occupational risk
// programme, read from the manager's side (safety to speak up, harassment, systematic management).
export const PSYCHOSOCIAL_RISKS_RECOMMENDATIONS: readonly RecommendationDef[] = [
  {
    id: 'psychosocial-psychological-safety',
    metrics: ['psychosocialRisks', 'feedback'],
    title: t('Build psychological safety', 'Construa segurança psicológica', 'Construí seguridad psicológica'),
    what: t(
      'Psychological safety is the shared belief that it is safe to speak up, ask questions and admit mistakes. Its absence is a psychosocial risk: fear causes stress and hides problems until they blow up.',
      'Segurança psicológica é a crença compartilhada de que é seguro se manifestar, fazer perguntas e admitir erros. A falta dela é um risco psicossocial: o medo gera estresse e esconde os problemas até que eles estourem.',
      'La seguridad psicológica es la creencia compartida de que es seguro opinar, hacer preguntas y admitir errores. Su ausencia es un riesgo psicosocial: el miedo genera estrés y esconde los problemas hasta que estallan.',
    ),
    how: [
      t(
        'Frame the work as a learning problem: say openly that you need everyone’s input.',
        'Apresente o trabalho como um desafio de aprendizado: diga abertamente que precisa da contribuição de todos.',
        'Planteá el trabajo como un desafío de aprendizaje: decí abiertamente que necesitás el aporte de todos.',
      ),
      t(
        'Admit your own mistakes and doubts in front of the team.',
        'Admita seus próprios erros e dúvidas na frente da equipe.',
        'Admití tus propios errores y dudas delante del equipo.',
      ),
      t(
        'Respond to bad news and questions with thanks and curiosity, never with blame.',
        'Responda a más notícias e perguntas com agradecimento e curiosidade, nunca procurando culpados.',
        'Respondé a las malas noticias y a las preguntas con agradecimiento y curiosidad, nunca buscando culpables.',
      ),
      t(
        'Ask quieter people for their opinion and protect those who disagree.',
        'Peça a opinião das pessoas mais quietas e proteja quem discorda.',
        'Pedile su opinión a las personas más calladas y protegé a quienes disienten.',
      ),
      t(
        'Follow it in the survey and discuss the results with the team.',
        'Acompanhe o tema pela pesquisa e discuta os resultados com a equipe.',
        'Seguí el tema en la encuesta y conversá los resultados con el equipo.',
      ),
    ],
    benefit: t(
      'Problems raised earlier, less stress and fear, and teams that learn and perform better.',
      'Problemas levantados mais cedo, menos estresse e medo, e equipes que aprendem e entregam mais.',
      'Problemas que aparecen antes, menos estrés y miedo, y equipos que aprenden y rinden más.',
    ),
  },
  {
    id: 'psychosocial-prevent-harassment',
    metrics: ['psychosocialRisks'],
    title: t('Prevent and deal with harassment', 'Previna e trate o assédio', 'Prevení y abordá el acoso'),
    what: t(
      'Moral and sexual harassment are among the most serious psychosocial risks. Preventing them takes clear rules, a reporting channel people trust, fair investigation and consistent consequences.',
      'O assédio moral e o sexual estão entre os riscos psicossociais mais graves. Preveni-los exige regras claras, um canal de denúncias confiável, apuração justa e consequências coerentes.',
      'El acoso laboral y el sexual están entre los riesgos psicosociales más graves. Prevenirlos requiere reglas claras, un canal de denuncias confiable, una investigación justa y consecuencias coherentes.',
    ),
    how: [
      t(
        'Publish a code of conduct with clear definitions and examples of harassment.',
        'Publique um código de conduta com definições claras e exemplos de assédio.',
        'Publicá un código de conducta con definiciones claras y ejemplos de acoso.',
      ),
      t(
        'Provide a confidential channel with the option of anonymity, and protect the people who report from retaliation.',
        'Ofereça um canal confidencial, com opção de anonimato, e proteja quem denuncia contra retaliações.',
        'Ofrecé un canal confidencial, con opción de anonimato, y protegé a quien denuncia contra represalias.',
      ),
      t(
        'Investigate every report promptly and impartially, and tell the person who reported the outcome.',
        'Apure cada denúncia com rapidez e imparcialidade e informe o resultado a quem denunciou.',
        'Investigá cada denuncia con rapidez e imparcialidad, e informale el resultado a quien la hizo.',
      ),
      t(
        'Train everyone, and leaders in particular, at least once a year.',
        'Capacite todas as pessoas, em especial as lideranças, pelo menos uma vez por ano.',
        'Capacitá a todo el personal, y en especial a los líderes, al menos una vez por año.',
      ),
    ],
    benefit: t(
      'A respectful and safe workplace, people who feel protected and compliance with legal obligations.',
      'Um ambiente respeitoso e seguro, pessoas que se sentem protegidas e cumprimento das obrigações legais.',
      'Un entorno respetuoso y seguro, personas que se sienten protegidas y cumplimiento de las obligaciones legales.',
    ),
  },
  {
    id: 'psychosocial-risk-management',
    metrics: ['psychosocialRisks', 'burnoutRisk'],
    title: t('Manage psychosocial risks systematically', 'Gerencie os riscos psicossociais com método', 'Gestioná los riesgos psicosociales con método'),
    what: t(
      'Psychosocial risks such as excessive demands, little control, poor support and conflict have to be managed like any other occupational risk: identified, assessed, acted on and monitored. In Brazil, NR-1 requires them in the risk management programme (PGR).',
      'Riscos psicossociais como excesso de demandas, pouco controle sobre o trabalho, falta de apoio e conflitos precisam ser geridos como qualquer outro risco ocupacional: identificados, avaliados, tratados e monitorados. A NR-1 exige que eles façam parte do Gerenciamento de Riscos Ocupacionais e do PGR.',
      'Los riesgos psicosociales, como el exceso de exigencias, el poco control sobre el trabajo, la falta de apoyo y los conflictos, tienen que gestionarse como cualquier otro riesgo laboral: identificarse, evaluarse, abordarse y monitorearse.',
    ),
    how: [
      t(
        'Use survey results, absences and complaints to identify the risk factors in each area.',
        'Use os resultados da pesquisa, os afastamentos e as denúncias para identificar os fatores de risco de cada área.',
        'Usá los resultados de la encuesta, las ausencias y las denuncias para identificar los factores de riesgo de cada área.',
      ),
      t(
        'Assess the likelihood and severity of each risk together with occupational health and safety.',
        'Avalie a probabilidade e a severidade de cada risco junto com a equipe de saúde e segurança do trabalho.',
        'Evaluá la probabilidad y la gravedad de cada riesgo junto con higiene y seguridad y medicina laboral.',
      ),
      t(
        'Choose measures that act on the causes (organisation of work, workload, leadership), not only on individuals.',
        'Defina medidas que atuem nas causas (organização do trabalho, carga, liderança), e não só nos indivíduos.',
        'Definí medidas que actúen sobre las causas (organización del trabajo, carga, liderazgo), y no solo sobre las personas.',
      ),
      t(
        'Record the risks and measures in the risk management programme, with owners and dates.',
        'Registre os riscos e as medidas no inventário e no plano de ação do PGR, com responsáveis e prazos.',
        'Registrá los riesgos y las medidas en el programa de gestión de riesgos, con responsables y plazos.',
      ),
      t(
        'Monitor the indicators and review the assessment at least once a year.',
        'Monitore os indicadores e revise a avaliação pelo menos uma vez por ano.',
        'Monitoreá los indicadores y revisá la evaluación al menos una vez por año.',
      ),
    ],
    benefit: t(
      'Healthier working conditions, fewer absences and documented compliance with occupational health rules.',
      'Condições de trabalho mais saudáveis, menos afastamentos e conformidade documentada com as normas de saúde e segurança.',
      'Condiciones de trabajo más saludables, menos ausencias y cumplimiento documentado de las normas de salud y seguridad laboral.',
    ),
  },
];
