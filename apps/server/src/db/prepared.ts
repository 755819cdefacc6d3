// Hot reads are built once per database handle: drizzle's query building costs more than a
// primary-key lookup, and a named statement is also planned once per connection by PostgreSQL.
// Keyed by handle: a statement built on a transaction handle runs on that transaction's
// client and is dropped with it (PostgreSQL keeps named statements per connection, and
// node-postgres parses a name once per connection, so the same name on a reused connection is
// fine as long as the text is the same, which one name per query guarantees).

const byHandle = new WeakMap<object, Map<string, unknown>>();

/**
 * The statement `name` for this database, built by `build` on first use. Anything else that
 * belongs to one database handle (a batch loader around its statement) is kept the same way.
 */
export function preparedOnce<T>(db: object, name: string, build: () => T): T {
  let statements = byHandle.get(db);
  if (!statements) {
    statements = new Map();
    byHandle.set(db, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build();
    statements.set(name, statement);
  }
  return statement;
}
