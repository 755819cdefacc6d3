import { fakerFR, type Faker } from '@faker-js/faker';
import { BUDGETS, NICHES, PROFIL_SEARCH_CHOICES } from '@kollabo/shared';

// The one way Kollabo makes believable data: people, brands, projects, offers and chat lines in
// French. Pure and deterministic (a seed gives the same marketplace), no database here: the demo
// (demo/seed-demo.ts, 64 creators) and the benchmarks' large volume (bench/profiles.mjs, 100,000
// creators through generateCreators) both draw from it.

export type Niche = (typeof NICHES)[number];
type Gender = 'female' | 'male';

/** French cities with a rough weight (bigger cities host more creators). */
const CITIES: [string, number][] = [
  ['Paris', 14],
  ['Lyon', 6],
  ['Marseille', 6],
  ['Bordeaux', 5],
  ['Toulouse', 5],
  ['Nantes', 4],
  ['Lille', 4],
  ['Nice', 3],
  ['Montpellier', 3],
  ['Strasbourg', 3],
  ['Rennes', 3],
  ['Grenoble', 2],
  ['Annecy', 2],
  ['Biarritz', 2],
  ['La Rochelle', 2],
  ['Aix-en-Provence', 2],
  ['Dijon', 1],
  ['Tours', 1],
  ['Clermont-Ferrand', 1],
  ['Brest', 1],
  ['Rouen', 1],
  ['Ajaccio', 1],
  ['Chamonix', 1],
  ['Metz', 1],
];

/** Common French first names (faker's list has many rare ones that read as invented). */
const FIRST_NAMES: Record<Gender, string[]> = {
  female: [
    'Léa',
    'Camille',
    'Manon',
    'Chloé',
    'Inès',
    'Sarah',
    'Julie',
    'Emma',
    'Clara',
    'Marie',
    'Pauline',
    'Lucie',
    'Anaïs',
    'Laura',
    'Margaux',
    'Océane',
    'Jade',
    'Louise',
    'Alice',
    'Zoé',
    'Mathilde',
    'Élodie',
    'Charlotte',
    'Juliette',
    'Nina',
    'Amandine',
    'Justine',
    'Maëlle',
    'Salomé',
    'Agathe',
    'Yasmine',
    'Amira',
    'Sofia',
    'Lina',
  ],
  male: [
    'Lucas',
    'Hugo',
    'Thomas',
    'Louis',
    'Nathan',
    'Théo',
    'Maxime',
    'Antoine',
    'Julien',
    'Romain',
    'Alexandre',
    'Paul',
    'Arthur',
    'Mathis',
    'Quentin',
    'Yanis',
    'Karim',
    'Mehdi',
    'Baptiste',
    'Clément',
    'Adrien',
    'Nicolas',
    'Victor',
    'Jules',
    'Samuel',
    'Bilal',
  ],
};

/** Niches whose creators the demo shows mostly as women / mostly as men. */
const MOSTLY_WOMEN: readonly string[] = ['Mode femme', 'Beauté', 'Parents', 'Santé & Bien être'];
const MOSTLY_MEN: readonly string[] = ['Mode homme', 'Moto', 'Automobile', 'Gaming'];

