/**
 * A hold is not a way round a guard. For every entity of the model whose state machine has a `remember` transition
 * (generated/model.ts `stateMachine.holds`), for every state that transition may hold a record in, and every other
 * transition out of the held state: a record held in that state may take the transition only if the transition is
 * allowed from that state itself (409 `illegal_transition` otherwise, the record left held), and `$previous` takes
 * it back to the state it was held in. A held PARTIALLY_SHIPPED sales order cannot be cancelled.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { model } from '../../generated/model.ts';
import type { EntityModel, HoldModel, Transition } from '../../model/types.ts';
import { DEMO, startTestApp, type Client, type TestApp } from '../helpers/app.ts';

type Row = Record<string, any>;

let app: TestApp;
let owner: Client;
let accountId: string;

const withHolds = model.entities.filter((e) => e.resource && e.stateMachine?.holds.length);

interface Case {
  entity: EntityModel;
  hold: HoldModel;
  heldIn: string;
  transition: Transition;
}

const cases: Case[] = withHolds.flatMap((entity) => {
  const machine = entity.stateMachine!;
  return machine.holds.flatMap((hold) => {
    const holder = machine.transitions.find((t) => t.name === hold.transition)!;
    const out = machine.transitions.filter((t) => t.from.includes(hold.state) && t.to !== '$previous');
    return holder.from.flatMap((heldIn) => out.map((transition) => ({ entity, hold, heldIn, transition })));
  });
});

const used = new Set<string>();

/** A seeded record of the entity in Acme not used by another case, put straight into `state` in the database. */
async function recordIn(entity: EntityModel, state: string): Promise<string> {
  const rows: Row[] = await app.knex(entity.table).where({ account_id: accountId }).orderBy(['created_at', 'id']).select('id');
  const row = rows.find((r) => !used.has(r.id));
  if (!row) throw new Error(`the demo data has too few ${entity.resource} for the hold cases`);
  used.add(row.id);
  await app.knex(entity.table).where({ account_id: accountId, id: row.id }).update({ [entity.stateMachine!.field]: state });
  return row.id;
}

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.signIn(DEMO.acmeOwner);
  accountId = (await owner.get('/api/auth/me')).body.account.id;
});

afterAll(async () => {
  await app?.close();
});

describe('state machine: holds obey the guards of the state held in', () => {
  it('has entities with holds to check, and a sales order can be held while partially shipped', () => {
    expect(withHolds.map((e) => e.name)).toContain('sales-order');
    expect(cases.some((c) => c.entity.name === 'sales-order' && c.heldIn === 'PARTIALLY_SHIPPED' && c.transition.name === 'cancel')).toBe(true);
  });

  it.each(cases.map((c) => [`${c.entity.resource}: ${c.transition.name} after ${c.hold.transition} from ${c.heldIn}`, c] as const))('%s', async (_name, { entity, hold, heldIn, transition }) => {
    const machine = entity.stateMachine!;
    const id = await recordIn(entity, heldIn);
    const held = await owner.post(`/api/${entity.resource}/${id}/${hold.transition}`);
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    expect(held.body[machine.field]).toBe(hold.state);
    expect(held.body[hold.field]).toBe(heldIn);

    const answer = await owner.post(`/api/${entity.resource}/${id}/${transition.name}`);
    const stored = await app.knex(entity.table).where({ account_id: accountId, id }).first();
    if (transition.from.includes(heldIn)) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(stored[machine.field]).toBe(transition.to === '$same' ? hold.state : transition.to);
      return;
    }
    expect(answer.status, JSON.stringify(answer.body)).toBe(409);
    expect(answer.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(answer.body.code).toBe('illegal_transition');
    expect(answer.body.detail).toContain(heldIn);
    expect(answer.body.allowed).not.toContain(transition.name);
    expect(answer.body.allowed).toEqual(expect.arrayContaining(machine.transitions.filter((t) => t.to === '$previous' && t.from.includes(hold.state)).map((t) => t.name)));
    expect(stored[machine.field]).toBe(hold.state);
    expect(stored.version).toBe(held.body.version);

    // The way back still leads to the state it was held in.
    const back = machine.transitions.find((t) => t.to === '$previous' && t.from.includes(hold.state));
    if (back) {
      const released = await owner.post(`/api/${entity.resource}/${id}/${back.name}`);
      expect(released.status, JSON.stringify(released.body)).toBe(200);
      expect(released.body[machine.field]).toBe(heldIn);
    }
  });
});
