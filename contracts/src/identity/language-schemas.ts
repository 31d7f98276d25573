import { z } from 'zod';
import { languages } from './language.ts';

export const languageSchema = z.enum(languages);

/** The switch's form: the language chosen. */
export const chooseLanguageSchema = z.object({ language: z.enum(languages, { error: 'Choose English or Urdu.' }) });
