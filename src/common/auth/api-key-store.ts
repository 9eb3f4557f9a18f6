import type { KeyRecord } from './api-key-cache.js';

/**
 * Where API keys are kept. The organizations feature provides it (common never imports a resource folder); an
 * abstract class so that it is its own injection token.
 */
export abstract class ApiKeyStore {
  /** The key with its organization by hash, in one statement; undefined when no key has that hash. */
  abstract find(hash: string): Promise<KeyRecord | undefined>;
  /** Records when the key was last used, in a write of its own. */
  abstract touch(keyId: string, at: string): Promise<void>;
}
