/**
 * Keeps a list's chosen columns per person, server side: the column chooser writes react-admin's store (this
 * browser); this component seeds that store from the person's saved choice when the list opens (or the list's
 * defaults when they saved none, so another person's choice in this browser does not carry over) and saves each
 * later change of theirs (`hidden_columns`, /api/me/list-preferences). Renders nothing.
 */
import { useEffect, useRef } from 'react';
import { useStore } from 'react-admin';
import { useListPreferences } from './useListPreferences.ts';

const same = (a: readonly string[] | undefined, b: readonly string[] | undefined) => (a ?? []).length === (b ?? []).length && (a ?? []).every((x, i) => x === (b ?? [])[i]);

export function RememberColumns({ list, storeKey, defaults }: { list: string; storeKey: string; defaults: string[] }) {
  const { preference, ready, save } = useListPreferences(list);
  const [hidden, setHidden] = useStore<string[]>(storeKey, defaults);
  const synced = useRef(false);
  const sent = useRef<string[] | undefined>(undefined);

  useEffect(() => {
    if (!ready || synced.current) return;
    synced.current = true;
    const saved = preference?.hidden_columns ?? defaults;
    sent.current = saved;
    if (!same(saved, hidden)) setHidden(saved);
    // Only once, when the preferences are known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);

  useEffect(() => {
    if (!synced.current || same(hidden, sent.current)) return;
    const timer = setTimeout(() => {
      sent.current = hidden;
      save({ hidden_columns: hidden }).catch(() => { sent.current = undefined; });
    }, 400);
    return () => clearTimeout(timer);
  }, [hidden, save]);

  return null;
}
