/**
 * Server validation errors (problem+json `errors[]`, one JSON pointer per field) → RJSF `extraErrors`, so each
 * message lands on its field: `/lines/0/quantity` → `{ lines: { 0: { quantity: { __errors: [msg] } } } }`.
 * Pointers that name no field of the form go to the form's top.
 */
import type { ProblemFieldError } from '../data/dataProvider.ts';

type ErrorTree = { __errors?: string[]; [key: string]: any };

function decode(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Does the pointer name something the form shows? (`known` holds the top-level form fields.) */
export function pointerToErrors(errors: ProblemFieldError[], known?: Set<string>): ErrorTree {
  const tree: ErrorTree = {};
  for (const { pointer, message } of errors) {
    const path = (pointer || '').split('/').slice(1).map(decode).filter((s) => s !== '');
    if (!path.length || (known && !known.has(path[0]))) {
      const label = path.length ? `${path.join('.')}: ` : '';
      (tree.__errors ??= []).push(label + message);
      continue;
    }
    let node = tree;
    for (const seg of path) node = node[seg] ??= {};
    (node.__errors ??= []).push(message);
  }
  return tree;
}
