/** The first lines of every generated file: it says so, where it comes from and how to remake it. */
export function generatedHeader(source: string, style: 'ts' | 'sql' = 'ts'): string {
  const lines = [
    'GENERATED FILE: DO NOT EDIT.',
    `Source: ${source.replace(/\*\//g, '*\\/')}`,
    'Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.',
  ];
  return style === 'ts' ? `/*\n${lines.map((l) => ` * ${l}`).join('\n')}\n */\n` : lines.map((l) => `-- ${l}`).join('\n') + '\n';
}

/** Stable JSON for generated files: two-space indent, keys in the order the model builds them. */
export function json(value: unknown): string {
  return JSON.stringify(value, null, 2);
}
