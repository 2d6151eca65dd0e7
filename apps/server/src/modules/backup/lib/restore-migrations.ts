import fs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { assets } from '../../../platform/assets';
import type { Database } from '../../../platform/db/database';

interface Journal {
  entries: { tag: string }[];
}

const readJournal = async (folder: string) =>
  JSON.parse(await fs.readFile(path.join(folder, 'meta/_journal.json'), 'utf8')) as Journal;

export const migrationsInBuild = async () => (await readJournal(assets.migrations)).entries.length;

/**
 * The schema as of the first `count` migrations (all of them for Infinity): a backup's rows are
 * loaded into the tables they came from, and later migrations then move them on like any install's.
 */
export async function migrateTo(database: Pick<Database, 'db'>, count: number) {
  const journal = await readJournal(assets.migrations);
  if (count >= journal.entries.length) return migrate(database.db, { migrationsFolder: assets.migrations });
  const folder = await fs.mkdtemp(path.join(tmpdir(), 'stringer-migrations-'));
  try {
    const entries = journal.entries.slice(0, count);
    await fs.mkdir(path.join(folder, 'meta'));
    await fs.writeFile(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
    for (const { tag } of entries)
      await fs.copyFile(path.join(assets.migrations, `${tag}.sql`), path.join(folder, `${tag}.sql`));
    await migrate(database.db, { migrationsFolder: folder });
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}
