import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

/** A selected field as Drizzle lists it for a prepared query: where its value goes, and what it is. */
export interface SelectedField {
  path: string[];
  field: unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** Drizzle keeps an SQL field's decoder internal (`mapWith` sets it). */
const decoderOfSql = (sql: unknown) => (sql as { decoder: Decoder }).decoder;

function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql(field._.sql);
  return decoderOfSql((field as SQL.Aliased).sql);
}

/** Where each column's value goes: nested objects down to the column's index in the row. */
interface Shape {
  [key: string]: Shape | number;
}

function shapeOf(fields: SelectedField[]) {
  const shape: Shape = {};
  fields.forEach(({ path }, i) => {
    let node = shape;
    for (const step of path.slice(0, -1)) {
      node[step] ??= {};
      node = node[step] as Shape;
    }
    node[path[path.length - 1] as string] = i;
  });
  return shape;
}

const literal = (shape: Shape): string =>
  `{${Object.entries(shape)
    .map(
      ([key, at]) =>
        `${JSON.stringify(key)}: ${typeof at === 'number' ? `row[${at}] === null ? null : d[${at}].mapFromDriverValue(row[${at}])` : literal(at)}`,
    )
    .join(', ')}}`;

/**
 * The objects a left join may have found no row for, and the column that says so. Drizzle's rule:
 * an object whose first table column is null is null, unless its columns come from more than one
 * table or its table is never null (the FROM table, an inner join).
 */
function absentObjects(fields: SelectedField[], joins: Record<string, boolean> | undefined) {
  if (!joins) return [];
  const tables = new Map<string, { at: number; table: string | false }>();
  fields.forEach(({ path, field }, i) => {
    if (path.length !== 2 || !is(field, Column)) return;
    const object = path[0] as string;
    const table = getTableName(field.table);
    const seen = tables.get(object);
    if (!seen) tables.set(object, { at: i, table });
    else if (seen.table !== table) seen.table = false;
  });
  return [...tables]
    .filter(([, { table }]) => table !== false && !joins[table])
    .map(([object, { at }]) => ({ object, at }));
}

/**
 * Drizzle's `mapResultRow`, compiled once per statement into a function that builds a row's
 * object in one literal. Drizzle decides for every column of every row which decoder the field
 * has (its `is()` checks walk each field's class chain) and which joined table it belongs to: 10.7%
 * of the server's busy time under bench:api (docs/decisions/0066, 0068). The generated code holds
 * only the selection's own keys and column indices; row-mapper.test.ts holds its result equal to
 * Drizzle's on real statements.
 */
export function rowMapper(fields: SelectedField[], joins: Record<string, boolean> | undefined) {
  const decoders = fields.map(({ field }) => decoderOf(field));
  const absent = absentObjects(fields, joins)
    .map(({ object, at }) => `if (row[${at}] === null) r[${JSON.stringify(object)}] = null;`)
    .join('\n');
  const build = new Function('row', 'd', `const r = ${literal(shapeOf(fields))};\n${absent}\nreturn r;`) as (
    row: unknown[],
    d: Decoder[],
  ) => Record<string, unknown>;
  return (row: unknown[]) => build(row, decoders);
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
