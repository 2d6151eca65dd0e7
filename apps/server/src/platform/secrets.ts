import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { appSecrets } from '../db/schema';
import type { Db } from './db/database';

/** A secret every instance shares: the first to ask makes it, the others read the same row. */
export async function sharedSecret(db: Db, name: string) {
  const value = randomBytes(32).toString('base64url');
  await db.insert(appSecrets).values({ name, value }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  return row?.value ?? value;
}
