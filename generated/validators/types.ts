/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: generator/emit-validators.ts (the shape of a compiled validator module)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import type { ErrorObject } from 'ajv';

/** An ajv standalone validate function: true when valid, else its `errors` say why. */
export interface CompiledCheck {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** Where the `x-rules` of a schema sit (their failures are worded as the rule says) and what each `$data` names. */
export interface ValidatorMeta {
  rules: Array<{ schemaPath: string; depth: number; pointer: string; message: string }>;
  data: Record<string, string>;
  compared: Array<{ field: string; with: string }>;
}

/** One entity's module (`generated/validators/<entity>.ts`). */
export interface CompiledValidators {
  input: CompiledCheck;
  create: CompiledCheck;
  update: CompiledCheck;
  transitions: Record<string, CompiledCheck>;
  meta: { input: ValidatorMeta; transitions: Record<string, ValidatorMeta> };
}
