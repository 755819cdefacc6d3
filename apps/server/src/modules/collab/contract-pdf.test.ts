import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
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
      // Remuneration, HT/TTC as offered, benefits in kind and payment terms.
      'Rémunération : 1 500,00 € TTC',
      'soit 1 250,00 € HT',
      "Avantage en nature : Coffret de produits, d'une valeur de 80,00 €",
      'Modalités de paiement',
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

describe('pdfText', () => {
  it('keeps French accents, « », € and turns what Helvetica cannot show into ?', () => {
    expect(pdfText('Été « Publicité » 1\u202f000 € — œuvre')).toBe(
      'Été « Publicité » 1 000 € — œuvre',
    );
    expect(pdfText('Merci 🎉 日本')).toBe('Merci ? ??');
  });
});
