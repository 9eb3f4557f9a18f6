import { randomBytes } from 'node:crypto';
import { SecretUnreadable, openSecret, sealSecret } from './sealed-secret.js';

describe('sealed secrets', () => {
  const key = randomBytes(32);

  it('opens what it sealed, and never stores the plain text', () => {
    const sealed = sealSecret(key, 'client-secret-123', 'identity-provider:abc');
    expect(sealed).not.toContain('client-secret-123');
    expect(openSecret(key, sealed, 'identity-provider:abc')).toBe('client-secret-123');
  });

  it('seals the same secret differently each time (a fresh IV)', () => {
    expect(sealSecret(key, 's', 'row')).not.toBe(sealSecret(key, 's', 'row'));
  });

  it('refuses another key, another row, and an altered value', () => {
    const sealed = sealSecret(key, 'client-secret-123', 'row-a');
    expect(() => openSecret(randomBytes(32), sealed, 'row-a')).toThrow(SecretUnreadable);
    expect(() => openSecret(key, sealed, 'row-b')).toThrow(SecretUnreadable);
    const parts = sealed.split('.');
    parts[3] = Buffer.from('other-secret-456').toString('base64url');
    expect(() => openSecret(key, parts.join('.'), 'row-a')).toThrow(SecretUnreadable);
    expect(() => openSecret(key, 'garbage', 'row-a')).toThrow(SecretUnreadable);
  });
});
