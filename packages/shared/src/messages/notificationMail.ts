// The frame of every notification mail.
export const notificationMail = {
  greeting: (name: string) => `Bonjour ${name},`,
  signature: "L'équipe Kollabo",
  linkFallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
  /** Security mails cannot be turned off: the footer says why they came. */
  securityReason:
    'Ce message concerne la sécurité de votre compte : il est toujours envoyé, quels que soient vos réglages de notifications.',
  reason: (label: string) =>
    `Vous recevez cet e-mail car les e-mails « ${label} » sont activés sur votre compte Kollabo.`,
  unsubscribe: 'Se désabonner de ces e-mails',
  manage: 'Gérer mes notifications',
  tagline: 'La marketplace des marques et des créateurs',
} as const;
