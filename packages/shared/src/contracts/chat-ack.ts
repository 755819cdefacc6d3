import { z } from 'zod';
import { ERRORS, type ErrorCode } from '../errors.js';
import { chatMessageSchema } from './chat.js';

// The chat socket's acknowledgement, apart from chat.ts: it names the error
// table, which holds every error's French text, and only the chat's socket client reads it; the
// pages that call the chat's HTTP endpoints (a project's offers) need not download it.

/** One code of the shared error table. */
const errorCodeSchema = z.enum(Object.keys(ERRORS) as [ErrorCode, ...ErrorCode[]]);

/** The acknowledgement of join_room and new_message. */
export const socketAck = z.union([
  z.object({ ok: z.literal(true), message: chatMessageSchema.optional() }),
  z.object({ ok: z.literal(false), error: errorCodeSchema, message: z.string() }),
]);
export type SocketAck = z.infer<typeof socketAck>;

/** True when the acknowledgement refuses with one of these codes (checked against the table). */
export const ackFailedWith = (ack: SocketAck, ...codes: ErrorCode[]): boolean =>
  !ack.ok && codes.includes(ack.error);
