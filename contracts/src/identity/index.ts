export * from './account-schemas.ts';
export {
  accountFieldMax,
  boundedTextField,
  checkboxField,
  isEmail,
  parseForm,
  secretField,
  textField,
  tooLongMessage,
  type FormResult,
} from './form.ts';
export * from './limits.ts';
export * from './phone.ts';
export * from './sign-in-schemas.ts';
export * from './user.ts';
export * from './language.ts';
export * from './language-schemas.ts';
