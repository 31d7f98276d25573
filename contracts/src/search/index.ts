export * from './forms.ts';
export * from './views.ts';
