/**
 * The setup wizard's steps and what makes each one done: the step recorded in the general settings'
 * `setup_completed_steps`, or the data it sets up already existing (a location, a sales tax, a sales channel), so a
 * merchant who did it elsewhere is not asked twice. Pure: unit-tested beside this file.
 */

export type SetupStep = 'COMPANY' | 'LOCATION' | 'TAX' | 'CHANNEL';

export const SETUP_STEPS: ReadonlyArray<{ step: SetupStep; title: string; resource: string }> = [
  { step: 'COMPANY', title: 'Company details', resource: 'general-settings' },
  { step: 'LOCATION', title: 'First location', resource: 'locations' },
  { step: 'TAX', title: 'Sales tax', resource: 'sales-taxes' },
  { step: 'CHANNEL', title: 'Connect a sales channel', resource: 'sales-channels' },
];

/** How many records of each resource exist (undefined: unknown, e.g. the user may not read them). */
export type ExistingCounts = Partial<Record<'locations' | 'sales-taxes' | 'sales-channels', number | undefined>>;

const DATA_OF: Partial<Record<SetupStep, keyof ExistingCounts>> = { LOCATION: 'locations', TAX: 'sales-taxes', CHANNEL: 'sales-channels' };

/** Which steps are done. */
export function doneSteps(recorded: readonly string[] | null | undefined, counts: ExistingCounts): Set<SetupStep> {
  const done = new Set<SetupStep>();
  for (const { step } of SETUP_STEPS) {
    const resource = DATA_OF[step];
    if (recorded?.includes(step) || (resource && (counts[resource] ?? 0) > 0)) done.add(step);
  }
  return done;
}

/** The index of the first step not done, or the number of steps when every one is (the "done" panel). */
export function firstOpenStep(done: Set<SetupStep>): number {
  const index = SETUP_STEPS.findIndex(({ step }) => !done.has(step));
  return index < 0 ? SETUP_STEPS.length : index;
}

/** `recorded` plus `steps`, in the wizard's order, each once (what `setup_completed_steps` is saved as). */
export function withSteps(recorded: readonly string[] | null | undefined, steps: SetupStep[]): SetupStep[] {
  const all = new Set([...(recorded ?? []), ...steps]);
  return SETUP_STEPS.map((s) => s.step).filter((step) => all.has(step));
}

/**
 * Standard VAT / GST rates (percent) to offer for a business's country. A starting point the merchant confirms:
 * rates change (check the tax authority), and the field stays editable. US sales tax is set per state: none offered.
 */
export const STANDARD_RATES: Readonly<Record<string, { rate: number; tax: string }>> = {
  GB: { rate: 20, tax: 'VAT' }, IE: { rate: 23, tax: 'VAT' }, FR: { rate: 20, tax: 'TVA' }, DE: { rate: 19, tax: 'MwSt' },
  NL: { rate: 21, tax: 'BTW' }, BE: { rate: 21, tax: 'BTW/TVA' }, LU: { rate: 17, tax: 'TVA' }, ES: { rate: 21, tax: 'IVA' },
  PT: { rate: 23, tax: 'IVA' }, IT: { rate: 22, tax: 'IVA' }, AT: { rate: 20, tax: 'USt' }, CH: { rate: 8.1, tax: 'MWST' },
  DK: { rate: 25, tax: 'moms' }, SE: { rate: 25, tax: 'moms' }, NO: { rate: 25, tax: 'MVA' }, FI: { rate: 25.5, tax: 'ALV' },
  PL: { rate: 23, tax: 'VAT' }, CZ: { rate: 21, tax: 'DPH' }, SK: { rate: 23, tax: 'DPH' }, HU: { rate: 27, tax: 'ÁFA' },
  SI: { rate: 22, tax: 'DDV' }, HR: { rate: 25, tax: 'PDV' }, RO: { rate: 21, tax: 'TVA' }, BG: { rate: 20, tax: 'ДДС' },
  GR: { rate: 24, tax: 'ΦΠΑ' }, CY: { rate: 19, tax: 'VAT' }, MT: { rate: 18, tax: 'VAT' }, EE: { rate: 24, tax: 'KM' },
  LV: { rate: 21, tax: 'PVN' }, LT: { rate: 21, tax: 'PVM' }, AU: { rate: 10, tax: 'GST' }, NZ: { rate: 15, tax: 'GST' },
  CA: { rate: 5, tax: 'GST' },
};

/** The sales tax to offer for a country's standard rate, or undefined when there is none to suggest. */
export function suggestedTax(country: string | null | undefined): { name: string; code: string; rate: number; country: string; kind: 'STANDARD'; vat_box: number | null; is_default: true } | undefined {
  const code = (country ?? '').toUpperCase();
  const known = STANDARD_RATES[code];
  if (!known) return undefined;
  return {
    name: `${known.tax} standard rate (${code})`,
    code: `${code}-STD`,
    rate: known.rate,
    country: code,
    kind: 'STANDARD',
    // The UK VAT return reports sales at any rate in box 1; other countries' returns are not mapped.
    vat_box: code === 'GB' ? 1 : null,
    is_default: true,
  };
}
