import type { Translations } from './i18n.tsx';

/**
 * Urdu's dictionary, one file per area of the product so each grows on its own. A key is the
 * English text as the screen writes it; `translations.test.ts` fails on a text without its Urdu.
 */
const files = import.meta.glob<Translations>('./ur/*.json', { eager: true, import: 'default' });

export const urdu: Translations = Object.assign({}, ...Object.values(files));
