import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// Chat messages are encrypted at rest with AES-256-GCM (config.messageKey, 32 bytes). Stored
// form: base64(iv | tag | ciphertext). The offer id is bound as additional data, so a stored
// message copied into another conversation no longer decrypts.

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function encryptMessage(key: Buffer, plaintext: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64');
}

/** The plaintext, or undefined when the data was altered or the key is not the one used. */
export function decryptMessage(key: Buffer, stored: string, context: string): string | undefined {
  const raw = Buffer.from(stored, 'base64');
  if (raw.length < IV_BYTES + TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return undefined;
  }
}
