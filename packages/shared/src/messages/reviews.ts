// Reviews after a collaboration.
export const reviews = {
  title: 'Avis',
  average: (average: string, count: number) => `${average} / 5 — ${count} avis`,
  none: "Pas encore d'avis.",
  stars: (rating: number) => `${rating} sur 5`,
  writeTitle: (pseudo: string) => `Votre avis sur ${pseudo}`,
  rating: 'Note',
  comment: 'Commentaire',
  commentHint:
    'De 20 à 1 000 caractères, sans numéro de téléphone, adresse e-mail ni lien. Les avis restent masqués jusqu’à ce que les deux parties aient écrit le leur, ou 14 jours après la fin de la collaboration.',
  submit: 'Publier mon avis',
  sent: 'Merci pour votre avis.',
  hiddenUntil:
    "Votre avis est enregistré. Il sera visible quand l'autre partie aura écrit le sien, ou au plus tard 14 jours après la fin de la collaboration.",
  theirs: (pseudo: string) => `L'avis de ${pseudo}`,
  yours: 'Votre avis',
  windowClosed: 'Le délai de 14 jours pour laisser un avis est écoulé.',
  reply: 'Répondre',
  replyLabel: 'Votre réponse publique',
  replySend: 'Publier la réponse',
  replySent: 'Réponse publiée.',
  replyTitle: (pseudo: string) => `Réponse de ${pseudo}`,
  report: 'Signaler',
  reportLabel: 'Pourquoi signalez-vous cet avis ?',
  reportSend: 'Envoyer le signalement',
  reportSent: "Merci, l'équipe Kollabo examinera cet avis.",
  reportMailSubject: 'Avis signalé',
  reportMailText: (
    reviewer: string,
    project: string,
    reporter: string,
    comment: string,
    message: string,
  ) =>
    `${reporter} a signalé l'avis de ${reviewer} sur le projet « ${project} ».\n\nAvis : ${comment}\n\nMotif : ${message}`,
  about: (title: string) => `Projet « ${title} »`,
  loadError: 'Impossible de charger les avis.',
} as const;
