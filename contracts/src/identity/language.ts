import { z } from 'zod';

/** The interface's languages: English, the spec's own texts and the default, and Urdu, right to left. */
export const languages = ['en', 'ur'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

export const languageSchema = z.enum(languages);

/** The switch's form: the language chosen. */
export const chooseLanguageSchema = z.object({ language: z.enum(languages, { error: 'Choose English or Urdu.' }) });

/** Whether a language is written right to left. */
export const isRightToLeft = (language: Language) => language === 'ur';
