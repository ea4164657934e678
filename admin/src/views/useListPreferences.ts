/**
 * The signed-in person's own list preferences (saved views, hidden columns), by list path: they come with the
 * session (`listPreferences` of /api/auth/me), so a list asks for nothing more before its rows; a save answers
 * the whole set, which replaces the cached one.
 */
import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../access/useSession.ts';
import { API_URL, apiFetch } from '../data/dataProvider.ts';
import type { ListView } from './listViews.ts';

export interface ListPreference { views?: ListView[]; hidden_columns?: string[] }
export type ListPreferences = Record<string, ListPreference>;

const KEY = ['me', 'list-preferences'];

export function useListPreferences(list: string): { preference: ListPreference | undefined; ready: boolean; save: (change: ListPreference) => Promise<ListPreferences> } {
  const session = useSession();
  const queryClient = useQueryClient();
  const preloaded = (session.me as { listPreferences?: ListPreferences } | null)?.listPreferences;
  const query = useQuery({
    queryKey: [...KEY, session.me?.sessionUser.id ?? null],
    enabled: session.status === 'signedIn',
    initialData: preloaded,
    initialDataUpdatedAt: session.loadedAt,
    staleTime: Infinity,
    queryFn: async () => (await (await apiFetch(`${API_URL}/me/list-preferences`, { headers: { Accept: 'application/json' } }, { ownAccount: true })).json()) as ListPreferences,
  });
  const mutation = useMutation({
    mutationFn: async (change: ListPreference) => {
      const response = await apiFetch(`${API_URL}/me/list-preferences`, { method: 'PUT', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify({ list, ...change }) }, { ownAccount: true });
      return (await response.json()) as ListPreferences;
    },
    onSuccess: (all) => queryClient.setQueryData([...KEY, session.me?.sessionUser.id ?? null], all),
  });
  const { mutateAsync } = mutation;
  const save = useCallback((change: ListPreference) => mutateAsync(change), [mutateAsync]);
  return { preference: query.data?.[list], ready: query.data !== undefined, save };
}
