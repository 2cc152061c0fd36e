import type { Labels, Language } from '../../server/db/types.js';

// Plain content for synthetic companies: names, group names, demographic attributes in the three
// languages and short generic comments. Generic on purpose: nothing here may look like a real person.

export const FIRST_NAMES: Record<Language, readonly string[]> = {
  'en-US': [
    'James',
    'Mary',
    'Robert',
    'Linda',
    'Michael',
    'Emily',
    'David',
    'Sarah',
    'Daniel',
    'Grace',
    'Kevin',
    'Laura',
    'Brian',
    'Megan',
    'Jason',
    'Hannah',
    'Eric',
    'Olivia',
    'Adam',
    'Chloe',
  ],
  'pt-BR': [
    'Ana',
    'Bruno',
    'Carla',
    'Felipe',
    'Juliana',
    'Rafael',
    'Mariana',
    'Lucas',
    'Beatriz',
    'Thiago',
    'Camila',
    'Gustavo',
    'Larissa',
    'Pedro',
    'Fernanda',
    'Mateus',
    'Renata',
    'Vinícius',
    'Patrícia',
    'João',
  ],
  'es-AR': [
    'Martín',
    'Lucía',
    'Diego',
    'Sofía',
    'Santiago',
    'Valentina',
    'Facundo',
    'Camila',
    'Nicolás',
    'Julieta',
    'Matías',
    'Florencia',
    'Agustín',
    'Micaela',
    'Tomás',
    'Paula',
    'Joaquín',
    'Carolina',
    'Gonzalo',
    'Belén',
  ],
};

export const LAST_NAMES: Record<Language, readonly string[]> = {
  'en-US': [
    'Smith',
    'Johnson',
    'Brown',
    'Miller',
    'Davis',
    'Wilson',
    'Taylor',
    'Clark',
    'Lewis',
    'Walker',
    'Hall',
    'Young',
    'King',
    'Wright',
    'Scott',
    'Green',
    'Baker',
    'Adams',
    'Nelson',
    'Hill',
  ],
  'pt-BR': [
    'Silva',
    'Santos',
    'Oliveira',
    'Souza',
    'Lima',
    'Pereira',
    'Costa',
    'Ribeiro',
    'Almeida',
    'Carvalho',
    'Gomes',
    'Martins',
    'Rocha',
    'Barbosa',
    'Mendes',
    'Araújo',
    'Cardoso',
    'Teixeira',
    'Moreira',
    'Lopes',
  ],
  'es-AR': [
    'González',
    'Rodríguez',
    'Fernández',
    'López',
    'Martínez',
    'García',
    'Pérez',
    'Gómez',
    'Sánchez',
    'Romero',
    'Díaz',
    'Álvarez',
    'Torres',
    'Ruiz',
    'Suárez',
    'Benítez',
    'Acosta',
    'Medina',
    'Herrera',
    'Castro',
  ],
};

export const DEPARTMENTS = [
  'Operations',
  'Technology',
  'Sales',
  'Finance',
  'People & Culture',
  'Marketing',
  'Customer Success',
  'Product',
  'Logistics',
  'Legal',
  'Manufacturing',
  'Research',
  'Procurement',
  'Quality',
  'Support',
  'Strategy',
] as const;

export const UNITS = ['Team', 'Squad', 'Unit', 'Cell', 'Desk', 'Hub', 'Crew', 'Lab'] as const;

export const COMPANY_WORDS = [
  'Aurora',
  'Boreal',
  'Cobalt',
  'Delta',
  'Ember',
  'Fjord',
  'Granite',
  'Harbor',
  'Indigo',
  'Juniper',
  'Kestrel',
  'Lumen',
  'Meridian',
  'Nimbus',
  'Orchid',
  'Pioneer',
  'Quartz',
  'Ridge',
  'Sierra',
  'Tundra',
] as const;
export const COMPANY_SUFFIXES = ['Labs', 'Logistics', 'Foods', 'Health', 'Systems', 'Retail', 'Energy', 'Finance', 'Media', 'Works'] as const;

const l = (en: string, pt: string, es: string): Labels => ({ 'en-US': en, 'pt-BR': pt, 'es-AR': es });

