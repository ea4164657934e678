/**
 * Mounts the generic REST endpoints (ra-data-simple-rest shape) for every top-level entity of the model:
 *   GET /api/<resource>            list (sort, range, filter) with Content-Range
 *   GET /api/<resource>/:id        one record with its children
 *   POST /api/<resource>           create
 *   PUT /api/<resource>/:id        update (send `version`)
 *   DELETE /api/<resource>/:id     delete
 *   POST /api/<resource>/:id/<transition>   state machine transition
 *   GET /api/<resource>/:id/history         status history
 *   GET /api/<resource>/:id/audit           audit log (x-entity.audit): who changed what, when
 *   POST /api/<resource>/:id/children/<name>  many children at once (x-entity.childGrid, child-grid.ts)
 * and, per resource, CSV export and import and its custom fields (transfer-routes.ts). A singleton entity (one record
 * per account) has only GET /api/<resource> (the acting account's record) and PUT /api/<resource> (upsert).
 */
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { EntityModel } from '../../model/types.ts';
import { fail } from '../http/errors.ts';
import type { Actor } from './actor.ts';
import { isUuid } from './list-query.ts';
import type { ResourceService } from './service.ts';
import { createGridChildren } from './child-grid.ts';
import { sendCsvExport, transferRoutes } from './transfer-routes.ts';

function idParam(ctx: Context): string {
  const id = ctx.params.id;
  // A malformed id can match no record: answer as for a missing one.
  if (!isUuid(id)) fail('not_found', `No record with id ${String(id).slice(0, 60)}.`);
  return id;
}

export function resourceRoutes(router: Router, service: ResourceService, entities: EntityModel[]): void {
  for (const entity of entities.filter((e) => e.resource)) {
    const base = `/api/${entity.resource}`;
    const actor = (ctx: Context) => ctx.state.actor as Actor;

    // A singleton is one record per account: read and saved at the resource itself, nothing else.
    if (entity.singleton) {
      router.get(base, async (ctx) => {
        ctx.body = await service.getSingleton(actor(ctx), entity);
      });
      router.put(base, async (ctx) => {
        ctx.body = await service.putSingleton(actor(ctx), entity, ctx.request.body);
      });
      if (entity.audit) {
        router.get(`${base}/audit`, async (ctx) => {
          ctx.body = await service.audit(actor(ctx), entity);
        });
      }
      continue;
    }

    // Before `/:id`: `export.csv`, `import`, `custom-fields` are not ids.
    transferRoutes(router, service, entity);
    router.get(base, async (ctx) => {
      if (ctx.query.format === 'csv') return sendCsvExport(ctx, service, entity);
      const { rows, total, estimated, offset } = await service.list(actor(ctx), entity, ctx.query as Record<string, string>, { lean: true });
      const last = rows.length ? offset + rows.length - 1 : offset;
      ctx.set('Content-Range', `${entity.resource} ${offset}-${last}/${total}`);
      if (estimated) ctx.set('X-Total-Estimated', 'true');
      ctx.body = rows;
    });
    router.get(`${base}/:id`, async (ctx) => {
      ctx.body = await service.get(actor(ctx), entity, idParam(ctx));
    });
    if (entity.audit) {
      router.get(`${base}/:id/audit`, async (ctx) => {
        ctx.body = await service.audit(actor(ctx), entity, idParam(ctx));
      });
    }
    // A ledger is written by the server alone (x-entity.ledger): reads only.
    if (entity.ledger) continue;
    router.post(base, async (ctx) => {
      const created = await service.create(actor(ctx), entity, ctx.request.body);
      ctx.status = 201;
      ctx.set('Location', `${base}/${created.id}`);
      ctx.body = created;
    });
    router.put(`${base}/:id`, async (ctx) => {
      ctx.body = await service.update(actor(ctx), entity, idParam(ctx), ctx.request.body);
    });
    router.delete(`${base}/:id`, async (ctx) => {
      ctx.body = await service.remove(actor(ctx), entity, idParam(ctx));
    });
    const grid = entity.childGrid;
    if (grid) {
      router.post(`${base}/:id/children/${grid.name}`, async (ctx) => {
        ctx.status = 201;
        ctx.body = await createGridChildren(service.knex, service, service.hooks, service.model, actor(ctx), entity, idParam(ctx), ctx.request.body);
      });
    }
    if (entity.stateMachine) {
      router.get(`${base}/:id/history`, async (ctx) => {
        ctx.body = await service.history(actor(ctx), entity, idParam(ctx));
      });
      router.post(`${base}/:id/:transition`, async (ctx) => {
        ctx.body = await service.transition(actor(ctx), entity, idParam(ctx), ctx.params.transition, ctx.request.body);
      });
    }
  }
}
