/**
 * Each person's own choices on list screens, kept on their user row (`users.list_preferences`, internal: the
 * generic users API never reads nor writes it), so they follow the person from one browser to the next:
 *
 *   GET /api/me/list-preferences          `{ "<list path>": { views: [{name, filter}], hidden_columns: [...] } }`
 *   PUT /api/me/list-preferences          `{ list: "/orders", views?, hidden_columns? }` → the whole object again
 *
 * Generic: any list screen keys its choices by its own path. A view is a named filter, exactly the list's
 * `filter` parameter (checked by the list API when used); `hidden_columns` are the column chooser's choice.
 * Only the caller's own row is read or written, whatever `X-Account-Id` names; a PUT replaces what it names of one
 * list in one statement (`||` on the jsonb), so two tabs saving different lists never undo each other.
 */
import type Router from '@koa/router';
import type { Knex } from 'knex';
import type { Actor } from '../../crud/actor.ts';
import { fail, type FieldError } from '../../http/errors.ts';
import type { RouteDoc } from '../../http/route-docs.ts';

export const LIST_PREFERENCE_LIMITS = { lists: 100, views: 20, name: 40, filterChars: 2000, columns: 200 } as const;

const LIST_KEY = /^\/[A-Za-z0-9/_:.-]{0,199}$/;
const FILTER_KEY = /^[A-Za-z_][A-Za-z0-9_.]{0,99}$/;
const COLUMN = /^[A-Za-z_][A-Za-z0-9_.]{0,99}$/;

export interface SavedView { name: string; filter: Record<string, unknown> }
export interface ListPreference { views?: SavedView[]; hidden_columns?: string[] }

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks a PUT body; answers the list's key and what to store for it, or throws a 400 naming each bad field. */
export function checkListPreference(body: unknown): { list: string; value: ListPreference } {
  if (!isObject(body)) return fail('validation_failed', 'Send the list preferences as a JSON object.', [{ pointer: '', message: 'must be a JSON object' }]);
  const errors: FieldError[] = [];
  for (const key of Object.keys(body)) if (!['list', 'views', 'hidden_columns'].includes(key)) errors.push({ pointer: `/${key}`, message: 'is not a list preference (list, views, hidden_columns)' });
  const list = body.list;
  if (typeof list !== 'string' || !LIST_KEY.test(list)) errors.push({ pointer: '/list', message: "must be the list screen's path, such as /orders" });
  const value: ListPreference = {};
  if ('views' in body) {
    const views = body.views;
    if (!Array.isArray(views)) errors.push({ pointer: '/views', message: 'must be a list of views' });
    else if (views.length > LIST_PREFERENCE_LIMITS.views) errors.push({ pointer: '/views', message: `must have at most ${LIST_PREFERENCE_LIMITS.views} views` });
    else {
      const names = new Set<string>();
      value.views = [];
      views.forEach((view, i) => {
        if (!isObject(view)) { errors.push({ pointer: `/views/${i}`, message: 'must be a view with a name and a filter' }); return; }
        const name = typeof view.name === 'string' ? view.name.trim() : '';
        if (!name || name.length > LIST_PREFERENCE_LIMITS.name) errors.push({ pointer: `/views/${i}/name`, message: `must be 1 to ${LIST_PREFERENCE_LIMITS.name} characters` });
        else if (names.has(name.toLowerCase())) errors.push({ pointer: `/views/${i}/name`, message: 'is already the name of another view of this list' });
        names.add(name.toLowerCase());
        for (const key of Object.keys(view)) if (key !== 'name' && key !== 'filter') errors.push({ pointer: `/views/${i}/${key}`, message: 'is not part of a view (name, filter)' });
        const filter = view.filter;
        if (!isObject(filter)) errors.push({ pointer: `/views/${i}/filter`, message: 'must be a filter: field names and the values to match' });
        else if (JSON.stringify(filter).length > LIST_PREFERENCE_LIMITS.filterChars) errors.push({ pointer: `/views/${i}/filter`, message: `is too long (at most ${LIST_PREFERENCE_LIMITS.filterChars} characters)` });
        else {
          const bad = Object.keys(filter).find((key) => !FILTER_KEY.test(key));
          if (bad !== undefined) errors.push({ pointer: `/views/${i}/filter`, message: `names "${bad.slice(0, 40)}", which is no field` });
        }
        if (name && isObject(filter)) value.views!.push({ name, filter });
      });
    }
  }
  if ('hidden_columns' in body) {
    const columns = body.hidden_columns;
    if (!Array.isArray(columns) || columns.length > LIST_PREFERENCE_LIMITS.columns || columns.some((c) => typeof c !== 'string' || !COLUMN.test(c))) {
      errors.push({ pointer: '/hidden_columns', message: `must be a list of at most ${LIST_PREFERENCE_LIMITS.columns} column names` });
    } else value.hidden_columns = [...new Set(columns as string[])];
  }
  if (errors.length) fail('validation_failed', `${errors.map((e) => `${e.pointer.slice(1) || 'body'} ${e.message}`).join('; ')}.`, errors);
  return { list: list as string, value };
}

