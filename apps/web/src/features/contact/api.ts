import { contactApi, type ContactBody } from '@kollabo/shared';
import { call } from '../../lib/api';

// The contact form's call.

export const sendContactMessage = (body: ContactBody) => call(contactApi.contactUs, { body });
