/** A store written by a newer consentry (a schema version this code does not know) is refused rather than guessed at. */
export class SchemaTooNewError extends Error {
  constructor(
    /** Where the store is: a SQLite file path or a PostgreSQL schema and URL. */
    readonly path: string,
    readonly found: number,
    readonly known: number,
    /** What else the operator can do besides upgrading. */
    remedy = 'point --data-dir at another directory',
  ) {
    super(
      `the database ${path} has schema version ${found}, newer than this consentry knows (${known}): upgrade consentry, or ${remedy}`,
    );
    this.name = 'SchemaTooNewError';
  }
}