/** Per niche: what the person makes, for whom, and the handle's theme word. */
const NICHE_LINES: Record<Niche, { topics: string[]; audience: string; word: string }> = {
  'Mode femme': {
    topics: ['des looks du quotidien', 'la mode seconde main', 'des tenues petit budget'],
    audience: 'des femmes de 25 à 40 ans qui aiment les vêtements qui durent',
    word: 'style',
  },
  Voyage: {
    topics: ['des week-ends en France', 'des road trips en van', 'des voyages lents en Europe'],
    audience: 'une communauté de voyageurs curieux',
    word: 'voyage',
  },
  'Food & Gastronomie': {
    topics: ['des recettes de saison', 'les bonnes adresses de ma ville', 'la cuisine du marché'],
    audience: 'des gourmands qui cuisinent en semaine',
    word: 'cuisine',
  },
  Sport: {
    topics: ['le running', 'la préparation au trail', 'le renforcement à la maison'],
    audience: 'des sportifs amateurs qui veulent progresser',
    word: 'run',
  },
  Automobile: {
    topics: ['les essais de voitures électriques', 'les youngtimers', 'les rallyes régionaux'],
    audience: 'des passionnés d’automobile',
    word: 'auto',
  },
  Beauté: {
    topics: ['le soin de la peau', 'le maquillage naturel', 'la cosmétique française'],
    audience: 'une communauté attentive aux compositions',
    word: 'beaute',
  },
  'Mode homme': {
    topics: ['le vestiaire masculin', 'les sneakers', 'les marques françaises'],
    audience: 'des hommes qui veulent bien s’habiller sans se ruiner',
    word: 'dressing',
  },
  Décoration: {
    topics: ['la rénovation d’appartement', 'la déco chinée', 'les petits espaces'],
    audience: 'des propriétaires et locataires qui aménagent',
    word: 'deco',
  },
  Technologie: {
    topics: ['les tests de smartphones', 'la maison connectée', 'les applis utiles'],
    audience: 'des curieux de technologie, sans jargon',
    word: 'tech',
  },
  Gaming: {
    topics: ['les jeux indépendants', 'le rétro gaming', 'les lives du soir'],
    audience: 'des joueurs fidèles, de 18 à 34 ans',
    word: 'gaming',
  },
  DIY: {
    topics: ['la couture', 'la menuiserie facile', 'les projets récup'],
    audience: 'des bricoleurs du week-end',
    word: 'diy',
  },
  'Santé & Bien être': {
    topics: ['le yoga', 'la méditation', 'le sommeil et la récupération'],
    audience: 'des personnes qui cherchent un rythme plus doux',
    word: 'zen',
  },
  Parents: {
    topics: ['la vie de famille', 'les activités avec les enfants', 'les sorties en famille'],
    audience: 'des parents de jeunes enfants',
    word: 'famille',
  },
  Animaux: {
    topics: ['l’éducation canine', 'la vie avec deux chats', 'l’adoption responsable'],
    audience: 'des propriétaires d’animaux',
    word: 'animaux',
  },
  'Développement personnel': {
    topics: ['l’organisation', 'la reconversion', 'la confiance en soi'],
    audience: 'des actifs qui veulent changer de rythme',
    word: 'mindset',
  },
  Moto: {
    topics: ['les balades moto', 'les roadsters', 'l’équipement du motard'],
    audience: 'des motards de tous niveaux',
    word: 'moto',
  },
};

/** Creator profile types, most common first (the spec's values, unaccented as stored). */
const CREATOR_TYPES = [
  'Influenceur',
  'Influenceur',
  'Createur de contenu',
  'Youtubeur',
  'Influenceur',
  'Createur de contenu',
  'Acteur',
  'Agent',
  'Autre',
] as const;

export interface GeneratedSocial {
  network: 'instagram' | 'tiktok';
  handle: string;
  followers: number;
  storyTarif: number;
  publicationTarif: number;
}

/** What the demo writes of every member, creator or brand. */
interface GeneratedMember {
  pseudo: string;
  name: string;
  email: string;
  categorie: Niche;
  localisation: string;
  presentation: string;
  views: number;
  daysSinceSignup: number;
  minutesSinceSeen: number;
}

export interface GeneratedPerson extends GeneratedMember {
  gender: Gender;
  statut: string;
  socials: GeneratedSocial[];
  /** DiceBear seed of the portrait. */
  avatarSeed: string;
}

export interface GeneratedBrand extends GeneratedMember {
  statut: 'Marque' | 'Agence' | 'Porteur de projet';
}

export interface GeneratedProject {
  ownerIndex: number;
  title: string;
  description: string;
  budget: string;
  profilSearch: string[];
  categorie: Niche;
  daysAgo: number;
  daysUntilProject: number;
}

function makeFaker(seed: number): Faker {
  const faker = fakerFR;
  faker.seed(seed);
  return faker;
}

