import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * A secret stored encrypted at rest: AES-256-GCM under SECRETS_KEY, as `v1.<key id>.<iv>.<ciphertext>.<tag>`
 * (base64url). The key id (a hash prefix of the key) tells a changed key from a damaged value; the associated data
 * binds the ciphertext to the row it was written for, so a value copied into another row (another organization's)
 * does not open.
 */
const VERSION = 'v1';

export class SecretUnreadable extends Error {
  override name = 'SecretUnreadable';
}

function keyId(key: Buffer): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 8);
}

export function sealSecret(key: Buffer, plain: string, boundTo: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(boundTo));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, body, cipher.getAuthTag()].map((part) => part.toString('base64url'));
  return [VERSION, keyId(key), ...parts].join('.');
}

/** The plain secret; SecretUnreadable when the key changed or the value was altered or moved. */
export function openSecret(key: Buffer, sealed: string, boundTo: string): string {
  const [version, id, iv, body, tag] = sealed.split('.');
  if (version !== VERSION || id !== keyId(key) || !iv || body === undefined || !tag) {
    throw new SecretUnreadable('sealed with another key or format');
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(boundTo));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretUnreadable('altered or moved');
  }
}
