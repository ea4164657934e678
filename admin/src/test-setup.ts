/**
 * Vitest setup: the admin's modules read the entities' full fields, which the browser loads as a chunk of their own
 * beside the session (admin/src/model.ts); tests wait for them once, before any test runs.
 */
import { fieldsLoaded } from './model.ts';

await fieldsLoaded;
