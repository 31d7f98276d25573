import { diaryLimits, diaryMessages } from '@qanoon/contracts';
import type { Translations } from './i18n.tsx';

/**
 * Urdu's dictionary, one file per area of the product so each grows on its own. A key is the
 * English text as the screen writes it; `translations.test.ts` fails on a text without its Urdu.
 */
const files = import.meta.glob<Translations>('./ur/*.json', { eager: true, import: 'default' });

const dictionary = Object.assign({}, ...Object.values(files)) as Translations;

/**
 * The diary's refusal of a long text names its limit in the English ("Keep this under 200
 * characters"): each limit's text gets the Urdu of the one template, its number written in.
 */
const keepUnder = 'Keep this under {{max}} characters';
const limitTexts = Object.fromEntries(
  Object.values(diaryLimits).map((max) => [diaryMessages.tooLong(max), (dictionary[keepUnder] ?? keepUnder).replace('{{max}}', String(max))]),
);

export const urdu: Translations = { ...limitTexts, ...dictionary };
