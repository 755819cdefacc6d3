import { collabPayments } from './collabPayments.js';

// The collaboration space, its contract and its PDF.

/** Kollabo's rules, cited beside each sentence of the payment clause that states one. */
const RULE = '(règle Kollabo)';

export const collab = {
  title: 'Espace de collaboration',
  open: "Ouvrir l'espace de collaboration",
  back: "Retour à l'offre",
  statusLabel: 'Étape',
  statuses: {
    to_write: 'Contrat à rédiger',
    to_sign: 'Contrat à signer',
    signed: 'Contrat signé',
    in_progress: 'En cours',
    delivered: 'Livrée',
    completed: 'Terminée',
  },
  roles: { owner: 'Annonceur', author: 'Créateur' },
  withParty: (pseudo: string) => `Avec ${pseudo}`,
  notStarted: "La collaboration commence quand le créateur a accepté l'attribution.",
  forbidden: 'Cet espace est réservé aux deux parties de la collaboration.',
  notFound: 'Collaboration introuvable.',
  // The threshold of décret n° 2025-1137.
  required: (total: string) =>
    `Contrat écrit obligatoire : vos collaborations signées cette année avec cette partie, celle-ci comprise, atteignent ${total} HT (seuil : 1 000 € HT).`,
  notRequired: (total: string) =>
    `Contrat écrit conseillé : vos collaborations signées cette année avec cette partie, celle-ci comprise, totalisent ${total} HT, sous le seuil légal de 1 000 € HT. Il reste recommandé.`,
  // Contract section.
  contractTitle: 'Contrat',
  versionLabel: (version: number) => `Version ${version}`,
  noContract: "Le porteur du projet n'a pas encore rédigé le contrat.",
  writeContract: 'Rédiger le contrat',
  editContract: 'Modifier le contrat',
  saveContract: 'Enregistrer et envoyer à la signature',
  contractSaved: 'Contrat enregistré : une nouvelle version est à signer.',
  resignHint:
    'Toute modification crée une nouvelle version du contrat : les signatures déjà données ne valent pas pour elle, les deux parties devront signer à nouveau.',
  cancel: 'Annuler',
  deliverablesLegend: 'Livrables (nature des missions)',
  network: 'Réseau',
  format: 'Format',
  formatHint: 'Par exemple : Reel, Story, vidéo dédiée',
  quantity: 'Quantité',
  publishFrom: 'Publication à partir du',
  publishTo: "Publication jusqu'au",
  addDeliverable: 'Ajouter un livrable',
  removeDeliverable: 'Retirer ce livrable',
  usageLegend: "Droits d'utilisation des contenus",
  usageChannels: 'Supports autorisés',
  usageChannelsHint: 'Par exemple : réseaux sociaux de la marque, site internet',
  usageDuration: 'Durée (mois)',
  usageTerritory: 'Territoire',
  benefitsLegend: 'Avantages en nature (facultatif)',
  benefitsDescription: 'Description',
  benefitsValue: 'Valeur (€)',
  paymentTerms: 'Conditions complémentaires (facultatif)',
  paymentTermsHint:
    'Elles s’ajoutent aux modalités de paiement que Kollabo écrit au contrat (paiement par carte avant la publication, somme conservée par le prestataire de paiement, versement à la validation), sans les remplacer.',
  /** The default of versions written before the generated clause: never carried into a new one. */
  legacyPaymentTerms:
    'Paiement par virement dans les 30 jours suivant la réception de la facture, après approbation des contenus.',
  paymentClause: 'Modalités de paiement',
  paymentClauseSummary: `Paiement par carte avant la publication. ${collabPayments.moneyHolder}`,
  additionalTerms: 'Conditions complémentaires',
  remuneration: 'Rémunération',
  /** The figures of a version (contractFigures). */
  figures: {
    ht: 'Montant HT',
    vat: 'TVA (20 %)',
    /** Beside the mention of art. 293 B du CGI. */
    vatExempt: 'TVA',
    ttc: 'Montant TTC',
  },
  signedFiguresNote:
    'Les montants signés restent ceux du contrat jusqu’à la signature d’un avenant par les deux parties, même si la situation de TVA du créateur change entre-temps.',
  benefits: 'Avantages en nature',
  usage: "Droits d'utilisation",
  usageSummary: (channels: string, months: number, territory: string) =>
    `${channels} — ${months} mois — ${territory}`,
  deliverableSummary: (quantity: number, format: string, network: string) =>
    `${quantity} × ${format} sur ${network}`,
  windowSummary: (from: string, to: string) => `du ${from} au ${to}`,
  networks: { instagram: 'Instagram', tiktok: 'TikTok', youtube: 'YouTube', vimeo: 'Vimeo' },
  pdfLink: 'Télécharger le contrat (PDF)',
  pdfVersionLink: (version: number) => `Version ${version} (PDF)`,
  versionsTitle: 'Toutes les versions',
  versionInForceTag: 'en vigueur',
  versionSignedTag: 'signée, remplacée par un avenant',
  versionProposedTag: 'à signer',
  versionReplacedTag: 'remplacée avant signature',
  inForce: (version: number) => `Version ${version} en vigueur, signée par les deux parties.`,
  proposed: (version: number, inForce: number) =>
    `Avenant proposé : la version ${version} attend les deux signatures. La version ${inForce} reste en vigueur jusque-là.`,
  amendHint:
    "Le contrat est signé : votre modification sera proposée comme avenant (nouvelle version). La version signée reste en vigueur jusqu'à ce que les deux parties signent l'avenant.",
  amendmentSaved: 'Avenant enregistré : il attend la signature des deux parties.',
  // Identity.
  identityTitle: 'Votre identité légale',
  identityIntro:
    'Ces informations figurent au contrat (article 8 de la loi n° 2023-451). Elles restent privées : elles ne sont jamais affichées sur les pages publiques.',
  legalName: 'Raison sociale ou nom complet',
  address: 'Adresse postale',
  postalCode: 'Code postal',
  city: 'Ville',
  country: 'Pays',
  fiscalCountry: 'Pays de résidence fiscale',
  countryPlaceholder: 'Choisissez un pays',
  siret: 'SIRET (facultatif)',
  representative: 'Représentant légal (si vous agissez pour une société)',
  representativeHint:
    'Le nom de la personne qui signe pour la société, par exemple « Jean Martin, gérant ». Laissez vide si vous signez en votre nom.',
  saveIdentity: 'Enregistrer mon identité',
  editIdentity: 'Modifier mon identité légale',
  editIdentityHint:
    'Une identité modifiée après une signature donne une nouvelle version du contrat, à signer à nouveau par les deux parties.',
  identitySaved: 'Identité enregistrée.',
  otherIdentityMissing: "L'autre partie doit encore compléter son identité légale.",
  // Signature.
  signTitle: 'Signer le contrat',
  acceptTitle: 'Accepter et signer le contrat',
  fullName: 'Votre nom complet',
  fullNameHint: (name: string) => `Tel qu'il figure au contrat : ${name}`,
  fullNameMismatch: (name: string) =>
    `Saisissez le nom de la personne qui signe selon votre identité légale : « ${name} ».`,
  consent:
    "Je déclare avoir lu le contrat et l'accepter ; je le signe électroniquement en saisissant mon nom.",
  sign: 'Signer',
  signed: 'Contrat signé.',
  signedBy: (name: string, date: string) => `Signé par ${name} le ${date}`,
  waitingSignature: (role: string) => `En attente de la signature : ${role}`,
  // Deliverables.
  deliverablesTitle: 'Livrables',
  deliverablesAfterSignature:
    'Les livrables se publient une fois le contrat signé par les deux parties.',
  deliverableStatuses: {
    pending: 'À publier',
    published: 'Publié, en attente de validation',
    changes: 'Modification demandée',
    approved: 'Approuvé',
  },
  late: 'En retard',
  screenshot: "Capture d'écran de la story publiée",
  screenshotHint:
    "Une story disparaît au bout de 24 heures : envoyez une capture d'écran (JPEG, PNG ou WebP, 5 Mo au plus).",
  viewScreenshot: "Voir la capture d'écran",
  link: 'Lien public de la publication',
  linkHint: 'Instagram, TikTok, YouTube ou Vimeo',
  labelled:
    'La mention « Publicité » ou « Collaboration commerciale » est affichée sur ce contenu.',
  markPublished: 'Marquer comme publié',
  published: 'Livrable publié.',
  approve: 'Approuver',
  // The last approval releases the money: said before it happens.
  approveAndPayTitle: 'Approuver et verser',
  approveAndPay: (amount: string, name: string) => `Approuver et verser ${amount} à ${name} ?`,
  approveAndPayHint:
    'C’est le dernier livrable : votre approbation termine la collaboration et le prestataire de paiement verse la somme retenue. Ce versement est définitif.',
  requestChange: 'Demander une modification',
  changeComment: 'Commentaire pour le créateur',
  sendChange: 'Envoyer la demande',
  approved: 'Livrable approuvé.',
  changeRequested: 'Modification demandée.',
  viewPublication: 'Voir la publication',
  completed: 'Tous les livrables sont approuvés : la collaboration est terminée.',
  // Report a problem.
  reportTitle: 'Signaler un problème',
  reportLabel: 'Décrivez le problème',
  reportSend: 'Envoyer',
  reportSent: "Merci, l'équipe Kollabo a été prévenue.",
  reportMailSubject: 'Problème signalé sur une collaboration',
  reportMailText: (project: string, pseudo: string, message: string, link: string) =>
    `Un problème a été signalé sur la collaboration « ${project} » par ${pseudo} :\n\n${message}\n\n${link}`,
  // History.
  historyTitle: 'Historique',
  history: {
    started: (pseudo: string) => `${pseudo} a accepté l'attribution : la collaboration commence`,
    contract_saved: (pseudo: string, version: number) =>
      `${pseudo} a enregistré la version ${version} du contrat`,
    signed: (pseudo: string, version: number) =>
      `${pseudo} a signé la version ${version} du contrat`,
    fully_signed: (_pseudo: string, version: number) =>
      `Contrat signé par les deux parties (version ${version})`,
    identity: (pseudo: string) => `${pseudo} a complété son identité légale`,
    identity_changed: (pseudo: string, version: number) =>
      `${pseudo} a modifié son identité légale : la version ${version} du contrat est à signer`,
    amendment_saved: (pseudo: string, version: number) =>
      `${pseudo} a proposé un avenant (version ${version} du contrat)`,
    published: (pseudo: string, index: number) => `${pseudo} a publié le livrable ${index}`,
    approved: (pseudo: string, index: number) => `${pseudo} a approuvé le livrable ${index}`,
    changes: (pseudo: string, index: number) =>
      `${pseudo} a demandé une modification du livrable ${index}`,
    completed: () => 'Collaboration terminée',
    problem: (pseudo: string) => `${pseudo} a signalé un problème à l'équipe`,
    review: (pseudo: string) => `${pseudo} a laissé un avis`,
    // The money events (written by each payment transition), with their amounts.
    payment_held: (pseudo: string, _n: number, amount: string) =>
      `${pseudo} a payé ${amount} : la somme est retenue par le prestataire de paiement jusqu'à la livraison`,
    payment_released: (_pseudo: string, _n: number, amount: string) =>
      `${amount} versés à la créatrice ou au créateur`,
    payment_refunded: (_pseudo: string, _n: number, amount: string) =>
      `${amount} remboursés au porteur du projet`,
    payment_disputed: (_pseudo: string, _n: number, amount: string) =>
      `Litige ouvert : ${amount} gelés jusqu'à la décision de l'équipe Kollabo`,
    payment_split: (_pseudo: string, _n: number, amount: string) =>
      `Après le litige, ${amount} versés à la créatrice ou au créateur, le reste remboursé`,
    payment_stray_refunded: (_pseudo: string, _n: number, amount: string) =>
      `Paiement en double de ${amount} remboursé en totalité`,
  } as Record<string, (pseudo: string, n: number, amount: string) => string>,
  someone: 'Un utilisateur',
  // Lists.
  mine: 'Mes collaborations',
  // Mail of the signed contract.
  signedMailSubject: (project: string) => `Contrat signé : « ${project} »`,
  signedMailText: (project: string, link: string) =>
    `Le contrat de la collaboration « ${project} » est signé par les deux parties. Vous le trouverez en pièce jointe (PDF) et dans l'espace de collaboration :\n${link}`,
  // The PDF.
  pdf: {
    title: 'Contrat de collaboration commerciale entre un annonceur et un influenceur',
    law: "Contrat conclu en application de l'article 8 de la loi n° 2023-451 du 9 juin 2023 visant à encadrer l'influence commerciale et à lutter contre les dérives des influenceurs sur les réseaux sociaux, et du décret n° 2025-1137 du 28 novembre 2025.",
    reference: (offer: string, version: number) => `Référence : ${offer} — version ${version}`,
    project: (title: string) => `Projet : ${title}`,
    partiesTitle: 'Article 1 — Les parties',
    advertiser: "L'annonceur",
    influencer: "L'influenceur (créateur de contenu)",
    name: 'Raison sociale ou nom',
    representedBy: (name: string) => `représentée par ${name}`,
    address: 'Adresse postale',
    email: 'Adresse e-mail',
    fiscalCountry: 'Pays de résidence fiscale',
    siret: 'SIRET',
    platform: 'Pseudo Kollabo',
    missionsTitle: 'Article 2 — Nature des missions',
    missionsIntro: "L'influenceur réalise et publie les contenus suivants :",
    missionLine: (quantity: number, format: string, network: string, from: string, to: string) =>
      `${quantity} × ${format} sur ${network}, publication entre le ${from} et le ${to}`,
    remunerationTitle: 'Article 3 — Rémunération et avantages en nature',
    fee: (amount: string, tax: string) => `Rémunération : ${amount} ${tax}`,
    /** After the remuneration; an exempt creator's price is HT, its mention follows. */
    taxLabel: { HT: 'HT', TTC: 'TTC', EXEMPT: 'HT' },
    amountHt: (amount: string) => `Montant HT : ${amount}`,
    vat: (amount: string) => `TVA (20 %) : ${amount}`,
    amountTtc: (amount: string) => `Montant TTC payé par l'annonceur à l'influenceur : ${amount}`,
    benefit: (description: string, value: string) =>
      `Avantage en nature : ${description}, d'une valeur de ${value}`,
    noBenefit: 'Avantage en nature : aucun',
    // The payment clause, generated from the real payment path (never typed by a party).
    paymentTitle: 'Modalités de paiement',
    paymentIntro:
      'Les modalités de paiement de la rémunération, mention obligatoire du contrat écrit (article 8 de la loi n° 2023-451), sont les suivantes ; aucune partie ne peut les remplacer :',
    paymentCard: (total: string) =>
      `Paiement : l'annonceur paie ${total} par carte bancaire, sur la page sécurisée du prestataire de paiement de Kollabo, après la signature du contrat par les deux parties et avant la publication du premier contenu ${RULE}.`,
    paymentFee: (percent: string, fee: string, vat: string) =>
      `Commission : Kollabo perçoit une commission de ${percent} du montant TTC, soit ${fee}, plus 20 % de TVA (${vat}), payée par l'annonceur en sus de la rémunération ; l'influenceur reçoit le montant TTC sans retenue ${RULE}.`,
    // The one sentence of who holds the money, its final stop after the citation.
    paymentHeld: `${collabPayments.moneyHolder.replace(/\.$/, '')} ${RULE}.`,
    paymentRelease: (days: number) =>
      `Versement : la somme est versée à l'influenceur quand l'annonceur approuve le dernier livrable, ou automatiquement ${days} jours après la publication du dernier livrable si l'annonceur n'a ni approuvé ni demandé de modification ${RULE}.`,
    paymentRefund: (days: number) =>
      `Remboursement : tant qu'aucun contenu n'est publié, la collaboration peut être annulée d'un commun accord, ou par l'annonceur seul ${days} jours après la fin de la période de publication sans publication ; la somme payée est alors intégralement remboursée à l'annonceur, commission comprise ${RULE}.`,
    paymentDispute: `Litige : tant que la somme n'est ni versée ni remboursée, chaque partie peut ouvrir un litige ; la somme reste conservée jusqu'à la décision écrite et motivée de l'équipe Kollabo (versement, remboursement ou partage), envoyée aux deux parties ${RULE}.`,
    paymentNone: `Paiement : le contrat ne prévoit aucune rémunération en numéraire ; aucun paiement ne passe par Kollabo ${RULE}.`,
    additionalTerms: (terms: string) =>
      `Conditions complémentaires convenues par les parties, qui s'ajoutent aux modalités ci-dessus sans les remplacer : ${terms}`,
    rightsTitle: "Article 4 — Droits d'utilisation des contenus",
    rights: (channels: string, months: number, territory: string) =>
      `L'influenceur cède à l'annonceur le droit d'utiliser les contenus sur les supports suivants : ${channels}, pour une durée de ${months} mois, sur le territoire : ${territory}. Toute autre utilisation nécessite son accord écrit.`,
    mentionTitle: 'Article 5 — Mention obligatoire',
    mention:
      "Conformément à l'article 5 de la loi n° 2023-451, l'influenceur affiche de façon claire, lisible et identifiable la mention « Publicité » ou « Collaboration commerciale » sur chaque contenu, pendant toute sa durée de diffusion (y compris en incrustation sur les images et vidéos).",
    forbiddenTitle: 'Article 6 — Promotions interdites',
    forbidden:
      "Rappel de l'article 4 de la loi n° 2023-451 : sont interdites la promotion des actes, procédés, techniques et méthodes à visée esthétique ou thérapeutique visés par la loi (dont la chirurgie esthétique), des produits de nicotine, des abonnements à des conseils ou pronostics sportifs, des produits et services financiers non autorisés (dont certains crypto-actifs), des jeux d'argent et de hasard hors des conditions prévues, ainsi que de l'abstention thérapeutique et de tout produit dont la publicité est interdite. L'influenceur s'engage à ne réaliser aucune de ces promotions au titre du présent contrat.",
    lawTitle: 'Article 7 — Droit applicable',
    law2: "Le présent contrat est soumis au droit français. L'annonceur et l'influenceur sont solidairement responsables des dommages causés aux tiers dans l'exécution du contrat (article 8 de la loi n° 2023-451). Les parties le signent par voie électronique (signature électronique simple).",
    signaturesTitle: 'Signatures électroniques',
    noSignature: 'Aucune signature pour le moment.',
    signaturesAnnex:
      "Les parties signent ce document tel quel ; leurs signatures électroniques (nom, date, adresse, navigateur, empreinte SHA-256 de ce document) figurent sur la page d'audit jointe à sa suite.",
    auditTitle: "Page d'audit — signatures électroniques",
    auditIntro: (sha: string, version: number) =>
      `Cette page est ajoutée à la suite du document signé (version ${version}), dont les octets sont inchangés. SHA-256 du document signé : ${sha}`,
    auditFooter: "Page d'audit",
    audit: (role: string, name: string, date: string, ip: string, agent: string, sha: string) =>
      `${role} : ${name} — signé le ${date} (heure de Paris) — adresse ${ip} — navigateur ${agent} — SHA-256 du document signé : ${sha}`,
    page: (n: number, total: number) => `Page ${n} / ${total}`,
  },
} as const;
