export const contactPage = {
  title: 'Nous contacter',
  intro:
    'Une question sur Kollabo, les packs ou votre compte ? Écrivez-nous, nous répondons sous 48 h ouvrées.',
  pseudoLabel: 'Pseudo',
  emailLabel: 'E-mail*',
  phoneLabel: 'Téléphone',
  messageLabel: 'Message*',
  submit: 'Envoyer le message',
  busy: 'Patienter...',
} as const;
