import type { Language } from '../server/db/types.js';

// The questions a person may pick for password recovery without e-mail.
export const SECRET_QUESTIONS: { id: string; labels: Record<Language, string> }[] = [
  {
    id: 'first-pet',
    labels: {
      'en-US': 'What was the name of your first pet?',
      'pt-BR': 'Qual era o nome do seu primeiro animal de estimação?',
      'es-AR': '¿Cómo se llamaba tu primera mascota?',
    },
  },
  { id: 'birth-city', labels: { 'en-US': 'In which city were you born?', 'pt-BR': 'Em que cidade você nasceu?', 'es-AR': '¿En qué ciudad naciste?' } },
  {
    id: 'first-school',
    labels: { 'en-US': 'What was the name of your first school?', 'pt-BR': 'Qual era o nome da sua primeira escola?', 'es-AR': '¿Cómo se llamaba tu primera escuela?' },
  },
  {
    id: 'childhood-friend',
    labels: {
      'en-US': 'What is the name of your best childhood friend?',
      'pt-BR': 'Qual é o nome do seu melhor amigo de infância?',
      'es-AR': '¿Cómo se llama tu mejor amigo de la infancia?',
    },
  },
  {
    id: 'mother-maiden',
    labels: { 'en-US': "What is your mother's maiden name?", 'pt-BR': 'Qual é o nome de solteira da sua mãe?', 'es-AR': '¿Cuál es el apellido de soltera de tu madre?' },
  },
  { id: 'first-job', labels: { 'en-US': 'What was your first job?', 'pt-BR': 'Qual foi o seu primeiro emprego?', 'es-AR': '¿Cuál fue tu primer trabajo?' } },
];
