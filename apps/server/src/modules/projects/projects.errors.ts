import { AppError } from '../../lib/app-error.js';

// The errors of the projects feature, with the spec's French texts (transactions §8).

export const projectNotFound = () => new AppError('project_not_found');
export const notOwner = () => new AppError('forbidden');
export const transitionRefused = () => new AppError('invalid_transition');
export const subscriptionRequired = () => new AppError('subscription_required');
export const noCredit = () => new AppError('no_credit');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);
