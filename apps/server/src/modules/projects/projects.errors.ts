import { AppError } from '../../lib/app-error.js';

// The errors of the projects feature, with the spec's French texts.

export const projectNotFound = () => new AppError('project_not_found');
export const notOwner = () => new AppError('forbidden');
export const transitionRefused = () => new AppError('invalid_transition');
export const subscriptionRequired = () => new AppError('subscription_required');
export const noCredit = () => new AppError('no_credit');
