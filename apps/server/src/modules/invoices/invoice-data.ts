// What other features read of a person's invoices (the RGPD export): the rows she was issued,
// with the stored PDF's key.

export { listInvoicesForUser } from './invoices.repository.js';