const g = (gender: Gender, female: string, male: string) => (gender === 'female' ? female : male);

function weighted<T>(faker: Faker, items: [T, number][]): T {
  return faker.helpers.weightedArrayElement(items.map(([value, weight]) => ({ value, weight })));
}

/** Lower case, no accents, only letters, digits, dots and underscores (a valid pseudo). */
export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9._]+/g, '')
    .slice(0, 24);
}

/** Followers on a log scale: many small accounts, a few large ones (1,500 to 900,000). */
function followers(faker: Faker): number {
  const value = Math.exp(faker.number.float({ min: Math.log(1_500), max: Math.log(900_000) }));
  return value > 100_000 ? Math.round(value / 1000) * 1000 : Math.round(value / 10) * 10;
}

/** Rates in whole euros from the audience, rounded the way people quote them. */
function rates(count: number): { storyTarif: number; publicationTarif: number } {
  const story = Math.max(30, Math.round(((count / 1000) * 6) / 10) * 10);
  return { storyTarif: story, publicationTarif: Math.round((story * 2.4) / 10) * 10 };
}

function presentation(
  faker: Faker,
  first: string,
  gender: Gender,
  statut: string,
  niche: Niche,
  city: string,
): string {
  const line = NICHE_LINES[niche];
  const topic = faker.helpers.arrayElement(line.topics);
  const age = faker.number.int({ min: 21, max: 44 });
  const opening = faker.helpers.arrayElement([
    `Moi c’est ${first}, ${age} ans, ${g(gender, 'installée', 'installé')} à ${city}.`,
    `${first}, ${age} ans, ${city}.`,
    `Bonjour, je suis ${first} et je vis à ${city} depuis ${faker.number.int({ min: 3, max: 15 })} ans.`,
  ]);
  const craft =
    statut === 'Youtubeur'
      ? `Sur ma chaîne, je publie chaque semaine des vidéos sur ${topic}.`
      : statut === 'Acteur'
        ? `${g(gender, 'Comédienne', 'Comédien')} de formation, je tourne des formats courts autour de ${topic}.`
        : statut === 'Agent'
          ? `J’accompagne une dizaine de créateurs spécialisés dans ${topic} et je gère leurs partenariats.`
          : `Je partage ${topic} avec ${line.audience}.`;
  const style = faker.helpers.arrayElement([
    'Mon ton : simple, honnête et jamais forcé.',
    'Je ne recommande que ce que j’utilise vraiment.',
    'Photos soignées, textes courts, beaucoup d’échanges en commentaires.',
    'J’aime les formats pédagogiques et les coulisses.',
    'Ma communauté me suit pour les conseils concrets.',
  ]);
  const collab = faker.helpers.arrayElement([
    'Ouverte aux collaborations avec des marques françaises et engagées.',
    'Je travaille volontiers sur des campagnes longues plutôt que ponctuelles.',
    'Disponible pour des stories, des reels et des événements en région.',
    'Je réponds à chaque proposition sous 48 heures.',
  ]);
  const collabText = gender === 'male' ? collab.replace('Ouverte', 'Ouvert') : collab;
  return [opening, craft, style, collabText].join(' ');
}

/**
 * `count` creators spread evenly over the 16 niches and the creator profile types. Pseudos and
 * e-mails are unique for any count (an index suffix past the first names).
 */
