/**
 * For the marketplace API tests: a test app with a job worker (no recurring jobs: each test runs what it needs),
 * signed in as Acme's owner, and Acme's demo channel of a type, CONNECTED to the sandbox marketplace.
 */
import { DEMO, startTestApp, type Client, type TestApp } from './app.ts';

export interface ChannelTest {
  app: TestApp;
  owner: Client;
  acmeId: string;
  /** The `sales_channels` row of Acme's demo channel of the type. */
  channel: any;
}

export async function startChannelTest(type: string): Promise<ChannelTest> {
  const app = await startTestApp({ worker: { recurring: false } });
  const owner = await app.signIn(DEMO.acmeOwner);
  const acmeId = (await app.knex('accounts').where({ name: 'Acme Trading' }).first('id')).id as string;
  const channel = await app.knex('sales_channels').where({ account_id: acmeId, type, status: 'CONNECTED' }).first();
  return { app, owner, acmeId, channel };
}
