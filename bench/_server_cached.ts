// EXPERIMENT ONLY: the bench server, with the session query answered from a 10 s in-process cache.
import type { Knex } from 'knex';
import { model } from '../generated/model.ts';
import { openDatabase } from '../api/db/index.ts';
import { createApp } from '../api/http/app.ts';
const knex = await openDatabase({ url: process.env.DATABASE_URL! });
const cache = new Map<string, { at: number; value: unknown }>();
const proxy = new Proxy(knex, {
  get(target, prop, receiver) {
    if (prop === 'raw') {
      return (sql: string, bindings?: unknown[]) => {
        if (typeof sql === 'string' && sql.includes('select s.last_seen_at') && bindings) {
          const key = String(bindings[0]);
          const hit = cache.get(key);
          if (hit && Date.now() - hit.at < 10_000) return Promise.resolve(hit.value);
          return (target.raw(sql, bindings as Knex.RawBinding[]) as unknown as Promise<unknown>).then((value) => { cache.set(key, { at: Date.now(), value }); return value; });
        }
        return target.raw(sql, bindings as Knex.RawBinding[]);
      };
    }
    return Reflect.get(target, prop, receiver);
  },
}) as Knex;
const { app } = createApp({ knex: proxy, model, secureCookies: false });
app.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
