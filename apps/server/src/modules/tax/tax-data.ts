// What other features read of a creator's tax data (the RGPD export): her DAC7 details and her
// stored annual statements (year, totals, the PDF's storage key).

export { listTaxStatements, readTaxDetails } from './tax.repository.js';
