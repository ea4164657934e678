/**
 * Demo data for Making Tax Digital: Acme is connected to the built-in HMRC sandbox as the organisation of its VAT
 * number (GB434031494 → VRN 434031494), with tokens the sandbox's token endpoint would have issued (it signs
 * them, so they stay good across restarts). Globex is not connected. Runs after the orders and finance seed.
 */
import { issueSandboxTokens } from '../../../hmrc/sandbox/index.ts';
import type { SeedContext } from '../../../seed/areas.ts';
import { SANDBOX_CLIENT_ID } from './mtd.ts';

export const DEMO_VRN = '434031494';

export async function seedMtd(context: SeedContext): Promise<void> {
  if (context.accountName !== 'Acme') return;
  const { service, model, actor } = context;
  const entity = model.entities.find((e) => e.name === 'hmrc-settings')!;
  const saved = await service.putSingleton(actor, entity, { environment: 'SANDBOX', vrn: DEMO_VRN, version: 0 });
  if (!service.secrets) return;
  const t = issueSandboxTokens(DEMO_VRN, SANDBOX_CLIENT_ID);
  const tokens = { access_token: t.access_token, refresh_token: t.refresh_token, expires_at: new Date(Date.now() + t.expires_in * 1000).toISOString(), scope: t.scope };
  await service.knex('hmrc_settings').where({ account_id: actor.accountId, id: saved.id }).update({
    oauth_tokens: service.secrets.encrypt(tokens, 'hmrc_settings.oauth_tokens'), connection_status: 'CONNECTED', connected_at: new Date(),
  });
}
