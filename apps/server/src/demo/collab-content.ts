import { fakerFR } from '@faker-js/faker';
import type { ContractTerms, DeliverableNetwork, LegalIdentity } from '@kollabo/shared';

// The demo's collaborations in words: legal identities (private, as the contract needs them),
// contract terms, audit facts of the signatures, deliverable links and the reviews both ways.

/** A postal code per demo city (the identity must read as a real French one). */
const POSTCODES: Record<string, string> = {
  Paris: '75011',
  Lyon: '69002',
  Marseille: '13006',
  Bordeaux: '33000',
  Toulouse: '31000',
  Nantes: '44000',
  Lille: '59000',
  Nice: '06000',
  Montpellier: '34000',
  Strasbourg: '67000',
  Rennes: '35000',
  Grenoble: '38000',
  Annecy: '74000',
  Biarritz: '64200',
  'La Rochelle': '17000',
  'Aix-en-Provence': '13100',
  Dijon: '21000',
  Tours: '37000',
  'Clermont-Ferrand': '63000',
  Brest: '29200',
  Rouen: '76000',
  Ajaccio: '20000',
  Chamonix: '74400',
  Metz: '57000',
};

/** A 14-digit SIRET whose Luhn checksum holds, like the INSEE's. */
function siret(seed: number): string {
  const digits = String(10_000_000_000_000 + ((seed * 7_919_337_171) % 89_999_999_999_999))
    .slice(0, 13)
    .split('')
    .map(Number);
  for (let last = 0; last <= 9; last += 1) {
    const all = [...digits, last];
    const sum = all.reduce((acc, d, i) => {
      const v = (all.length - i) % 2 === 0 ? d * 2 : d;
      return acc + (v > 9 ? v - 9 : v);
    }, 0);
    if (sum % 10 === 0) return all.join('');
  }
  return digits.join('') + '0';
}

/** A party's legal identity: the person for creators, the company (with SIRET) for brands. */
export function legalIdentity(
  seed: number,
  party: { name: string; city: string; company: boolean },
): LegalIdentity {
  const faker = fakerFR;
  faker.seed(9_000 + seed);
  const street = `${faker.number.int({ min: 1, max: 120 })} ${faker.helpers.arrayElement([
    'rue',
    'avenue',
    'boulevard',
    'place',
  ])} ${faker.helpers.arrayElement([
    'Victor-Hugo',
    'de la République',
    'Jean-Jaurès',
    'des Lilas',
    'du Général-Leclerc',
    'Gambetta',
    'Pasteur',
    'de la Liberté',
  ])}`;
  return {
    legalName: party.company
      ? `${party.name} ${faker.helpers.arrayElement(['SAS', 'SARL', 'SAS'])}`
      : party.name,
    address: street,
    postalCode: POSTCODES[party.city] ?? '75011',
    city: party.city,
    country: 'FR',
    fiscalCountry: 'FR',
    siret: party.company || seed % 3 === 0 ? siret(seed + 1) : null,
    // A company signs through a person of its team (the PDF says "représentée par").
    representative: party.company ? signatoryName(seed) : null,
  };
}

/** Who signs for a brand: a person of the team. */
export function signatoryName(seed: number): string {
  const faker = fakerFR;
  faker.seed(9_500 + seed);
  return `${faker.person.firstName()} ${faker.person.lastName()}`;
}

const USER_AGENTS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
];

/** The audit facts of a signature: addresses from the documentation ranges (RFC 5737). */
export function signatureAudit(seed: number): { ip: string; userAgent: string } {
  const ranges = ['192.0.2', '198.51.100', '203.0.113'];
  return {
    ip: `${ranges[seed % ranges.length]}.${10 + ((seed * 37) % 240)}`,
    userAgent: USER_AGENTS[seed % USER_AGENTS.length] as string,
  };
}

