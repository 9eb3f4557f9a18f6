import { randomBytes } from 'node:crypto';
import type { Db } from '../../database/db.service.js';
import { ServerSecretEntity } from './server-secret.entity.js';

/**
 * The secret called `name`, shared by every instance on the database. Read: the migration that introduced the secret
 * stored it, so starting never writes. When the row was deleted (to rotate the key), the first instance to ask stores
 * a new one; the insert does nothing when another instance won the race, and both read the one row.
 */
export async function sharedSecret(db: Db, name: string): Promise<string> {
  const found = await db.read((m) => m.findOneBy(ServerSecretEntity, { name }));
  if (found) return found.value;
  return db.write(async (m) => {
    await m
      .createQueryBuilder()
      .insert()
      .into(ServerSecretEntity)
      .values({ name, value: randomBytes(32).toString('base64url'), createdAt: new Date().toISOString() })
      .orIgnore()
      .execute();
    return (await m.findOneByOrFail(ServerSecretEntity, { name })).value;
  });
}
