// Admin: mails that failed for good.
export const adminMails = {
  title: 'E-mails en échec',
  intro:
    "Ces e-mails n'ont pas pu être remis après plusieurs tentatives. Relancez-les une fois le problème corrigé (adresse, serveur d'envoi).",
  empty: 'Aucun e-mail en échec.',
  to: (email: string) => `Destinataire : ${email}`,
  attempts: (count: number) => `${count} tentative${count > 1 ? 's' : ''}`,
  lastError: (error: string) => `Dernière erreur : ${error}`,
  createdOn: (date: string) => `Créé le ${date}`,
  retry: 'Relancer',
  retried: "E-mail remis en file d'envoi.",
} as const;