const FORMATS: Record<DeliverableNetwork, string[]> = {
  instagram: ['Reel', 'Story', 'Publication carrousel'],
  tiktok: ['Vidéo TikTok'],
  youtube: ['Vidéo dédiée', 'Intégration dans une vidéo'],
  vimeo: ['Vidéo'],
};

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The contract's terms as the owner writes them (saveContract's shape). */
export function contractTerms(
  seed: number,
  offer: { amountCents: number; tax: 'HT' | 'TTC' },
  networks: DeliverableNetwork[],
  window: { from: Date; to: Date },
): ContractTerms {
  const count = 1 + (seed % 3);
  const deliverables = Array.from({ length: count }, (_, i) => {
    const network = networks[(seed + i) % networks.length] ?? 'instagram';
    const formats = FORMATS[network];
    return {
      network,
      format: formats[(seed + i) % formats.length] as string,
      quantity: network === 'instagram' && i > 0 ? 3 : 1,
      publishFrom: isoDay(window.from),
      publishTo: isoDay(window.to),
    };
  });
  const rights = [
    { channels: 'Réseaux sociaux de la marque', durationMonths: 6, territory: 'France' },
    { channels: 'Réseaux sociaux et site de la marque', durationMonths: 12, territory: 'France' },
    { channels: 'Réseaux sociaux et publicités en ligne', durationMonths: 3, territory: 'Europe' },
  ];
  const benefit =
    seed % 3 === 1
      ? { description: 'Produits de la collection offerts', valueCents: 8_000 + (seed % 5) * 2_000 }
      : null;
  return {
    deliverables,
    usageRights: rights[seed % rights.length] as ContractTerms['usageRights'],
    benefitsInKind: benefit,
    paymentTerms:
      seed % 4 === 2
        ? 'Moitié à la signature, le solde après approbation des contenus, par virement.'
        : '',
    amountCents: offer.amountCents,
    tax: offer.tax,
  };
}

/** A publication address on the network (checked by the module's rule before it is stored). */
export function publicationLink(network: DeliverableNetwork, handle: string, seed: number): string {
  const code = (seed * 2_654_435_761)
    .toString(36)
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 11);
  const id = `7${String(4_000_000_000_000 + seed * 7_777_777).padStart(18, '0')}`;
  switch (network) {
    case 'tiktok':
      return `https://www.tiktok.com/@${handle}/video/${id}`;
    case 'youtube':
      return `https://www.youtube.com/watch?v=${code.padEnd(11, 'x')}`;
    case 'vimeo':
      return `https://vimeo.com/${900_000_000 + seed}`;
    default:
      return `https://www.instagram.com/${seed % 2 === 0 ? 'reel' : 'p'}/${code.padEnd(11, 'a')}/`;
  }
}

/** What a brand writes about the creator (rating, comment). */
export const REVIEWS_OF_CREATORS: [number, string][] = [
  [
    5,
    'Un vrai plaisir de travailler ensemble : le brief a été compris du premier coup et le reel a dépassé nos attentes. Les abonnés ont posé beaucoup de questions sur nos produits.',
  ],
  [
    5,
    'Un travail très professionnel, ponctuel et plein de propositions. Les contenus étaient soignés et livrés avant la date prévue. Nous recommencerons sans hésiter.',
  ],
  [
    4,
    'Belle collaboration, contenus authentiques et bien montés. Un petit retard sur la dernière story, mais la communication est restée simple et agréable.',
  ],
  [
    5,
    'Des idées de mise en scène auxquelles nous n’avions pas pensé et une communauté très engagée. Les retours en boutique ont suivi dès la première semaine.',
  ],
  [
    4,
    'Contenus de qualité et échanges fluides. Nous aurions aimé un peu plus de stories, mais le résultat final est très convaincant.',
  ],
  [
    5,
    'Beaucoup de sérieux, une vraie écoute de nos contraintes et une grande réactivité sur la messagerie. La vidéo a été partagée par de nombreux clients.',
  ],
  [
    3,
    'Le contenu était joli mais il a fallu demander une modification pour que la mention publicitaire soit visible. Tout s’est réglé rapidement ensuite.',
  ],
  [
    5,
    'Parfait du début à la fin : contrat signé vite, publications à l’heure, ton naturel qui colle à notre marque. Merci encore !',
  ],
  [
    4,
    'Un travail attentif et créatif. Les photos du carrousel étaient superbes, la légende un peu longue à notre goût mais très sincère.',
  ],
  [
    5,
    'Nous cherchions quelqu’un de vrai pour parler de nos produits : c’est exactement ce que nous avons trouvé. Une audience qualifiée et des retours nombreux.',
  ],
  [
    5,
    'Organisation impeccable : un calendrier de publication clair, proposé dès le départ et tenu. Les vidéos ont été reprises sur notre site avec son accord.',
  ],
  [
    4,
    'Bon travail, un montage dynamique et un discours clair. Quelques allers-retours sur le texte, toujours dans la bonne humeur.',
  ],
  [
    3,
    'Résultat correct mais en dessous de ce que nous espérions en visibilité. La collaboration en elle-même s’est bien passée et les échanges étaient cordiaux.',
  ],
  [
    5,
    'Un talent pour raconter une histoire en quelques secondes. Notre reel le plus vu de l’année, et une personne adorable.',
  ],
  [
    5,
    'Ponctualité, précision et bonne humeur. Le produit a été testé plusieurs semaines avant d’en parler, et ça se sent dans la vidéo.',
  ],
  [
    4,
    'Contenus réussis et bien adaptés à notre cible. La publication a été décalée de deux jours, prévenue à l’avance, rien de gênant.',
  ],
  [
    5,
    'Nous recommandons chaudement : brief respecté, créativité au rendez-vous et une vraie complicité avec sa communauté.',
  ],
  [
    5,
    'Une deuxième collaboration aussi réussie que la première. Toujours la même exigence sur la qualité des images.',
  ],
  [
    4,
    'Très bonne expérience. Les stories ont généré beaucoup de messages et de visites, la publication principale un peu moins.',
  ],
  [
    5,
    'Réactivité, bienveillance et professionnalisme. Une story bonus a même été proposée pour montrer les coulisses du projet.',
  ],
];

