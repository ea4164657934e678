/**
 * The account's custom fields of an entity, for a screen. Cached by react-query under `custom-fields`, so saving a
 * definition (which invalidates that resource's queries) refreshes every form and list at once.
 */
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../access/useSession.ts';
import { API_URL, apiFetch } from '../data/dataProvider.ts';
import type { EntityModel } from '../model.ts';
import { targetFilter, type CustomFieldDefinition } from './customFields.ts';
import { targetsForFilter } from '../../../checks/contracts/custom-fields.ts';
import { ownAccountPreload } from '../access/session.ts';

const NONE: CustomFieldDefinition[] = [];

export function useCustomFields(entity: EntityModel, fixed?: Record<string, unknown>, meta?: { ownAccount?: boolean }): { definitions: CustomFieldDefinition[]; isPending: boolean } {
  const session = useSession();
  const enabled = Boolean(entity.customFields && entity.resource);
  const filter = targetFilter(entity, fixed);
  // The own account's definitions came with the session (/api/auth/me): this entity's (targets) seed the query.
  const preload = ownAccountPreload(session, Boolean(meta?.ownAccount));
  const targets = new Set(targetsForFilter(entity, filter));
  const preloaded = enabled && preload ? preload.customFields.filter((d) => targets.has(d.entity)) : undefined;
  const query = useQuery({
    queryKey: ['custom-fields', 'definitions', entity.resource, filter, meta?.ownAccount ? null : session.actingAccountId],
    enabled,
    initialData: preloaded,
    initialDataUpdatedAt: session.loadedAt,
    staleTime: 30_000,
    queryFn: async () => {
      const search = Object.keys(filter).length ? `?filter=${encodeURIComponent(JSON.stringify(filter))}` : '';
      const response = await apiFetch(`${API_URL}/${entity.resource}/custom-fields${search}`, { headers: { Accept: 'application/json' } }, meta);
      return (await response.json()) as CustomFieldDefinition[];
    },
  });
  return { definitions: query.data ?? NONE, isPending: enabled && query.isPending };
}
