// /desabonnement: the one-click unsubscribe page of the mails (no login).
export const unsubscribePage = {
  title: 'Désabonnement',
  working: 'Désabonnement en cours...',
  done: (label: string) => `C'est fait : vous ne recevrez plus les e-mails « ${label} ».`,
  doneHint:
    "Les notifications restent visibles dans l'application. Vous pouvez changer d'avis à tout moment.",
  resubscribe: 'Me réabonner',
  resubscribed: (label: string) => `Vous recevez de nouveau les e-mails « ${label} ».`,
  address: (email: string) => `Adresse concernée : ${email}`,
  manage: 'Gérer toutes mes notifications',
  invalid: "Ce lien de désabonnement n'est pas valide. Gérez vos e-mails depuis votre compte.",
} as const;
