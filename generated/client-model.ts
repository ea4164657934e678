/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/ (the browser-safe part of the model: no internal columns or SQL details)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { clientBoot } from './client-boot.ts';
import { clientFields, clientSharedSchemas } from './client-fields.ts';

/** The boot part with each entity's full fields and the shared schemas: the whole browser-safe model. */
export const clientModel = {
  ...clientBoot,
  sharedSchemas: clientSharedSchemas,
  entities: clientBoot.entities.map((entity) => ({ ...entity, fields: clientFields[entity.name] })),
};

export type ClientModel = typeof clientModel;
