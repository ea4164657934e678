/**
 * The actor marketplace jobs act as: the account's first active owner's permissions, marked as the system (so it
 * may make `"by": "system"` transitions, and the status history says "by Sellyard" instead of naming the owner).
 * `origin` is the job (`jobOrigin(job)`: its kind, run and cause), which the audit log records with each write.
 */
import type { Knex } from 'knex';
import type { SystemOrigin } from '../../audit/index.ts';
import { model } from '../../../generated/model.ts';
import { loadSessionUser } from '../../auth/sessions.ts';
import { abilityFor, type Actor } from '../../crud/actor.ts';

export async function systemActor(knex: Knex, accountId: string, origin: SystemOrigin): Promise<Actor> {
  const owner = await knex('users').where({ account_id: accountId, role: 'owner', status: 'ACTIVE' }).orderBy('created_at').first('id');
  if (!owner) throw new Error('the account has no active owner: marketplace work waits until it has one');
  const user = await loadSessionUser(knex, accountId, String(owner.id));
  if (!user) throw new Error('the account owner could not be loaded');
  return { user, ability: abilityFor(user, model), accountId, system: origin };
}

export const entityNamed = (name: string) => {
  const entity = model.entities.find((e) => e.name === name);
  if (!entity) throw new Error(`no entity ${name}`);
  return entity;
};
