export * from './forms.ts';
export * from './form-schemas.ts';
export * from './views.ts';
export * from './party-name-variants.ts';
