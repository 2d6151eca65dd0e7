import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';

/** What a table's dump holds: read back with the same columns, in the same order. */
export interface TableDump {
  name: string;
  columns: string[];
  rows: number;
}

export interface SequenceValue {
  name: string;
  value: string;
  isCalled: boolean;
}

/** The backup's own history stays with the install that made it (a restore starts its own). */
const NOT_BACKED_UP = new Set(['backups']);

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The product's tables, parents before children (foreign keys), with their stored columns. Only
 * `public`: pg-boss's schema holds jobs, which a restore queues again where they matter.
 */
export async function productTables(client: pg.ClientBase): Promise<Omit<TableDump, 'rows'>[]> {
  const { rows } = await client.query<{ name: string; columns: string[]; parents: string[] }>(`
    SELECT c.relname AS name,
      array(SELECT a.attname FROM pg_attribute a
            WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
            ORDER BY a.attnum)::text[] AS columns,
      array(SELECT DISTINCT p.relname FROM pg_constraint f JOIN pg_class p ON p.oid = f.confrelid
            WHERE f.conrelid = c.oid AND f.contype = 'f' AND f.confrelid <> c.oid)::text[] AS parents
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
    ORDER BY c.relname`);
  const ordered: typeof rows = [];
  const placed = new Set<string>();
  let pending = rows.filter((t) => !NOT_BACKED_UP.has(t.name));
  while (pending.length) {
    const ready = pending.filter((t) => t.parents.every((p) => placed.has(p) || NOT_BACKED_UP.has(p)));
    // A cycle of foreign keys would leave tables unplaced: load them anyway, triggers are off.
    for (const t of ready.length ? ready : pending) {
      ordered.push(t);
      placed.add(t.name);
    }
    pending = pending.filter((t) => !placed.has(t.name));
  }
  return ordered.map(({ name, columns }) => ({ name, columns }));
}

/** Every sequence's position (identity columns, list versions): a restore never hands a number out twice. */
export async function sequenceValues(client: pg.ClientBase): Promise<SequenceValue[]> {
  const { rows } = await client.query<SequenceValue>(
    `SELECT sequencename AS name, coalesce(last_value, 1)::text AS value, last_value IS NOT NULL AS "isCalled"
     FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename`,
  );
  return rows;
}

/** One table, COPY's text format, gzipped into `file`: how many rows it held in the snapshot. */
export async function dumpTable(client: pg.ClientBase, table: Omit<TableDump, 'rows'>, file: string) {
  const columns = table.columns.map(ident).join(', ');
  const stream = client.query(copyTo(`COPY ${ident(table.name)} (${columns}) TO STDOUT`));
  await pipeline(stream, createGzip(), createWriteStream(file));
  return stream.rowCount;
}

/** Loads a table's dump; identity columns take the dumped values (COPY overrides them). */
export async function loadTable(client: pg.ClientBase, table: TableDump, file: string) {
  const columns = table.columns.map(ident).join(', ');
  const stream = client.query(copyFrom(`COPY ${ident(table.name)} (${columns}) FROM STDIN`));
  await pipeline(createReadStream(file), createGunzip(), stream);
  return stream.rowCount;
}

export async function setSequences(client: pg.ClientBase, sequences: SequenceValue[]) {
  for (const s of sequences) {
    await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [ident(s.name), s.value, s.isCalled]);
  }
}

/**
 * Triggers off while loading: the rows of `list_counts` and `list_versions` are restored as they
 * were, not counted again from the works and clues. Table owners may do this; no superuser needed.
 */
export async function withoutUserTriggers(client: pg.ClientBase, tables: string[], load: () => Promise<void>) {
  for (const t of tables) await client.query(`ALTER TABLE ${ident(t)} DISABLE TRIGGER USER`);
  await load();
  for (const t of tables) await client.query(`ALTER TABLE ${ident(t)} ENABLE TRIGGER USER`);
}
