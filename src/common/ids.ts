import { randomBytes } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Random base62 string from a CSPRNG; rejection sampling keeps every character uniformly likely. */
export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248) out += BASE62[byte % 62];
      if (out.length === length) break;
    }
  }
  return out;
}

/** Resource ids: 12 base62 characters (~71 bits), never sequential. */
export function newId(): string {
  return randomBase62(12);
}

export const ID_PATTERN = /^[0-9A-Za-z]{1,64}$/;