export function generateCreators(
  count: number,
  options: { seed?: number; emailDomain: string },
): GeneratedPerson[] {
  const faker = makeFaker(options.seed ?? 15);
  const used = new Set<string>();
  const people: GeneratedPerson[] = [];
  for (let i = 0; i < count; i += 1) {
    const niche = NICHES[i % NICHES.length] as Niche;
    // Shifted each round of niches, so every type meets many niches.
    const statut = CREATOR_TYPES[
      (i + Math.floor(i / NICHES.length)) % CREATOR_TYPES.length
    ] as string;
    const femaleWeight = MOSTLY_WOMEN.includes(niche) ? 6 : MOSTLY_MEN.includes(niche) ? 1 : 3;
    const gender: Gender = faker.helpers.weightedArrayElement([
      { value: 'female' as const, weight: femaleWeight },
      { value: 'male' as const, weight: 7 - femaleWeight },
    ]);
    const first = faker.helpers.arrayElement(FIRST_NAMES[gender]);
    const last = faker.person.lastName();
    const city = weighted(faker, CITIES);
    const word = NICHE_LINES[niche].word;
    let pseudo = slug(
      faker.helpers.arrayElement([
        `${first}.${word}`,
        `${first}_${last}`,
        `${first}${word}`,
        `${first}.${last.slice(0, 1)}`,
      ]),
    );
    if (pseudo.length < 3 || used.has(pseudo)) pseudo = `${slug(first)}${i}`;
    used.add(pseudo);
    const networks: GeneratedSocial[] = [];
    const instagram = followers(faker);
    networks.push({
      network: 'instagram',
      handle: pseudo,
      followers: instagram,
      ...rates(instagram),
    });
    if (faker.datatype.boolean({ probability: 0.6 })) {
      const tiktok = followers(faker);
      networks.push({ network: 'tiktok', handle: pseudo, followers: tiktok, ...rates(tiktok) });
    }
    people.push({
      pseudo,
      name: `${first} ${last}`,
      email: `${pseudo}@${options.emailDomain}`,
      gender,
      statut,
      categorie: niche,
      localisation: city,
      presentation: presentation(faker, first, gender, statut, niche, city),
      views: faker.number.int({ min: 40, max: 4_800 }),
      daysSinceSignup: faker.number.int({ min: 3, max: 420 }),
      minutesSinceSeen: faker.number.int({ min: 2, max: 60 * 24 * 20 }),
      socials: networks,
      avatarSeed: `${pseudo}-${i}`,
    });
  }
  return people;
}

/** Fictional brands, agencies and project owners (names checked against nothing real). */
const BRANDS: [string, GeneratedBrand['statut'], Niche, string][] = [
  ['Maison Ardoise', 'Marque', 'Décoration', 'Mobilier et luminaires fabriqués en Bretagne.'],
  ['Sève & Sel', 'Marque', 'Beauté', 'Soins solides et cosmétiques bio formulés à Grasse.'],
  [
    'Atelier Pivoine',
    'Marque',
    'Mode femme',
    'Prêt-à-porter féminin en petites séries, tissus européens.',
  ],
  [
    'Boussole Studio',
    'Agence',
    'Voyage',
    'Agence de contenus pour offices de tourisme et hôtels indépendants.',
  ],
  [
    'Les Petits Plats de Jeanne',
    'Marque',
    'Food & Gastronomie',
    'Épicerie fine et plats cuisinés de saison.',
  ],
  ['Foulée', 'Marque', 'Sport', 'Chaussures et textiles de running conçus à Annecy.'],
  [
    'Garage Lumière',
    'Porteur de projet',
    'Automobile',
    'Rétrofit électrique de voitures anciennes.',
  ],
  [
    'Barbe & Bretelles',
    'Marque',
    'Mode homme',
    'Accessoires et vestiaire masculin made in France.',
  ],
  ['Pixelune', 'Agence', 'Gaming', 'Agence d’influence spécialisée jeux vidéo et e-sport.'],
  ['Ohm Maison', 'Marque', 'Technologie', 'Objets connectés sobres pour la maison.'],
  ['La Clé de Douze', 'Marque', 'DIY', 'Outillage et kits de bricolage pour débutants.'],
  [
    'Respire',
    'Marque',
    'Santé & Bien être',
    'Application de méditation et de cohérence cardiaque.',
  ],
  ['Petit Cartable', 'Marque', 'Parents', 'Jeux éducatifs en bois pour les 3 à 8 ans.'],
  ['Croquettes & Co', 'Marque', 'Animaux', 'Alimentation naturelle pour chiens et chats.'],
  [
    'Élan Conseil',
    'Porteur de projet',
    'Développement personnel',
    'Ateliers de reconversion professionnelle.',
  ],
  ['Route 46', 'Marque', 'Moto', 'Blousons et équipements moto homologués.'],
  [
    'Agence Méridienne',
    'Agence',
    'Mode femme',
    'Relations presse et influence pour marques de mode.',
  ],
  [
    'Collectif Terrasse',
    'Agence',
    'Food & Gastronomie',
    'Communication des restaurants et bars lyonnais.',
  ],
  ['Nomade Hôtels', 'Marque', 'Voyage', 'Petits hôtels de charme sur la côte atlantique.'],
  ['Vélo Vert', 'Porteur de projet', 'Sport', 'Location de vélos électriques en Provence.'],
  ['Cime Studio', 'Agence', 'Technologie', 'Lancements de produits tech et applications.'],
  ['Bonne Mine', 'Marque', 'Beauté', 'Maquillage minéral, fabriqué en Normandie.'],
  [
    'Les Jardins de Lucie',
    'Porteur de projet',
    'Décoration',
    'Pépinière et ateliers de jardinage urbain.',
  ],
  ['Tempo Kids', 'Marque', 'Parents', 'Vêtements évolutifs pour enfants.'],
];

