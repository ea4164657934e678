/**
 * Demo data by product area. Each seeder gets one merchant account, already holding taxes, locations, brands,
 * products, customers, suppliers and orders (`refs`), and creates its area's records through the same service as
 * the API, as that account's owner. Keep each area in its own file and add it to the list below.
 */
import type { Model } from '../../model/types.ts';
import type { Actor } from '../crud/actor.ts';
import type { Row } from '../crud/repository.ts';
import type { ResourceService } from '../crud/service.ts';
import type { random } from './demo.ts';
import { seedCatalogue } from './catalogue.ts';
import { seedSettings } from './settings.ts';
import { seedOrdersFinance } from './orders-finance.ts';
import { seedCustomFields } from './custom-fields.ts';
import { seedSettingsSingletons } from './singletons.ts';
import { seedMtd } from '../domain/finance/vat/mtd-seed.ts';
import { seedFromExamples } from './examples.ts';

export interface SeedContext {
  service: ResourceService;
  model: Model;
  /** The account's owner. */
  actor: Actor;
  /** Repeatable randomness for this account. */
  rnd: ReturnType<typeof random>;
  /** `Acme` or `Globex`. */
  accountName: string;
  /** The account's feature flags. */
  flags: string[];
  refs: { taxes: Row[]; locations: Row[]; brands: Row[]; products: Row[]; customers: Row[]; suppliers: Row[]; orders: Row[] };
}

export type AreaSeeder = (context: SeedContext) => Promise<void>;

/** Runs in this order for each merchant account. */
export const AREA_SEEDERS: AreaSeeder[] = [
  seedSettings, // first: sales channels, currencies and shipping that other areas use
  seedSettingsSingletons, // before orders: seeded returns follow the return settings
  seedCatalogue, // keep after the sales-channel seeder: it lists on the account's channels (and adds missing ones)
  seedOrdersFinance, // after settings: settlements name sales channels, ASNs warehouse providers
  seedMtd, // Acme's HMRC (MTD) connection to the built-in sandbox
  seedCustomFields, // sets values on records the others made
  seedFromExamples, // last: a few rows of every entity the others left empty, from its schema's `examples`
];
