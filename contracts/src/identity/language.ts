/** The interface's languages: English, the spec's own texts and the default, and Urdu, right to left. */
export const languages = ['en', 'ur'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/** Whether a language is written right to left. */
export const isRightToLeft = (language: Language) => language === 'ur';