export interface AttributeDef {
  key: string;
  labels: Labels;
  options: Labels[];
  /** How common each option is. */
  weights: number[];
}

export const ATTRIBUTES: readonly AttributeDef[] = [
  {
    key: 'generation',
    labels: l('Generation', 'Geração', 'Generación'),
    options: [
      l('Baby boomers', 'Baby boomers', 'Baby boomers'),
      l('Generation X', 'Geração X', 'Generación X'),
      l('Millennials', 'Millennials', 'Millennials'),
      l('Generation Z', 'Geração Z', 'Generación Z'),
    ],
    weights: [0.08, 0.27, 0.45, 0.2],
  },
  {
    key: 'tenure',
    labels: l('Time at the company', 'Tempo de empresa', 'Antigüedad'),
    options: [
      l('Less than 1 year', 'Menos de 1 ano', 'Menos de 1 año'),
      l('1 to 3 years', '1 a 3 anos', '1 a 3 años'),
      l('3 to 5 years', '3 a 5 anos', '3 a 5 años'),
      l('More than 5 years', 'Mais de 5 anos', 'Más de 5 años'),
    ],
    weights: [0.25, 0.35, 0.22, 0.18],
  },
  {
    key: 'workplace',
    labels: l('Work arrangement', 'Modelo de trabalho', 'Modalidad de trabajo'),
    options: [l('On site', 'Presencial', 'Presencial'), l('Hybrid', 'Híbrido', 'Híbrido'), l('Remote', 'Remoto', 'Remoto')],
    weights: [0.35, 0.45, 0.2],
  },
  {
    key: 'region',
    labels: l('Region', 'Região', 'Región'),
    options: [l('North', 'Norte', 'Norte'), l('South', 'Sul', 'Sur'), l('East', 'Leste', 'Este'), l('West', 'Oeste', 'Oeste'), l('Central', 'Centro', 'Centro')],
    weights: [0.2, 0.25, 0.2, 0.15, 0.2],
  },
];

export type Tone = 'positive' | 'neutral' | 'negative';

/** Short comments an employee might leave beside an answer, by tone and language. */
export const COMMENTS: Record<Language, Record<Tone, readonly string[]>> = {
  'en-US': {
    positive: ['Things have been going well lately.', 'I feel supported by my team.', 'Good progress this month, thanks!', 'Really enjoying the work right now.'],
    neutral: ['Some weeks are better than others.', 'Nothing special to add.', 'It depends on the project.', 'Could be better, could be worse.'],
    negative: ['Workload has been too heavy.', 'I would like clearer priorities.', 'We need more communication between teams.', 'I feel a bit overlooked lately.'],
  },
  'pt-BR': {
    positive: ['As coisas têm ido bem ultimamente.', 'Me sinto apoiado pela equipe.', 'Bom progresso este mês, obrigado!', 'Estou gostando muito do trabalho agora.'],
    neutral: ['Algumas semanas são melhores que outras.', 'Nada de especial a acrescentar.', 'Depende do projeto.', 'Poderia ser melhor, poderia ser pior.'],
    negative: [
      'A carga de trabalho está pesada demais.',
      'Gostaria de prioridades mais claras.',
      'Precisamos de mais comunicação entre as áreas.',
      'Tenho me sentido um pouco esquecido.',
    ],
  },
  'es-AR': {
    positive: ['Las cosas vienen bien últimamente.', 'Me siento acompañado por mi equipo.', 'Buen avance este mes, ¡gracias!', 'Estoy disfrutando mucho el trabajo.'],
    neutral: ['Algunas semanas son mejores que otras.', 'Nada especial para agregar.', 'Depende del proyecto.', 'Podría ser mejor, podría ser peor.'],
    negative: [
      'La carga de trabajo está muy pesada.',
      'Me gustaría tener prioridades más claras.',
      'Falta comunicación entre las áreas.',
      'Últimamente me siento un poco relegado.',
    ],
  },
};

/** Lower-case ASCII for e-mail local parts: accents dropped, anything else removed. */
export const asciiSlug = (s: string) =>
  s
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
