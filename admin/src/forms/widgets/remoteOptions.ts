/**
 * The choices of a field whose schema says where they come from (`x-ui.options`: an endpoint of the API, the list in
 * its answer, the property stored and the one shown), kept free of React so it is tested as is.
 */
import type { OptionsSourceModel } from '../../model.ts';

type Json = Record<string, any>;

export interface RemoteOption { value: string; label: string }

/** The query key of a source: screens that change what it answers (connecting Xero) drop it by this prefix. */
export const remoteOptionsKey = (from: string) => ['remote-options', from] as const;

/** The entries of an answer as options, in the answer's order; entries without a value are left out, duplicates once. */
export function optionsOf(answer: unknown, source: OptionsSourceModel): RemoteOption[] {
  const list = (answer as Json | null)?.[source.list];
  if (!Array.isArray(list)) return [];
  const seen = new Set<string>();
  const options: RemoteOption[] = [];
  for (const entry of list as Json[]) {
    const raw = entry?.[source.value];
    if (raw === undefined || raw === null || raw === '') continue;
    const value = String(raw);
    if (seen.has(value)) continue;
    seen.add(value);
    const label = entry[source.label ?? 'label'];
    options.push({ value, label: label === undefined || label === null || label === '' ? value : String(label) });
  }
  return options;
}

/**
 * What the picker offers: the source's options, with a stored value the source no longer lists kept in front (so
 * the form shows it and the API's check, or the outside service, can name it).
 */
export function withCurrent(options: RemoteOption[], current: unknown): RemoteOption[] {
  if (typeof current !== 'string' || current === '' || options.some((o) => o.value === current)) return options;
  return [{ value: current, label: `${current} (not in the list)` }, ...options];
}
