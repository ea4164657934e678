/**
 * A developer-facing error in a schema or manifest: names the file, the JSON path and what to write instead.
 */
export class SchemaError extends Error {
  constructor(
    readonly file: string,
    readonly path: string,
    readonly problem: string,
    readonly fix: string,
  ) {
    super(`${file}${path ? ` at ${path}` : ''}: ${problem}. Fix: ${fix}.`);
    this.name = 'SchemaError';
  }
}

/** Several schema errors at once, so a developer fixes them in one go. */
export class SchemaErrors extends Error {
  constructor(readonly errors: SchemaError[]) {
    super(errors.map((error) => error.message).join('\n'));
    this.name = 'SchemaErrors';
  }
}