/** What a creator writes about the brand. */
export const REVIEWS_OF_BRANDS: [number, string][] = [
  [
    5,
    'Brief clair, contrat prêt rapidement et paiement reçu dans les délais. Une équipe très humaine, je recommande.',
  ],
  [
    5,
    'Marque à l’écoute qui laisse une vraie liberté créative. Les produits sont beaux et faciles à mettre en valeur.',
  ],
  [
    4,
    'Bonne collaboration, interlocutrice disponible. Les retours sur le premier contenu ont mis un peu de temps à arriver.',
  ],
  [
    5,
    'Tout était carré : droits d’utilisation expliqués, dates réalistes, validation rapide. Exactement ce qu’on attend d’un annonceur.',
  ],
  [
    4,
    'Équipe sympathique et produits de qualité. Le virement est arrivé avec quelques jours de retard, annoncés à l’avance.',
  ],
  [
    5,
    'Une agence qui connaît son sujet et respecte le travail des créateurs. J’ai hâte de la prochaine campagne.',
  ],
  [
    3,
    'Le projet était intéressant mais le brief a changé en cours de route, il a fallu refaire une vidéo. Paiement correct et dans les temps.',
  ],
  [
    5,
    'Des échanges simples, des attentes claires et un vrai respect des délais de chacun. Merci pour la confiance.',
  ],
  [
    4,
    'Collaboration agréable, produits reçus rapidement et bien emballés. J’aurais aimé un peu plus de souplesse sur les dates.',
  ],
  [
    5,
    'Une marque engagée avec qui on partage les mêmes valeurs. Le contrat était clair et la rémunération juste.',
  ],
  [
    5,
    'Le produit reçu était superbe et l’équipe a validé mes contenus en moins de deux jours. Une collaboration comme on aimerait en faire plus souvent.',
  ],
  [
    4,
    'Projet bien préparé et interlocuteurs agréables. Le calendrier était un peu serré mais tout le monde a joué le jeu.',
  ],
  [
    5,
    'Confiance totale sur le ton et le format, retours constructifs et paiement rapide. Je recommande à tous les créateurs.',
  ],
  [
    4,
    'Très bon échange du début à la fin. Il a fallu relancer une fois pour la validation, sinon rien à redire.',
  ],
];

/** Public replies of the reviewed person. */
export const REPLIES = [
  'Merci beaucoup pour ce retour, ce fut un plaisir de travailler avec votre équipe. À très bientôt pour la suite !',
  'Merci pour votre message. La mention a été corrigée dès votre demande, et je retiens la remarque pour les prochaines fois.',
  'Merci pour ce bel avis ! Nous avons adoré découvrir vos contenus et espérons collaborer de nouveau cette année.',
];
