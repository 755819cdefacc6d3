import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG } from '@kollabo/shared';
import { createUser } from '../../test-support/fixtures.js';
import {
  UA,
  acceptedOffer,
  contract,
  identity,
  signedCollab,
  useCollabTestApp,
} from '../../test-support/collab-fixtures.js';
import { readPdf } from '../../test-support/pdf.js';
import { pdfText } from './contract-pdf.js';

// The contract PDF: it parses, is A4, states every mention of article 8 of loi
// n° 2023-451, the "Publicité" obligation (art. 5), the forbidden promotions (art. 4), and ends
// with the two signatures' audit lines; its SHA-256 is the one recorded.

const { t, h } = useCollabTestApp();

describe('GET /collab/contract.pdf', () => {
  it('answers the signed PDF: A4, French, every mandatory mention, the two audit lines on the last page, the recorded SHA-256', async () => {
    const { owner, author, idOffer } = await signedCollab(t.app, { amount: 1500, tax: 'TTC' });
    const res = await h.get(`/api/collab/contract.pdf?id=${idOffer}`, author);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    const space = (await h.get(`/api/collab?id=${idOffer}`, owner)).json();
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(space.signedSha256);
    // Both signed the same document, whose hash the audit lines carry.
    const [first, second] = space.signatures as { documentSha256: string }[];
    expect(first?.documentSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(second?.documentSha256).toBe(first?.documentSha256);

    const { pages, sizes, text: all } = await readPdf(bytes);
    for (const size of sizes) expect(size).toEqual([0, 0, 595, 842]); // A4 in points
    const mentions = [
      'Contrat de collaboration commerciale entre un annonceur et un influenceur',
      'article 8 de la loi n° 2023-451',
      'décret n° 2025-1137',
      // Identities: names, postal addresses, e-mails, fiscal residence.
      'Marque SA',
      'Chloé Dupont',
      '12 rue de la République, 69002 Paris, France',
      '12 rue de la République, 69002 Lyon, France',
      owner.email,
      author.email,
      'Pays de résidence fiscale : France',
      // Missions.
      '1 × Reel sur Instagram, publication entre le 1 déc. 2026 et le 15 déc. 2026',
      '1 × Vidéo dédiée sur YouTube',
      // Remuneration as offered, its HT, VAT and TTC (contractFigures), benefits in kind.
      'Rémunération : 1 500,00 € TTC',
      'Montant HT : 1 250,00 €',
      'TVA (20 %) : 250,00 €',
      "Montant TTC payé par l'annonceur à l'influenceur : 1 500,00 €",
      "Avantage en nature : Coffret de produits, d'une valeur de 80,00 €",
      // The payment clause, generated from the real path (art. 8 and Kollabo's rules cited).
      'Modalités de paiement',
      'mention obligatoire du contrat écrit (article 8 de la loi n° 2023-451)',
      "l'annonceur paie 1 590,00 € par carte bancaire",
      'commission de 5 % du montant TTC, soit 75,00 €, plus 20 % de TVA (15,00 €)',
      // Who holds the money: the one sentence of the catalogue (its start, before a line break).
      MSG.collabPayments.moneyHolder.slice(0, 70),
      'automatiquement 7 jours après la publication du dernier livrable',
      'intégralement remboursée',
      "décision écrite et motivée de l'équipe Kollabo",
      // Rights of use.
      'Réseaux sociaux de la marque, pour une durée de 6 mois, sur le territoire : France',
      // Art. 5 and art. 4.
      '« Publicité » ou « Collaboration commerciale »',
      "Rappel de l'article 4 de la loi n° 2023-451",
      'chirurgie esthétique',
      'droit français',
    ];
    for (const mention of mentions) expect(all).toContain(pdfText(mention));

    const last = pages.at(-1) ?? '';
    const audit = [
      ["L'influenceur (créateur de contenu) : Chloé Dupont", author],
      ["L'annonceur : Jean Martin", owner],
    ] as const;
    for (const [who] of audit) {
      expect(last).toContain(who);
    }
    expect(last.match(/adresse 203\.0\.113\.7/g)).toHaveLength(2);
    expect(last.match(new RegExp(`navigateur ${UA.replace(/[()/.]/g, '\\$&')}`, 'g'))).toHaveLength(
      2,
    );
    // The audit page names the signed document's hash once, then each signature carries it.
    expect(last.match(new RegExp(first?.documentSha256 ?? 'x', 'g'))).toHaveLength(3);
    expect(last).toMatch(/signé le \d{1,2} [a-zéû]+\.? 20\d\d, \d\d:\d\d \(heure de Paris\)/);
  });

  it('answers the version to sign before the signatures, and 403/404 to anyone else', async () => {
    const { owner, author, idOffer } = await acceptedOffer(t.app);
    const missing = await h.get(`/api/collab/contract.pdf?id=${idOffer}`, owner);
    expect(missing.statusCode).toBe(409);
    expect(missing.json().error).toBe('contract_missing');
    await h.put('/api/user/legal-identity', identity('Chloé Dupont'), author);
    await h.put('/api/collab/contract', contract(idOffer), owner);
    const draft = await h.get(`/api/collab/contract.pdf?id=${idOffer}`, owner);
    expect(draft.statusCode).toBe(200);
    const { text: all } = await readPdf(draft.rawPayload);
    expect(all).toContain('Signatures électroniques');
    expect(all).not.toContain('signé le');

    const outsider = await createUser(t.app);
    const refused = await h.get(`/api/collab/contract.pdf?id=${idOffer}`, outsider);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ access: false });
    expect(refused.headers['content-type']).toContain('application/json');
    const unknown = await h.get(
      '/api/collab/contract.pdf?id=7d0c1f5e-1111-4222-8333-944455556666',
      outsider,
    );
    expect(unknown.statusCode).toBe(404);
    expect((await h.get(`/api/collab/contract.pdf?id=${idOffer}`)).statusCode).toBe(401);
  });
});

