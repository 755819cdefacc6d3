import type { FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MSG } from '@kollabo/shared';
import { AppError } from '../../lib/app-error.js';

// The errors of the projects feature, with the spec's French texts (transactions §8).

export const projectNotFound = () => new AppError('not_found', 404, MSG.projects.notFound);
export const notOwner = () => new AppError('forbidden', 403, MSG.common.forbidden);
export const transitionRefused = (message: string = MSG.projects.updateFailure) =>
  new AppError('invalid_transition', 409, message);
export const subscriptionRequired = () =>
  new AppError('subscription_required', 402, MSG.projects.subscriptionRequired);
export const noCredit = () => new AppError('no_credit', 402, MSG.projects.noCredit);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/**
 * Routes declared with `attachValidation` call this first: a body the contract refuses becomes
 * the screen's own French message (with the field) instead of the generic one.
 */
export function refuseInvalidBody(request: FastifyRequest, message: string): void {
  const error = request.validationError;
  if (!error) return;
  const first = hasZodFastifySchemaValidationErrors(error) ? error.validation[0] : undefined;
  const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.') || undefined;
  throw new AppError('invalid_fields', 400, message, field ? { field } : {});
}
