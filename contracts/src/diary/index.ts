export * from './events.ts';
export * from './forms.ts';
export * from './form-texts.ts';
export * from './outcomes.ts';
export * from './views.ts';
export * from './time.ts';
