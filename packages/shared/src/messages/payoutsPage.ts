import { collabPayments } from './collabPayments.js';

// "Recevoir mes paiements": the creator's payout account at the payment provider, her VAT position.

export const payoutsPage = {
  title: 'Recevoir mes paiements',
  intro: `La marque paie la somme convenue dès la signature du contrat. ${collabPayments.moneyHolder} Elle vous est versée quand les livrables sont validés.`,
  statusTitle: 'Votre compte de versement',
  help: {
    none: "Activez la réception de vos paiements pour qu'une marque puisse payer vos collaborations.",
    pending:
      'Notre prestataire de paiement vérifie vos informations ; cela prend en général quelques minutes.',
    active:
      'Les marques peuvent payer vos collaborations : chaque somme vous est versée à la validation des livrables.',
    restricted:
      'Notre prestataire de paiement a besoin de ces informations avant de pouvoir vous verser vos paiements :',
  },
  start: 'Activer la réception des paiements',
  resume: 'Compléter mes informations',
  update: 'Modifier mes informations de versement',
  starting: 'Redirection...',
  providerNote:
    'Votre identité et vos coordonnées bancaires sont saisies sur la page sécurisée de notre prestataire de paiement ; Kollabo ne les conserve pas.',
  back: 'Vos informations de versement sont enregistrées.',
  /** The provider's requirement names, as the creator reads them. */
  requirements: {
    external_account: 'Coordonnées bancaires (IBAN)',
    'individual.first_name': 'Prénom',
    'individual.last_name': 'Nom',
    'individual.dob.day': 'Date de naissance',
    'individual.dob.month': 'Date de naissance',
    'individual.dob.year': 'Date de naissance',
    'individual.address.line1': 'Adresse postale',
    'individual.address.city': 'Adresse postale',
    'individual.address.postal_code': 'Adresse postale',
    'individual.email': 'Adresse e-mail',
    'individual.phone': 'Numéro de téléphone',
    'individual.verification.document': "Pièce d'identité",
    'individual.id_number': "Numéro d'identification",
    'business_profile.url': 'Site web ou profil public',
    'business_profile.mcc': "Secteur d'activité",
    'tos_acceptance.date': 'Acceptation des conditions du prestataire',
    'tos_acceptance.ip': 'Acceptation des conditions du prestataire',
  } as Readonly<Record<string, string>>,
  otherRequirement: (name: string) => `Autre information demandée (${name})`,
  vatTitle: 'TVA',
  vatLegend: 'Votre situation de TVA',
  vatHint:
    'Elle est proposée pour vos prochaines offres. Choisissez « TVA non applicable » si vous bénéficiez de la franchise en base de TVA (par exemple en micro-entreprise) : la marque paie alors vos prix sans y ajouter de TVA.',
  vatSignedNote:
    'Un contrat déjà signé garde ses montants : votre nouvelle situation de TVA ne s’y applique qu’avec un avenant signé par les deux parties. La marque est prévenue.',
  vatSave: 'Enregistrer',
  vatSaved: 'Votre régime de TVA est enregistré.',
  paymentsLink: 'Voir mes paiements',
} as const;
