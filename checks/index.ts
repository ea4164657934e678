/** Framework-free value checks shared by the API and the admin. */
export * from './identifiers.ts';
export * from './money.ts';
export * from './dates.ts';
export * from './state-machine.ts';
export * from './enum-labels.ts';
export * from './media.ts';
