export * from './packages.ts';
export * from './package-schemas.ts';
export * from './payments.ts';
export * from './payment-schemas.ts';
export * from './subscription-events.ts';
export * from './report-format.ts';
export * from './payments-table.ts';
export * from './subscription-state.ts';