export function generateBrands(
  count: number,
  options: { seed?: number; emailDomain: string },
): GeneratedBrand[] {
  const faker = makeFaker(options.seed ?? 16);
  return Array.from({ length: count }, (_, i) => {
    const [name, statut, categorie, pitch] = BRANDS[i % BRANDS.length] as (typeof BRANDS)[number];
    const round = Math.floor(i / BRANDS.length);
    const pseudo = slug(name.replace(/&/g, 'et')) + (round > 0 ? String(round) : '');
    const city = weighted(faker, CITIES);
    const team = faker.number.int({ min: 2, max: 40 });
    return {
      pseudo,
      name: round > 0 ? `${name} ${round + 1}` : name,
      email: `${pseudo}@${options.emailDomain}`,
      statut,
      categorie,
      localisation: city,
      presentation: `${pitch} Basés à ${city}, nous sommes une équipe de ${team} personnes. ${faker.helpers.arrayElement(
        [
          'Nous cherchons des créateurs sincères pour raconter nos produits.',
          'Nous travaillons avec des créateurs sur la durée, pas sur un seul post.',
          'Nos collaborations sont rémunérées et préparées ensemble.',
        ],
      )}`,
      views: faker.number.int({ min: 30, max: 1_500 }),
      daysSinceSignup: faker.number.int({ min: 10, max: 500 }),
      minutesSinceSeen: faker.number.int({ min: 5, max: 60 * 24 * 10 }),
    };
  });
}

