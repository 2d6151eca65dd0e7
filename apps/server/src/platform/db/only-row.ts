/**
 * The one row a statement must give (an insert's or an update's `returning`, a summary's SELECT):
 * none is a bug in the statement, not an answer for the client, so it throws a plain Error.
 */
export function onlyRow<T>(rows: T[], statement = 'insert'): T {
  const [row] = rows;
  if (!row) throw new Error(`${statement} returned no row`);
  return row;
}
