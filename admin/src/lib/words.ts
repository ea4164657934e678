/**
 * The words screens show for the model: field titles, search placeholders, plural entity names and the message
 * after a transition. Derived from the schema, so tomorrow's entity reads like today's without a line of UI code.
 * Pure: unit-tested beside this file.
 */
import type { EntityModel, FieldModel } from '../model.ts';

/** `READY_TO_SHIP` → "Ready to ship"; `channel_order_ref` → "Channel order ref". */
export function humanize(value: string): string {
  const words = value.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

/** A field's title as a person reads it: the schema's `title`, or its name in words when it has none. */
export function fieldTitle(field: Pick<FieldModel, 'name' | 'title'>): string {
  return field.title && field.title !== field.name ? field.title : humanize(field.name);
}

/** "a, b or c". */
export function orList(items: string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

/**
 * The search box's placeholder from the searchable fields' titles: "Search by number, channel order ref or
 * customer". A title is lower-cased unless it is an abbreviation (SKU, VAT).
 */
export function searchPlaceholder(entity: EntityModel): string {
  const titles = entity.searchFields.map((name) => {
    const field = entity.fields.find((f) => f.name === name);
    const title = field ? fieldTitle(field) : humanize(name);
    return /^[A-Z0-9]{2,}\b/.test(title) ? title : title.charAt(0).toLowerCase() + title.slice(1);
  });
  return `Search by ${orList(titles)}`;
}

/** English plural of a noun phrase's last word: "Sales order" → "Sales orders", "Currency" → "Currencies". */
export function plural(phrase: string): string {
  if (/(settings|series|news)$/i.test(phrase)) return phrase;
  if (/[^aeiou]y$/i.test(phrase)) return `${phrase.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/i.test(phrase)) return `${phrase}es`;
  return `${phrase}s`;
}

/** "No sales orders yet". */
export function emptyListText(entity: Pick<EntityModel, 'title'>): string {
  return `No ${plural(entity.title).toLowerCase()} yet`;
}

/** Past participles English does not form with -ed. */
const IRREGULAR: Record<string, string> = {
  hold: 'held', send: 'sent', resend: 'resent', pay: 'paid', 'mark paid': 'marked paid', sell: 'sold', 'sell out': 'sold out',
  write: 'written', 'write off': 'written off', begin: 'begun', run: 'run', set: 'set', put: 'put', reset: 'reset',
  split: 'split', shut: 'shut', undo: 'undone', redo: 'redone', do: 'done', make: 'made', take: 'taken',
};

/** "submit" → "submitted", "approve" → "approved", "cancel" → "cancelled" (British), "hold" → "held". */
export function pastParticiple(verbPhrase: string): string {
  const phrase = verbPhrase.trim().toLowerCase();
  if (IRREGULAR[phrase]) return IRREGULAR[phrase];
  const [verb, ...rest] = phrase.split(/\s+/);
  const tail = rest.length ? ` ${rest.join(' ')}` : '';
  if (IRREGULAR[verb]) return IRREGULAR[verb] + tail;
  let done: string;
  if (verb.endsWith('e')) done = `${verb}d`;
  else if (/[^aeiou]y$/.test(verb)) done = `${verb.slice(0, -1)}ied`;
  else if (/(el|al)$/.test(verb)) done = `${verb}led`; // cancel → cancelled, label → labelled
  else if (/^(ship|stop|drop|plan|submit|commit|admit|permit|refer|transfer|prefer|ban|tag|rip|trim|scrap|wrap|step)$/.test(verb)) done = `${verb}${verb.at(-1)}ed`;
  else done = `${verb}ed`;
  return done + tail;
}

/**
 * The message after a transition: "Sales order submitted", "Purchase order received"; with the state it reached
 * (in the schema's words), "Sales order submitted: now Awaiting payment".
 */
export function transitionDoneMessage(entity: Pick<EntityModel, 'title'>, transitionLabel: string, nowLabel?: string): string {
  return `${entity.title} ${pastParticiple(transitionLabel)}${nowLabel ? `: now ${nowLabel}` : ''}`;
}

/**
 * What a record is called on its own screen: its label field, else its first filled searchable field; never its
 * id (an id means nothing to a merchant), so a record with neither is named by the screen title alone.
 */
export function recordName(entity: Pick<EntityModel, 'labelField' | 'searchFields'>, record: Record<string, unknown>): string | undefined {
  for (const name of [entity.labelField, ...entity.searchFields]) {
    const value = record[name];
    if ((typeof value === 'string' && value.trim() !== '') || typeof value === 'number') return String(value);
  }
  return undefined;
}
