export * from './events.ts';
export * from './forms.ts';
export * from './views.ts';
export * from './time.ts';