/** Project ideas per niche: a title and what the owner expects. */
const PROJECT_IDEAS: Record<Niche, [string, string][]> = {
  'Mode femme': [
    [
      'Lancement de notre collection printemps',
      'Nous lançons une capsule de douze pièces en lin. Nous cherchons des créatrices pour la porter au quotidien : un reel et trois stories, avec vos mots.',
    ],
    [
      'Ambassadrices seconde main',
      'Programme de trois mois autour de notre service de reprise de vêtements : un contenu par mois et un code promo personnel.',
    ],
  ],
  Voyage: [
    [
      'Week-end découverte sur la côte atlantique',
      'Deux nuits offertes dans un de nos hôtels en échange d’un carnet de voyage en stories et d’un reel publié dans le mois.',
    ],
    [
      'Série vidéo sur les villages du Vercors',
      'Trois vidéos courtes sur les villages et les randonnées, tournées au printemps, droits d’usage de six mois pour l’office de tourisme.',
    ],
  ],
  'Food & Gastronomie': [
    [
      'Recettes avec nos conserves de saison',
      'Créer trois recettes simples avec nos produits, photos et pas-à-pas. Produits envoyés, rémunération en plus.',
    ],
    [
      'Ouverture d’un restaurant à Lyon',
      'Soirée d’inauguration et contenu en direct pour présenter la carte. Invitation pour deux personnes.',
    ],
  ],
  Sport: [
    [
      'Test de notre chaussure de trail',
      'Quatre semaines d’essai sur vos sorties, puis un avis honnête en vidéo. Nous ne relisons pas vos contenus avant publication.',
    ],
    [
      'Défi 10 km en famille',
      'Accompagner notre défi solidaire de juin : stories de préparation et présence le jour de la course.',
    ],
  ],
  Automobile: [
    [
      'Essai d’une 2CV électrifiée',
      'Une journée d’essai sur les routes de Bourgogne avec notre 2CV convertie, contenu photo et vidéo.',
    ],
  ],
  Beauté: [
    [
      'Routine soin du soir',
      'Présenter notre nouveau sérum dans votre routine, après trois semaines d’utilisation. Composition et avis sincère attendus.',
    ],
    [
      'Atelier maquillage naturel en boutique',
      'Animer un atelier d’une heure dans notre boutique de Rouen et le relayer sur vos réseaux.',
    ],
  ],
  'Mode homme': [
    [
      'Shooting vestiaire d’automne',
      'Cinq tenues à composer avec nos pièces, photos en extérieur. Les vêtements vous restent.',
    ],
  ],
  Décoration: [
    [
      'Avant / après d’une chambre d’enfant',
      'Nous fournissons mobilier et luminaires ; vous racontez la transformation en trois étapes.',
    ],
    [
      'Visite d’atelier en Bretagne',
      'Reportage dans notre atelier de fabrication, déplacement pris en charge.',
    ],
  ],
  Technologie: [
    [
      'Test de notre thermostat connecté',
      'Installation chez vous, un mois d’usage et une vidéo qui explique sans jargon ce qui change vraiment.',
    ],
  ],
  Gaming: [
    [
      'Live de lancement d’un jeu indépendant',
      'Deux heures de live le soir de la sortie, clés pour votre communauté.',
    ],
    [
      'Tournoi communautaire',
      'Organiser et commenter un tournoi amical avec vos abonnés, lots fournis.',
    ],
  ],
  DIY: [
    [
      'Tutoriel étagère en bois de récupération',
      'Vidéo pas-à-pas avec nos outils, niveau débutant, en format vertical.',
    ],
  ],
  'Santé & Bien être': [
    [
      'Trente jours de méditation',
      'Tester notre application pendant un mois et partager votre progression chaque semaine.',
    ],
  ],
  Parents: [
    [
      'Jeux en bois pour les vacances',
      'Présenter trois jeux de notre gamme en situation, avec vos enfants si vous le souhaitez.',
    ],
  ],
  Animaux: [
    [
      'Transition alimentaire de votre chien',
      'Suivre la transition vers nos croquettes pendant trois semaines et en parler honnêtement.',
    ],
  ],
  'Développement personnel': [
    [
      'Témoignages de reconversion',
      'Interviews croisées avec des personnes accompagnées, format podcast ou vidéo.',
    ],
  ],
  Moto: [
    [
      'Road trip dans les Alpes',
      'Quatre jours de roadtrip avec notre équipement, itinéraire libre, contenu photo et vidéo.',
    ],
  ],
};

/**
 * Who a demo project looks for: an influencer or a content creator always, sometimes actors,
 * agents or agencies too; never brands alone (the board's profile filter then finds them).
 */
function wantedProfiles(faker: Faker): string[] {
  const lead = faker.helpers.arrayElement(['Influenceur', 'Createur de contenu']);
  const more = faker.helpers.arrayElements(
    PROFIL_SEARCH_CHOICES.filter((choice) => choice !== lead && choice !== 'Marque'),
    { min: 0, max: 2 },
  );
  return PROFIL_SEARCH_CHOICES.filter((choice) => choice === lead || more.includes(choice));
}