const PREFERENCES_SCHEMA = {
  type: 'object',
  additionalProperties: {
    type: 'object',
    properties: {
      views: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, filter: { type: 'object' } } } },
      hidden_columns: { type: 'array', items: { type: 'string' } },
    },
  },
};

export const listPreferencesDocs: RouteDoc[] = [
  {
    method: 'get', path: '/api/me/list-preferences', tag: 'Account', summary: "The caller's own saved views and columns, per list screen",
    responses: { 200: { description: 'By list path: `{views: [{name, filter}], hidden_columns}`.', schema: PREFERENCES_SCHEMA } },
  },
  {
    method: 'put', path: '/api/me/list-preferences', tag: 'Account', summary: "Save the caller's views or columns of one list",
    description: `Body \`{list, views?, hidden_columns?}\`: replaces what it names of that list only. At most ${LIST_PREFERENCE_LIMITS.views} views a list (a name of at most ${LIST_PREFERENCE_LIMITS.name} characters, unique in the list; a filter object) and ${LIST_PREFERENCE_LIMITS.lists} lists.`,
    body: { schema: { type: 'object', required: ['list'], additionalProperties: false, properties: { list: { type: 'string' }, views: { type: 'array', items: { type: 'object' } }, hidden_columns: { type: 'array', items: { type: 'string' } } } } },
    responses: { 200: { description: 'Every list preference of the caller.', schema: PREFERENCES_SCHEMA } },
    problems: [400],
  },
];

export function listPreferencesRoutes(router: Router, knex: Knex): void {
  const own = (actor: Actor) => knex('users').where({ id: actor.user.id, account_id: actor.user.accountId });
  const read = async (actor: Actor): Promise<Record<string, ListPreference>> => {
    const row = await own(actor).first('list_preferences');
    if (!row) return fail('not_found', 'Your user no longer exists.');
    const stored = typeof row.list_preferences === 'string' ? JSON.parse(row.list_preferences) : row.list_preferences;
    return isObject(stored) ? (stored as Record<string, ListPreference>) : {};
  };

  router.get('/api/me/list-preferences', async (ctx) => {
    ctx.body = await read(ctx.state.actor as Actor);
  });

  router.put('/api/me/list-preferences', async (ctx) => {
    const actor = ctx.state.actor as Actor;
    const { list, value } = checkListPreference(ctx.request.body);
    const current = await read(actor);
    if (!(list in current) && Object.keys(current).length >= LIST_PREFERENCE_LIMITS.lists) {
      fail('validation_failed', `list: at most ${LIST_PREFERENCE_LIMITS.lists} lists keep preferences.`, [{ pointer: '/list', message: `is one list too many (at most ${LIST_PREFERENCE_LIMITS.lists})` }]);
    }
    // One statement: this list's entry is merged with what it had (views kept when only columns are sent).
    await own(actor).update({
      list_preferences: knex.raw(
        `list_preferences || jsonb_build_object(?::text, coalesce(list_preferences -> ?::text, '{}'::jsonb) || ?::jsonb)`,
        [list, list, JSON.stringify(value)],
      ),
    });
    ctx.body = await read(actor);
  });
}
