import type { Page } from 'playwright-core';

// The collaboration space's forms, shared by the journeys that start after the match (the match
// itself is in parties.ts): identity, contract, signature, payouts and payment.

/** The space's legal identity form, filled and saved. */
export async function fillIdentity(
  page: Page,
  identity: {
    legalName: string;
    address: string;
    postalCode: string;
    city: string;
    /** The person who signs for a company ("représentée par"). */
    representative?: string;
  },
): Promise<void> {
  await page.getByLabel('Raison sociale ou nom complet').fill(identity.legalName);
  await page.getByLabel('Adresse postale').fill(identity.address);
  await page.getByLabel('Code postal').fill(identity.postalCode);
  await page.getByLabel('Ville').fill(identity.city);
  if (identity.representative) {
    await page.getByLabel('Représentant légal', { exact: false }).fill(identity.representative);
  }
  await page.getByRole('button', { name: 'Enregistrer mon identité' }).click();
  await page.getByText('Identité enregistrée.').waitFor();
}

/** The owner's contract: one reel, usage rights and a gift box, saved and sent to signature. */
export async function writeContract(owner: Page): Promise<void> {
  await owner.getByLabel('Format').fill('Reel dédié');
  await owner.getByLabel('Supports autorisés').fill('Réseaux sociaux et site de la marque');
  await owner.getByLabel('Description').fill('Coffret de crèmes solaires');
  await owner.getByLabel('Valeur (€)').fill('60');
  await owner.getByRole('button', { name: 'Enregistrer et envoyer à la signature' }).click();
  await owner.getByText('Contrat enregistré', { exact: false }).waitFor();
}

/** Signs the current version with `fullName` (consent box ticked). */
export async function signContract(page: Page, fullName: string): Promise<void> {
  await page.getByLabel('Votre nom complet').fill(fullName);
  await page.getByLabel('Je déclare avoir lu le contrat', { exact: false }).check();
  await page.getByRole('button', { name: 'Signer', exact: true }).click();
  await page.getByText(`Signé par ${fullName}`, { exact: false }).waitFor();
}

/** The creator activates her payouts on the simulated hosted onboarding (test mode). */
export async function activatePayouts(
  creator: Page,
  { name, iban, vatExempt = false }: { name: string; iban: string; vatExempt?: boolean },
): Promise<void> {
  await creator.goto('/recevoir-mes-paiements');
  await creator.getByRole('button', { name: 'Activer la réception des paiements' }).click();
  await creator.waitForURL('**/simulated/onboarding/**');
  await creator.getByLabel('Nom du titulaire du compte').fill(name);
  await creator.getByLabel('IBAN').fill(iban);
  await creator.getByLabel('Date de naissance').fill('1995-04-12');
  if (vatExempt) await creator.getByLabel('TVA non applicable, art. 293 B du CGI').check();
  await creator.getByRole('button', { name: 'Valider mes informations' }).click();
  await creator.waitForURL(/\/(paiements|recevoir-mes-paiements)/);
}

/** The owner pays the signed contract on the simulated checkout page and comes back to the space. */
export async function payContract(owner: Page, idOffer: string): Promise<void> {
  await owner.goto(`/collab/${idOffer}`);
  await owner.getByRole('button', { name: 'Payer et sécuriser' }).click();
  await owner.waitForURL('**/simulated/collab-checkout/**');
  await owner.getByRole('button', { name: 'Payer', exact: true }).click();
  await owner.waitForURL(`**/collab/${idOffer}**`);
  await owner.getByText('Payé, somme retenue').first().waitFor();
}

/** The creator's DAC7 details in "Recevoir mes paiements" (a person living in France). */
export async function fillTaxDetails(
  creator: Page,
  details: { legalName: string; address: string; postalCode: string; city: string; taxId: string },
): Promise<void> {
  const form = creator.locator('section[aria-labelledby="infos-fiscales"]');
  await form.getByLabel('Une personne physique').check();
  await form.getByLabel('Nom et prénom').fill(details.legalName);
  await form.getByLabel('Adresse', { exact: true }).fill(details.address);
  await form.getByLabel('Code postal').fill(details.postalCode);
  await form.getByLabel('Ville').fill(details.city);
  await form.getByLabel('Pays de résidence').selectOption('FR');
  await form.getByLabel('Date de naissance').fill('1995-04-12');
  await form.getByLabel("Numéro d'identification fiscale").fill(details.taxId);
  await form.getByRole('button', { name: 'Enregistrer mes informations fiscales' }).click();
}

/** The brand's (Soleil SAS, Jean Martin signing) and the creator's identities, the brand's
 * contract, and both signatures, starting from the space of `idOffer`. */
export async function signByBoth(owner: Page, creator: Page, idOffer: string): Promise<void> {
  await owner.goto(`/collab/${idOffer}`);
  await owner.getByRole('heading', { name: 'Espace de collaboration' }).waitFor();
  await fillIdentity(owner, {
    legalName: 'Soleil SAS',
    representative: 'Jean Martin',
    address: '8 quai des Chartrons',
    postalCode: '33000',
    city: 'Bordeaux',
  });
  await writeContract(owner);
  await owner.getByText('Le paiement sera possible une fois le contrat signé').waitFor();
  await creator.goto(`/collab/${idOffer}`);
  await fillIdentity(creator, {
    legalName: 'Chloé Dupont',
    address: '12 rue de la République',
    postalCode: '69002',
    city: 'Lyon',
  });
  await signContract(creator, 'Chloé Dupont');
  await owner.reload();
  await signContract(owner, 'Jean Martin');
}

/** The creator marks her deliverable published, with its link and the advertising mention. */
export async function markPublished(creator: Page, link: string): Promise<void> {
  await creator.getByLabel('Lien public de la publication').fill(link);
  await creator.getByLabel('La mention « Publicité »', { exact: false }).check();
  await creator.getByRole('button', { name: 'Marquer comme publié' }).click();
  await creator.getByText('Publié, en attente de validation').waitFor();
}

/** The owner approves the last deliverable and confirms the release the dialog names; its text. */
export async function approveAndRelease(owner: Page): Promise<string> {
  await owner.getByRole('button', { name: 'Approuver' }).click();
  const dialog = owner.getByRole('alertdialog');
  const text = (await dialog.innerText()).replace(/\s+/g, ' ');
  await dialog.getByRole('button', { name: 'Approuver et verser' }).click();
  await owner.getByText('la collaboration est terminée', { exact: false }).waitFor();
  return text;
}
