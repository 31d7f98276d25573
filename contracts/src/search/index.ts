export * from './forms.ts';
export * from './form-schemas.ts';
export * from './views.ts';
export * from './party-name-variants.ts';
export * from './alerts.ts';
export * from './alert-schemas.ts';
export * from './snippet.ts';
