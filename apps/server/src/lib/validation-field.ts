import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** The first refused field of a schema validation error, as a dotted path ("profilSearch.0"). */
export function validationField(error: unknown): string | undefined {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  const first = error.validation[0];
  return first?.instancePath.replace(/^\//, '').replace(/\//g, '.') || undefined;
}

/** A sentence for the user; a refinement may carry a machine code instead ('invalid_input'). */
const isSentence = (message: string | undefined): message is string =>
  message !== undefined && /\s/.test(message);

/**
 * The first refused field's own French text when a shared rule wrote it (a refinement: "Le titre
 * doit contenir des lettres.", the contact-details rule), never a machine code such as
 * 'invalid_email'; a plain limit keeps the descriptor's spec text.
 */
export function validationMessage(error: unknown): string | undefined {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  const first = error.validation[0];
  if (first?.keyword !== 'custom') return undefined;
  return isSentence(first.message) ? first.message : undefined;
}

/**
 * The first refused field's own French text, whatever the rule: its limit from the validator
 * ("120 caractères au maximum.", French through zod-french.ts) or a shared rule's sentence;
 * undefined for a machine code, which leaves the general invalid-input text.
 */
export function fieldMessage(error: unknown): string | undefined {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  const message = error.validation[0]?.message;
  return isSentence(message) ? message : undefined;
}
