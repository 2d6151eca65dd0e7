import { asc, desc, ne, sql, sum } from 'drizzle-orm';
import { files, instances } from '../../db/schema';
import type { Db } from '../../platform/db/database';

export const systemRepository = {
  /** Every process that beat in the last day, web instances first, newest first. */
  instances: (db: Db) => db.select().from(instances).orderBy(asc(instances.kind), desc(instances.startedAt)),

  /** Bytes of the uploads kept (refused ones are removed) and of the renditions made from them. */
  async storage(db: Db) {
    const [row] = await db
      .select({ originals: sum(files.size).mapWith(Number), renditions: sum(files.renditionBytes).mapWith(Number) })
      .from(files)
      .where(ne(files.state, 'refused'));
    return { originalsBytes: row?.originals ?? 0, renditionsBytes: row?.renditions ?? 0 };
  },

  async postgresVersion(db: Db) {
    const { rows } = await db.execute<{ version: string }>(sql`SELECT current_setting('server_version') AS version`);
    return rows[0]?.version ?? '';
  },
};
