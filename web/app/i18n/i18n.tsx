import { createInstance, type i18n } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { defaultLanguage, isRightToLeft, type Language } from '@qanoon/contracts';

/**
 * The interface's texts are written in English in the screens, word for word as the spec has them;
 * the English text is the key of its translation (ADR 0037). Urdu's dictionary is registered once
 * per process: on the server by its entry, in the browser before hydration, so pages in English
 * never carry it.
 */
export type Translations = Readonly<Record<string, string>>;

const registered = new Map<Language, Translations>();

export function registerTranslations(language: Language, translations: Translations) {
  registered.set(language, translations);
}

export function createTranslator(language: Language): i18n {
  const translations = registered.get(language);
  const instance = createInstance();
  void instance.init({
    lng: language,
    fallbackLng: false,
    resources: translations ? { [language]: { translation: translations } } : {},
    // Keys are English sentences: their dots and colons are text, not paths.
    keySeparator: false,
    nsSeparator: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}

export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  const translator = useMemo(() => createTranslator(language), [language]);
  return <I18nextProvider i18n={translator}>{children}</I18nextProvider>;
}

/** The text in the reader's language, its English as the key; `{{name}}` in it is filled from the options. */
export function useT() {
  return useTranslation().t;
}

/**
 * Marks a text kept in a list (tab names, column headers) as one a screen translates with `t()`
 * where it shows it, so the dictionary test knows it must have its Urdu. Returns the text itself.
 */
export const translatable = <Text extends string>(text: Text): Text => text;

/**
 * A page's title in the reader's language, for a route's `meta` (which runs outside React): the
 * language comes from the root's data among the route matches.
 */
export function pageTitle(matches: readonly { id: string; data?: unknown }[], text: string): string {
  const root = matches.find((match) => match.id === 'root')?.data as { language?: Language } | undefined;
  const language = root?.language ?? defaultLanguage;
  return `${registered.get(language)?.[text] ?? text} | Qanoon`;
}

/** The language the page is in, and its direction. */
export function useLanguage(): { language: Language; dir: 'rtl' | 'ltr' } {
  const language = (useTranslation().i18n.language as Language | undefined) ?? defaultLanguage;
  return { language, dir: isRightToLeft(language) ? 'rtl' : 'ltr' };
}
