// Web: header, burger menu and footer.
export const nav = {
  home: 'Accueil',
  login: 'Se connecter',
  signup: "S'inscrire gratuitement",
  postProject: 'Déposer un projet',
  myProjects: 'Mes projets',
  projects: 'Projets',
  allProfiles: 'Tous les profils',
  viewProjects: 'Voir les projets',
  findProjects: 'Trouver un projet',
  discover: 'Découvrir',
  manageProjects: 'Gérer mes projets',
  sentOffers: 'Mes offres envoyées',
  affiliation: "Mes coupons d'affiliation",
  pricing: 'Nos tarifs',
  messages: 'Messages',
  unread: (count: number) =>
    `${count} message${count > 1 ? 's' : ''} non lu${count > 1 ? 's' : ''}`,
  /** The message icon's name: the badge as shown ("3", "+9") first, as WCAG 2.5.3 asks. */
  unreadLink: (badge: string, count: number) =>
    `${badge} message${count > 1 ? 's' : ''} non lu${count > 1 ? 's' : ''} (messagerie)`,
  openMenu: 'Ouvrir le menu',
  menu: 'Menu',
  myAccount: 'Mon compte',
  viewProfile: 'Voir mon profil',
  logInfo: 'Informations de connexion',
  manageAccount: 'Gérer mon compte',
  favourites: 'Mes favoris',
  socialNetworks: 'Mes réseaux sociaux',
  logout: 'Déconnexion',
  currentPack: 'Mon pack en cours',
  credits: (count: number) =>
    `${count} crédit${count > 1 ? 's' : ''} restant${count > 1 ? 's' : ''}`,
  expires: (label: string) => `Expire : ${label}`,
  buyCredits: 'Acheter des crédits',
  goPro: 'Passer PRO',
  homeLink: 'Kollabo, accueil',
} as const;