/** One project per slot: the caller decides who owns it and in which niche. */
export function generateProjects(
  slots: { ownerIndex: number; niche: Niche }[],
  options: { seed?: number } = {},
): GeneratedProject[] {
  const faker = makeFaker(options.seed ?? 17);
  const used = new Map<string, number>();
  return slots.map(({ ownerIndex, niche }, i) => {
    const ideas = PROJECT_IDEAS[niche];
    const [baseTitle, description] = ideas[(used.get(niche) ?? 0) % ideas.length] as [
      string,
      string,
    ];
    const round = Math.floor((used.get(niche) ?? 0) / ideas.length);
    used.set(niche, (used.get(niche) ?? 0) + 1);
    // Never "Collection printemps – printemps".
    const seasons = ['édition été', 'rentrée', 'printemps', 'fêtes de fin d’année', 'hiver'].filter(
      (season) => !baseTitle.toLowerCase().includes(season),
    );
    const title =
      round === 0 ? baseTitle : `${baseTitle} – ${seasons[(round + i) % seasons.length]}`;
    return {
      ownerIndex,
      title,
      description,
      budget: faker.helpers.weightedArrayElement([
        { value: BUDGETS[0], weight: 3 },
        { value: BUDGETS[1], weight: 4 },
        { value: BUDGETS[2], weight: 3 },
        { value: BUDGETS[3], weight: 1 },
      ]),
      profilSearch: wantedProfiles(faker),
      categorie: niche,
      daysAgo: faker.number.int({ min: 0, max: 60 }),
      daysUntilProject: faker.number.int({ min: 10, max: 90 }),
    };
  });
}

/** An offer's amount in cents, in line with the project's budget. */
export function offerAmountCents(seed: number, budget: string): number {
  const faker = makeFaker(seed);
  const [min, max] =
    budget === BUDGETS[0]
      ? [150, 480]
      : budget === BUDGETS[1]
        ? [500, 950]
        : budget === BUDGETS[2]
          ? [1200, 6500]
          : [9000, 18000];
  return Math.round(faker.number.int({ min, max }) / 10) * 10 * 100;
}

/** The message of an offer, in the author's voice. */
export function offerMessage(seed: number, firstName: string, projectTitle: string): string {
  const faker = makeFaker(seed);
  return [
    faker.helpers.arrayElement(['Bonjour,', 'Bonjour à toute l’équipe,', 'Hello !']),
    `Votre projet « ${projectTitle} » me parle beaucoup.`,
    faker.helpers.arrayElement([
      'Je propose un reel et trois stories, publiés à la date qui vous arrange, avec un rappel une semaine après.',
      'Je peux préparer une vidéo longue et deux formats courts, avec un brief validé ensemble avant le tournage.',
      'Je vous propose une série de trois publications sur deux semaines, pour que ma communauté ait le temps de découvrir vos produits.',
    ]),
    faker.helpers.arrayElement([
      'Statistiques de mes dernières campagnes disponibles sur demande.',
      'Mes abonnés sont surtout en France, et très présents en commentaires.',
      'Je peux aussi vous céder les droits d’usage des photos pour vos réseaux.',
    ]),
    `À bientôt, ${firstName}`,
  ].join('\n\n');
}

/** A short believable conversation between the owner and the offer's author. */
export function chatLines(seed: number): { fromOwner: boolean; text: string }[] {
  const faker = makeFaker(seed);
  const lines = [
    {
      fromOwner: true,
      text: 'Bonjour, merci pour votre offre ! Vous seriez disponible quand pour commencer ?',
    },
    {
      fromOwner: false,
      text: faker.helpers.arrayElement([
        'Bonjour ! Dès la semaine prochaine si cela vous convient.',
        'Avec plaisir, je peux commencer le 15 du mois.',
        'Merci à vous ! Je suis libre dès lundi.',
      ]),
    },
    {
      fromOwner: true,
      text: faker.helpers.arrayElement([
        'Parfait. Je vous envoie les produits cette semaine.',
        'Super, je vous prépare un brief rapide.',
        'Très bien, on peut caler un appel de dix minutes demain ?',
      ]),
    },
    {
      fromOwner: false,
      text: faker.helpers.arrayElement([
        'Top, je vous tiens au courant dès réception.',
        'Ça me va, je suis disponible en fin de matinée.',
        'Merci, j’ai hâte de découvrir la gamme.',
      ]),
    },
  ];
  return lines.slice(0, faker.number.int({ min: 2, max: 4 }));
}
