import { contactApi, type ContactBody } from '@kollabo/shared';
import { call } from '../../lib/api';

// The contact form's call (accounts §7).

export const sendContactMessage = (body: ContactBody) => call(contactApi.contactUs, { body });
