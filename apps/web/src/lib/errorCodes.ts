// The shared error table, read to type a failed answer's code. Imported with import('./errorCodes')
// on the first answer that is not OK: the table holds every error's French text, which a visitor
// who meets no error never needs (the first page's JavaScript budget:
// apps/web/scripts/js-budget.mjs).
export { isErrorCode } from '@kollabo/shared';
