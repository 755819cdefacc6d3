import { MANDATE_CONTEST_DAYS } from './billingMandate.js';

// "Mes factures" (account submenu), the billing details form, and the invoice PDF's texts. Each
// mention the law requires on an invoice cites its article beside it.

export const invoices = {
  title: 'Mes factures',
  intro:
    'Les factures de vos packs et des commissions Kollabo, les factures des prestations de vos collaborations, et les avoirs de leurs remboursements. Chaque PDF est une facture électronique Factur-X que votre logiciel comptable lit directement.',
  empty: 'Aucune facture pour le moment.',
  emptyHint: 'Vos factures apparaissent ici dès votre premier achat.',
  kindInvoice: 'Facture',
  kindCreditNote: 'Avoir',
  kindService: 'Facture de prestation',
  kindServiceCreditNote: 'Avoir de prestation',
  // Art. 242 nonies A, I-14° annexe II CGI: an invoice issued by the client (or a third party)
  // in the supplier's name carries « Autofacturation ».
  selfBilledBadge: 'Autofacturation',
  issuedBy: (name: string) => `Émise par ${name}`,
  billedTo: (name: string) => `Adressée à ${name}`,
  issuedOnYourBehalf: 'Émise en votre nom par Kollabo (mandat de facturation)',
  contest: 'Contester cette facture',
  issuedOn: (date: string) => `Émise le ${date}`,
  vatIncluded: (vat: string) => `dont TVA ${vat}`,
  download: 'Télécharger le PDF',
  downloadLabel: (number: string) => `Télécharger le PDF de ${number}`,
  billingTitle: 'Coordonnées de facturation',
  billingIntro:
    'Elles figurent sur vos prochaines factures. Une entreprise indique sa raison sociale, et si elle en a, son SIREN et son numéro de TVA intracommunautaire.',
  checkoutBillingTitle: 'Facturer une entreprise',
  checkoutBillingHint:
    'Cochez pour que la facture porte le nom, l’adresse, le SIREN et le numéro de TVA de votre entreprise.',
  asCompany: 'J’achète pour une entreprise',
  companyName: 'Raison sociale',
  siren: 'SIREN',
  sirenHint: '9 chiffres, facultatif',
  vatNumber: 'Numéro de TVA intracommunautaire',
  vatNumberHint: 'Par exemple FR32123456782, facultatif',
  address: 'Adresse',
  postalCode: 'Code postal',
  city: 'Ville',
  country: 'Pays',
  save: 'Enregistrer',
  saving: 'Enregistrement…',
  saved: 'Coordonnées de facturation enregistrées.',
  validation: {
    invalid: 'Vérifiez vos coordonnées de facturation.',
    siren: 'Ce SIREN n’est pas valide : 9 chiffres dont le dernier est une clé de contrôle.',
    vatNumber:
      'Ce numéro de TVA intracommunautaire n’est pas valide (préfixe du pays puis numéro ; pour la France, FR, la clé puis le SIREN).',
    postalCode: 'Ce code postal n’est pas valide.',
    address: 'Indiquez l’adresse de facturation.',
    city: 'Indiquez la ville.',
    country: 'Choisissez le pays.',
    companyName: 'Indiquez la raison sociale de l’entreprise.',
    tooLong: (max: number) => `${max} caractères au plus.`,
  },
  mail: {
    invoiceLine: (number: string) =>
      `Votre facture ${number} est disponible dans « Mes factures » (PDF Factur-X).`,
    // The PDF rendered after the receipt left: it comes in a mail of its own.
    readyTitle: (credit: boolean, number: string) =>
      credit ? `Votre avoir ${number}` : `Votre facture ${number}`,
    readyBody: (credit: boolean, amount: string) =>
      credit
        ? `Avoir de ${amount} TTC, en PDF Factur-X.`
        : `Facture de ${amount} TTC, en PDF Factur-X.`,
    readyLines: (credit: boolean, number: string) => [
      credit
        ? `Vous trouverez en pièce jointe votre avoir ${number}, au format PDF Factur-X que votre logiciel comptable lit directement.`
        : `Vous trouverez en pièce jointe votre facture ${number}, au format PDF Factur-X que votre logiciel comptable lit directement.`,
      `${credit ? 'Il' : 'Elle'} reste disponible à tout moment dans « Mes factures ».`,
    ],
    amount: 'Montant TTC',
    // Issued in the creator's name under her billing mandate: her copy, and her right to
    // contest it (art. 289, I-2 CGI; the delay is a règle Kollabo, see billingMandate.ts).
    serviceTitle: (credit: boolean, number: string) =>
      credit ? `Avoir ${number} émis en votre nom` : `Facture ${number} émise en votre nom`,
    serviceBody: (credit: boolean, amount: string) =>
      credit
        ? `Kollabo a émis en votre nom un avoir de ${amount} TTC (autofacturation).`
        : `Kollabo a émis en votre nom une facture de ${amount} TTC (autofacturation).`,
    serviceLines: (credit: boolean, number: string) => [
      credit
        ? `Kollabo a émis en votre nom, en vertu de votre mandat de facturation, l’avoir ${number} : vous le trouverez en pièce jointe, au format PDF Factur-X.`
        : `Kollabo a émis en votre nom, en vertu de votre mandat de facturation, la facture ${number} : vous la trouverez en pièce jointe, au format PDF Factur-X.`,
      `Vous pouvez contester ce document dans les ${MANDATE_CONTEST_DAYS} jours suivant sa réception par le formulaire « Nous contacter », en indiquant son numéro ; passé ce délai, il est réputé accepté (art. 289, I-2 du CGI ; délai : règle Kollabo).`,
    ],
    button: 'Voir mes factures',
  },
  pdf: {
    invoiceTitle: 'Facture',
    creditNoteTitle: 'Avoir',
    number: 'Numéro',
    // Art. 242 nonies A, I-5° annexe II CGI: the date the invoice is issued.
    issueDate: 'Date d’émission',
    // Art. 242 nonies A, I-7° annexe II CGI: the date of the sale (the service's completion).
    saleDate: 'Date de la vente',
    seller: 'Vendeur',
    buyer: 'Client',
    // Art. L441-9 code de commerce; art. 242 nonies A, I-1° and I-2° annexe II CGI.
    siren: (siren: string) => `SIREN ${siren}`,
    // Art. 242 nonies A, I-1° annexe II CGI: the identification number of art. R123-221 code de
    // commerce (the SIRET of the establishment that performed the service is accepted).
    siret: (siret: string) => `SIRET ${siret}`,
    // Art. 242 nonies A, I-2° annexe II CGI: the seller's VAT number; I-3°: the buyer's.
    vatNumber: (vat: string) => `N° TVA intracommunautaire ${vat}`,
    creditedInvoice: (number: string, date: string) => `Avoir sur la facture ${number} du ${date}`,
    // Art. L441-9 code de commerce: the category of operation (décret n° 2022-1299).
    category: 'Catégorie de l’opération : prestation de services',
    description: 'Désignation',
    quantity: 'Qté',
    unitPrice: 'Prix unitaire HT',
    discount: 'Remise HT',
    netAmount: 'Montant HT',
    couponDiscount: (code: string) => `Remise coupon ${code}, appliquée avant TVA`,
    vatRate: 'Taux de TVA',
    vatBase: 'Base HT',
    vatAmount: 'Montant TVA',
    totalHt: 'Total HT',
    totalVat: 'Total TVA',
    totalTtc: 'Total TTC',
    refundTtc: 'Total TTC remboursé',
    // Art. L441-9 code de commerce: the payment date ("date à laquelle le règlement doit intervenir").
    paidOn: (date: string) => `Payée le ${date} par carte bancaire.`,
    refundedOn: (date: string) => `Remboursé le ${date} sur la carte bancaire utilisée.`,
    // Art. L441-10 code de commerce: the late-payment penalty rate.
    penalties:
      'Pénalités de retard (art. L441-10 du code de commerce) : trois fois le taux d’intérêt légal en vigueur, exigibles dès le lendemain de la date de paiement.',
    // Art. L441-10 and D441-5 code de commerce: the fixed 40 € recovery indemnity.
    indemnity:
      'Indemnité forfaitaire pour frais de recouvrement due en cas de retard de paiement (art. L441-10 et D441-5 du code de commerce) : 40 €.',
    noDiscount: 'Pas d’escompte pour paiement anticipé.',
    facturX:
      'Facture électronique Factur-X (EN 16931) : les données structurées sont jointes au PDF.',
    page: (n: number, total: number) => `Page ${n} / ${total}`,
    packLine: (label: string, credits: number) =>
      `Pack ${label} Kollabo : ${credits} crédits d’offres, un mois`,
    commissionLine: (project: string) =>
      `Commission Kollabo sur le paiement de la collaboration « ${project} »`,
    serviceLine: (project: string, deliverables: string) =>
      `Prestation de création de contenu, collaboration « ${project} » : ${deliverables}`,
    deliverable: (quantity: number, format: string, network: string) =>
      `${quantity} × ${format} (${network})`,
    // Art. 242 nonies A, I-14° annexe II CGI.
    selfBilled: 'Autofacturation',
    // Art. 289, I-2 CGI: issued by Kollabo in the supplier's name, under her prior mandate.
    onBehalf: (issuer: string, seller: string, date: string) =>
      `Facture émise par ${issuer} au nom et pour le compte de ${seller}, en vertu du mandat de facturation accepté le ${date} (art. 289, I-2 du CGI).`,
    // Art. 242 nonies A, I-12° annexe II CGI: the exemption's reference; art. 293 B CGI.
    vatExempt: 'TVA non applicable, art. 293 B du CGI',
    serviceSettled: (date: string) =>
      `Réglée par carte bancaire sur Kollabo ; paiement libéré au prestataire le ${date}.`,
    serviceCredited: (date: string) => `Remboursé le ${date} à la marque, sur sa carte bancaire.`,
    issuer: 'Émetteur',
  },
} as const;
