/**
 * Shipping refusals in a merchant's words. The API names fields by JSON pointer (`/lines/0/qty`,
 * `/carrier/recipient.address.postcode`); the Ship dialog puts each on the input it names. Pure: unit-tested.
 */
export interface FieldProblem { pointer: string; message: string }

/** Where a refusal belongs in the Ship dialog. */
export type ShipTarget = { kind: 'line'; index: number } | { kind: 'package' } | { kind: 'service' } | { kind: 'address' } | { kind: 'general' };

export function targetOf(pointer: string): ShipTarget {
  const line = /^\/lines\/(\d+)/.exec(pointer);
  if (line) return { kind: 'line', index: Number(line[1]) };
  if (pointer === '/lines') return { kind: 'general' };
  if (/^\/packages/.test(pointer) || /weight|parcel|package|dimension|length|width|height/i.test(pointer)) return { kind: 'package' };
  if (/^\/(carrier_id|service_code|credentials|carrier$)/.test(pointer) || /service/i.test(pointer)) return { kind: 'service' };
  if (/^\/ship_to|^\/location_id/.test(pointer) || /address|postcode|postal|phone|recipient|ship_to|city|country|name/i.test(pointer)) return { kind: 'address' };
  return { kind: 'general' };
}

/** The carrier's own field name as words (`recipient.address.postcode` → "postcode"). */
export function fieldWords(pointer: string): string {
  const last = pointer.split(/[/.]/).filter(Boolean).pop() ?? '';
  return last.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/** One problem as a sentence for its input: "Is more than the 2 still to ship", "Postcode: is not a valid UK postcode". */
export function problemText(problem: FieldProblem): string {
  const message = problem.message.trim();
  // Our own pointers name the input the message sits on; a carrier's field is named, as it may differ.
  if (!problem.pointer.startsWith('/carrier/')) return capitalise(message);
  const words = fieldWords(problem.pointer);
  if (!words || /^\d+$/.test(words) || message.toLowerCase().startsWith(words)) return capitalise(message);
  return `${capitalise(words)}: ${message}`;
}

const capitalise = (text: string) => (text ? text[0]!.toUpperCase() + text.slice(1) : text);

/** A bulk refusal without the order number it starts with (the list shows the number beside it). */
export function refusalText(orderNumber: string | null, reason: string): string {
  if (!orderNumber) return reason;
  // "SO-000012 is awaiting payment: …" → "Awaiting payment: …" (the number is shown beside it).
  const rest = reason.startsWith(orderNumber) ? reason.slice(orderNumber.length).replace(/^[:\s]+/, '').replace(/^is /, '') : reason;
  return capitalise(rest);
}
