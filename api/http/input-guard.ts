/**
 * The request boundary's checks on untrusted structured input, run once before any other code sees it: JSON
 * bodies, JSON in the query string (`filter`, `sort`, `range`, `mapping`, `defaults`), JSON in CSV cells and
 * multipart fields. Each is a 400 naming the field (a JSON pointer):
 * - nesting deeper than MAX_DEPTH, found by scanning the text before JSON.parse, so no recursive code (ajv,
 *   structuredClone, our own walkers) ever meets a 5,000-level document;
 * - a `__proto__`, `constructor` or `prototype` key anywhere (prototype pollution through later merges);
 * - a NUL character in any string or key (PostgreSQL cannot store it in text or jsonb).
 * The walks here are iterative (an explicit stack), never recursive.
 */
import type { Context, Next } from 'koa';
import { fail } from './errors.ts';

/** The deepest nesting of arrays and objects accepted anywhere in a request. */
export const MAX_DEPTH = 64;

/** Keys that reach an object's prototype when code merges or assigns by key. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

const NUL = '\u0000';

/** A JSON pointer segment (RFC 6901 escaping). */
export function pointerSegment(key: string | number): string {
  return String(key).replace(/~/g, '~0').replace(/\//g, '~1');
}

function refuse(pointer: string, message: string): never {
  return fail('validation_failed', `${pointer.slice(1) || 'body'}: ${message}.`, [{ pointer, message }]);
}

/** True when `text` holds a NUL character (PostgreSQL refuses it in text and jsonb). */
export function hasNul(text: string): boolean {
  return text.includes(NUL);
}

/** Refuses a string holding a NUL character, naming `pointer`. */
export function refuseNul(text: string, pointer: string): void {
  if (hasNul(text)) refuse(pointer, 'must not contain a NUL character (\\u0000)');
}

/**
 * Refuses JSON text nested deeper than MAX_DEPTH, by counting brackets outside strings: cheap, and safe on any
 * input, valid JSON or not. Run it before JSON.parse.
 */
export function checkJsonDepth(text: string, pointer = ''): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > MAX_DEPTH) refuse(pointer, `is nested more than ${MAX_DEPTH} levels deep`);
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
}

/**
 * Checks a parsed value: depth, forbidden keys and NUL characters in strings and keys, each refusal naming the
 * JSON pointer below `base` (`/filter/q`, `/lines/0/description`). Iterative: a deep value cannot overflow it.
 */
export function inspectValue(value: unknown, base = ''): void {
  const stack: Array<{ value: unknown; pointer: string; depth: number }> = [{ value, pointer: base, depth: 0 }];
  while (stack.length) {
    const { value: node, pointer, depth } = stack.pop()!;
    if (typeof node === 'string') {
      refuseNul(node, pointer);
      continue;
    }
    if (typeof node !== 'object' || node === null) continue;
    if (depth >= MAX_DEPTH) refuse(pointer, `is nested more than ${MAX_DEPTH} levels deep`);
    if (Array.isArray(node)) {
      node.forEach((item, i) => stack.push({ value: item, pointer: `${pointer}/${i}`, depth: depth + 1 }));
      continue;
    }
    for (const key of Object.keys(node)) {
      const at = `${pointer}/${pointerSegment(key)}`;
      if (FORBIDDEN_KEYS.has(key)) refuse(at, `is not an allowed key (${key} could reach an object's prototype)`);
      refuseNul(key, at);
      stack.push({ value: (node as Record<string, unknown>)[key], pointer: at, depth: depth + 1 });
    }
  }
}

/**
 * Parses untrusted JSON text: depth checked before parsing, the result inspected after. A syntax error is left
 * to the caller (`onSyntaxError`), who knows how to word it for its parameter.
 */
export function parseJsonInput(text: string, pointer: string, onSyntaxError: () => never): unknown {
  checkJsonDepth(text, pointer);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return onSyntaxError();
  }
  inspectValue(parsed, pointer);
  return parsed;
}

/**
 * The JSON body parser's `onError`. It refuses a `__proto__` key itself (co-body's bourne), with a bare 400 that
 * names nothing: the text it kept is checked here again, so the refusal names the key's pointer like any other.
 * Anything else (a syntax error, a body too large) is thrown on as it was.
 */
export function explainBodyError(error: unknown): never {
  const text = (error as { body?: unknown })?.body;
  if (typeof text === 'string') parseJsonInput(text, '', () => { throw error; });
  throw error;
}

/** A query-string value that is JSON (`filter`, `sort`, `range`, `mapping`…): checked like a body. Other text is left alone. */
function inspectQueryValue(text: string, pointer: string): void {
  refuseNul(text, pointer);
  if (!/^\s*[[{]/.test(text)) return;
  checkJsonDepth(text, pointer);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return; // not JSON after all: the endpoint that reads the parameter words that refusal
  }
  inspectValue(parsed, pointer);
}

/**
 * Middleware after the body parser: every query-string value (JSON ones parsed and walked, pointer `/<name>/…`)
 * and the parsed JSON body pass the checks above, whatever endpoint they are for.
 */
export async function inputGuard(ctx: Context, next: Next): Promise<void> {
  for (const [name, value] of Object.entries(ctx.query)) {
    const pointer = `/${pointerSegment(name.replace(/\u0000/g, ''))}`;
    refuseNul(name, pointer);
    if (FORBIDDEN_KEYS.has(name)) refuse(pointer, `is not an allowed parameter name`);
    for (const item of Array.isArray(value) ? value : [value ?? '']) inspectQueryValue(item, pointer);
  }
  const body = (ctx.request as { body?: unknown }).body;
  if (body !== undefined) inspectValue(body);
  await next();
}