describe('the remuneration and the payment clause', () => {
  const text = async (bytes: Buffer) => (await readPdf(bytes)).text;

  it('an exempt creator: HT, the art. 293 B mention instead of VAT, TTC = HT, 795 € paid; the owner’s terms beside the clause', async () => {
    const setup = await acceptedOffer(t.app, { amount: 750, tax: 'EXEMPT' });
    const { owner, author, idOffer } = setup;
    await h.put('/api/user/legal-identity', identity('Marque SA', 'Paris', 'Jean Martin'), owner);
    await h.put('/api/user/legal-identity', identity('Chloé Dupont'), author);
    const saved = await h.put(
      '/api/collab/contract',
      contract(idOffer, { paymentTerms: 'Facture envoyée à compta@marque.example.' }),
      owner,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const all = await text(
      (await h.get(`/api/collab/contract.pdf?id=${idOffer}`, owner)).rawPayload,
    );
    for (const mention of [
      'Rémunération : 750,00 € HT',
      'Montant HT : 750,00 €',
      'TVA non applicable, art. 293 B du CGI',
      "Montant TTC payé par l'annonceur à l'influenceur : 750,00 €",
      // 750,00 + 37,50 + 7,50.
      "l'annonceur paie 795,00 € par carte bancaire",
      'soit 37,50 €, plus 20 % de TVA (7,50 €)',
      'article 8 de la loi n° 2023-451',
      "Conditions complémentaires convenues par les parties, qui s'ajoutent aux modalités ci-dessus sans les remplacer : Facture envoyée à compta@marque.example.",
    ]) {
      expect(all).toContain(pdfText(mention));
    }
    expect(all).not.toContain('TVA (20 %)');
    // Every rule of Kollabo's in the clause cites it.
    expect(all.match(/\(règle Kollabo\)/g)?.length).toBe(6);
  });

  it('the old typed default is never printed nor carried into a new version; a signed PDF stays as it was signed', async () => {
    const { owner, author, idOffer } = await signedCollab(t.app, { amount: 900, tax: 'HT' });
    const signed = await h.get(`/api/collab/contract.pdf?id=${idOffer}`, owner);
    const before = (await h.get(`/api/collab?id=${idOffer}`, owner)).json();
    // Versions written before the generated clause stored the typed default in their terms.
    await t.app.ctx.db.execute(
      sql`update collab_contract_versions set terms = jsonb_set(terms, '{paymentTerms}', ${JSON.stringify(MSG.collab.legacyPaymentTerms)}::jsonb) where offer_id = ${idOffer}`,
    );
    const again = await h.get(`/api/collab/contract.pdf?id=${idOffer}`, author);
    // The stored signed bytes, never rendered again.
    expect(createHash('sha256').update(again.rawPayload).digest('hex')).toBe(before.signedSha256);
    expect(again.rawPayload.equals(signed.rawPayload)).toBe(true);
    // The space shows the terms as they were signed.
    const shown = (await h.get(`/api/collab?id=${idOffer}`, owner)).json();
    expect(shown.terms.paymentTerms).toBe(MSG.collab.legacyPaymentTerms);
    // A new version copied from them (her identity changed): the default stays behind.
    const moved = await h.put(
      '/api/user/legal-identity',
      identity('Chloé Dupont', 'Lille'),
      author,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const v2 = (await h.get(`/api/collab?id=${idOffer}`, owner)).json();
    expect(v2).toMatchObject({ version: 2, versionInForce: 1 });
    expect(v2.terms.paymentTerms).toBe('');
    // Nor printed by a version to sign that still holds it: the clause is generated instead.
    await t.app.ctx.db.execute(
      sql`update collab_contract_versions set terms = jsonb_set(terms, '{paymentTerms}', ${JSON.stringify(MSG.collab.legacyPaymentTerms)}::jsonb) where offer_id = ${idOffer} and version = 2`,
    );
    const draft = await text(
      (await h.get(`/api/collab/contract.pdf?id=${idOffer}&version=2`, owner)).rawPayload,
    );
    expect(draft).not.toContain(pdfText('30 jours suivant la réception de la facture'));
    expect(draft).not.toContain(pdfText('Conditions complémentaires'));
    expect(draft).toContain(pdfText("l'annonceur paie 1 144,80 € par carte bancaire"));
  });
});

describe('pdfText', () => {
  it('keeps French accents, « », € and turns what Helvetica cannot show into ?', () => {
    expect(pdfText('Été « Publicité » 1\u202f000 € — œuvre')).toBe(
      'Été « Publicité » 1 000 € — œuvre',
    );
    expect(pdfText('Merci 🎉 日本')).toBe('Merci ? ??');
  });
});
