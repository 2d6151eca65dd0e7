import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

/** A selected field as Drizzle lists it for a prepared query: where its value goes, and what it is. */
export interface SelectedField {
  path: string[];
  field: unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

interface MappedColumn {
  path: string[];
  leaf: string;
  decode: (value: unknown) => unknown;
  /** The joined table a two-level column belongs to, for the left join that found no row. */
  table?: string;
}

/** Drizzle keeps an SQL field's decoder internal (`mapWith` sets it). */
const decoderOfSql = (sql: unknown) => (sql as { decoder: Decoder }).decoder;

function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql(field._.sql);
  return decoderOfSql((field as SQL.Aliased).sql);
}

function columnOf({ path, field }: SelectedField, joins: Record<string, boolean> | undefined): MappedColumn {
  const decoder = decoderOf(field);
  return {
    path: path.slice(0, -1),
    leaf: path[path.length - 1] as string,
    decode: (value) => decoder.mapFromDriverValue(value),
    table: joins && is(field, Column) && path.length === 2 ? getTableName(field.table) : undefined,
  };
}

type Node = Record<string, unknown>;

/**
 * Drizzle's `mapResultRow`, with everything that depends only on the statement worked out once
 * rather than for every column of every row: which decoder a field has (its `is()` checks walk
 * each field's class chain), and which joined table a column belongs to. It was 10.7% of the
 * server's busy time under bench:api (docs/decisions/0066, 0068); the result is the same object,
 * which row-mapper.test.ts holds against Drizzle's own on real statements.
 */
export function rowMapper(fields: SelectedField[], joins: Record<string, boolean> | undefined) {
  const columns = fields.map((f) => columnOf(f, joins));
  return (row: unknown[]) => {
    const result: Node = {};
    // A joined table whose first column came back null is a left join that found no row (Drizzle's rule).
    let absent: Record<string, string | false> | undefined;
    for (let i = 0; i < columns.length; i++) {
      const c = columns[i] as MappedColumn;
      let node = result;
      for (const step of c.path) {
        node[step] ??= {};
        node = node[step] as Node;
      }
      const raw = row[i];
      const value = raw === null ? null : c.decode(raw);
      node[c.leaf] = value;
      if (c.table === undefined) continue;
      const object = c.path[0] as string;
      absent ??= {};
      const seen = absent[object];
      if (seen === undefined) absent[object] = value === null ? c.table : false;
      else if (seen !== false && seen !== c.table) absent[object] = false;
    }
    if (absent) {
      for (const [object, table] of Object.entries(absent))
        if (table !== false && !joins?.[table]) result[object] = null;
    }
    return result;
  };
}

interface DrizzlePrepared {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/**
 * Gives a Drizzle prepared select the mapper above. Drizzle's node-postgres prepared query maps
 * its rows through `customResultMapper` when one is set (its relational queries set theirs); a
 * select sets none, so it is free to take ours.
 */
export function withRowMapper<T>(query: T): T {
  const q = query as DrizzlePrepared;
  if (q.fields && !q.customResultMapper) {
    const map = rowMapper(q.fields, q.joinsNotNullableMap);
    q.customResultMapper = (rows) => rows.map(map);
  }
  return query;
}
