/**
 * The demo seeder's rows from `examples` (api/seed/examples.ts) for an entity with child lines: lines come from the
 * parent's own `examples` (a list of lines per row) or from the line entity's examples, and an entity whose rows
 * the API refuses is skipped with a warning naming it, never stopping the seed (and so `npm start`).
 * Runs on a copy of the project's model with `examples` added to returns (which the demo seed leaves empty).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Model } from '../../model/types.ts';
import { abilityFor, type Actor } from '../../api/crud/actor.ts';
import { ResourceService } from '../../api/crud/service.ts';
import { domainHooks } from '../../api/domain/index.ts';
import { seedFromExamples } from '../../api/seed/examples.ts';
import type { SeedContext } from '../../api/seed/areas.ts';
import { DEMO, startTestApp, type TestApp } from '../helpers/app.ts';

let app: TestApp;
let actor: Actor;
let orderLine: { id: string; sku: string; order_id: string };

/** The project's model with `examples` added to some fields (the model itself is left as it is). */
function withExamples(examples: Record<string, Record<string, unknown[]>>): Model {
  const copy = structuredClone(app.model) as Model;
  for (const [entityName, fields] of Object.entries(examples)) {
    const entity = copy.entities.find((e) => e.name === entityName)!;
    for (const [name, values] of Object.entries(fields)) entity.fields.find((f) => f.name === name)!.schema.examples = values;
  }
  return copy;
}

async function seed(model: Model) {
  const service = new ResourceService(app.knex, model, domainHooks, app.secrets);
  const warnings: string[] = [];
  const context = { service, model, actor, accountName: 'Acme', flags: actor.user.flags } as unknown as SeedContext;
  await seedFromExamples(context, (message) => warnings.push(message));
  const returns = await app.knex('returns').where({ account_id: actor.accountId }).orderBy('created_at');
  const lines = await app.knex('return_lines').whereIn('return_id', returns.map((r) => r.id));
  return { warnings, returns, lines };
}

beforeAll(async () => {
  app = await startTestApp({ orders: 2 });
  const user = await app.knex('users').where({ email: DEMO.acmeOwner }).first();
  const account = await app.knex('accounts').where({ id: user.account_id }).first();
  const sessionUser = { id: String(user.id), email: user.email, role: user.role, accountId: String(user.account_id), permissions: [], flags: account.feature_flags ?? [], clientAccountIds: [] };
  actor = { user: sessionUser, ability: abilityFor(sessionUser, app.model), accountId: sessionUser.accountId } as Actor;
  // The order the seeder's first return points at: the account's first by label (its documented rule for references).
  const ref = app.model.entities.find((e) => e.name === 'return')!.fields.find((f) => f.name === 'order_id')!.ref!;
  const label = app.model.entities.find((e) => e.name === ref.entity)!.labelField;
  const order = await app.knex(ref.table).where({ account_id: actor.accountId, ...ref.where }).orderBy([{ column: label }, { column: 'id' }]).first('id');
  orderLine = await app.knex('sales_order_lines').where({ sales_order_id: order.id }).orderBy('position').first('id', 'sku', 'sales_order_id as order_id');
});
afterAll(() => app?.close());

describe('demo rows from examples, with child lines', () => {
  it('skips an entity whose lines cannot be made, with a warning naming it and the field, and seeds nothing of it', async () => {
    // A required line field with no examples and a pattern no plain value fits: the line cannot be made.
    const model = withExamples({ return: { notes: ['Damaged in transit'] }, 'return-line': { qty: [1] } });
    const reason = model.entities.find((e) => e.name === 'return-line')!.fields.find((f) => f.name === 'reason')!;
    reason.required = true;
    reason.schema = { ...reason.schema, type: 'string', pattern: '^[0-9]{3}$' };
    const { warnings, returns } = await seed(model);
    expect(returns).toEqual([]);
    expect(warnings).toEqual([expect.stringMatching(/^Skipped the demo rows of return \(from the `examples` in .+\) for Acme: reason is required and has no `examples` \(give it some\)\.$/)]);
  });

  it('makes each row\'s lines from the parent\'s own examples (one list of lines per row)', async () => {
    const lines = [[{ order_line_id: orderLine.id, sku: orderLine.sku, qty: 1, reason: 'Too small' }]];
    const { warnings, returns, lines: stored } = await seed(withExamples({ return: { notes: ['Too small'], lines } }));
    expect(warnings).toEqual([]);
    expect(returns.map((r) => [r.order_id, r.notes])).toEqual([[orderLine.order_id, 'Too small']]);
    expect(stored.map((l) => [l.return_id, l.order_line_id, l.qty, l.reason])).toEqual([[returns[0].id, orderLine.id, 1, 'Too small']]);
  });
});
