import { createInstance, type i18n, type TFunction } from 'i18next';
import { useContext, type ReactNode } from 'react';
import { I18nContext, I18nextProvider } from 'react-i18next';
import { defaultLanguage, isRightToLeft, type Language } from '@qanoon/contracts';

/**
 * The interface's texts are written in English in the screens, word for word as the spec has them;
 * the English text is the key of its translation (ADR 0037). Urdu's dictionary is registered once
 * per process: on the server by its entry, in the browser before hydration, so pages in English
 * never carry it.
 */
export type Translations = Readonly<Record<string, string>>;

const registered = new Map<Language, Translations>();
/**
 * One translator per language for the life of the process: a page never changes language (the
 * switch loads it again), so every render shares it instead of setting one up per request.
 */
const translators = new Map<Language, i18n>();

export function registerTranslations(language: Language, translations: Translations) {
  registered.set(language, translations);
  translators.delete(language);
}

function translatorOf(language: Language): i18n {
  let translator = translators.get(language);
  if (!translator) {
    translator = createTranslator(language);
    translators.set(language, translator);
  }
  return translator;
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
  return <I18nextProvider i18n={translatorOf(language)}>{children}</I18nextProvider>;
}

/** Each translator's `t`, made once: the screens call useT in every component of every render. */
const fixedTs = new WeakMap<i18n, TFunction>();
/** Texts kept per translator at most: every text of the interface fits many times over. */
const keptTexts = 5_000;

/** Options i18next reads itself (plurals, context, defaults, languages…): a call with one goes to i18next. */
const i18nextOptions = new Set([
  'count', 'context', 'defaultValue', 'lng', 'lngs', 'fallbackLng', 'ns', 'keyPrefix', 'ordinal', 'replace',
  'interpolation', 'postProcess', 'returnObjects', 'returnDetails', 'joinArrays', 'skipInterpolation', 'nsSeparator', 'keySeparator',
]);
const placeholder = /\{\{([^{}]*)\}\}/g;
/** i18next's nesting of one text in another. */
const nesting = /\$t\(/;

/**
 * A text's `{{name}}`s filled from plain values, as i18next fills them (escaping off); null when
 * i18next must do it: an option of its own, a value that is not a string or number or holds
 * braces or a nesting, a placeholder with a format, or one no value fills.
 */
export function filledText(text: string, values: unknown): string | null {
  if (typeof values !== 'object' || values === null || Array.isArray(values) || nesting.test(text)) return null;
  for (const [name, value] of Object.entries(values)) {
    if (i18nextOptions.has(name)) return null;
    if (typeof value === 'string' ? value.includes('{{') || nesting.test(value) : typeof value !== 'number') return null;
  }
  const named = values as Record<string, string | number>;
  let unfilled = false;
  const filled = text.replace(placeholder, (whole, name: string) => {
    if (!/^\w+$/.test(name) || !Object.hasOwn(named, name)) {
      unfilled = true;
      return whole;
    }
    return String(named[name]);
  });
  return unfilled ? null : filled;
}

/**
 * A translator's `t` that keeps what a text translates to: i18next works out a key's translation
 * afresh on every call (an eighth of a search page's server time), and a translator's dictionary
 * never changes (registering a language makes a new translator). A text's plain `{{name}}`s are
 * then filled here; anything else i18next does itself.
 */
function keepingTexts(t: TFunction): TFunction {
  const translate = t as unknown as (key: unknown, ...options: unknown[]) => unknown;
  const keeper = (asked: (key: string) => string) => {
    const kept = new Map<string, string>();
    return (key: string) => {
      let text = kept.get(key);
      if (text === undefined) {
        text = asked(key);
        if (kept.size < keptTexts) kept.set(key, text);
      }
      return text;
    };
  };
  const translated = keeper((key) => String(translate(key)));
  const unfilled = keeper((key) => String(translate(key, { skipInterpolation: true })));
  const keeping = (key: unknown, ...options: unknown[]) => {
    if (typeof key !== 'string' || options.length > 1) return translate(key, ...options);
    if (options.length === 0) return translated(key);
    return filledText(unfilled(key), options[0]) ?? translate(key, ...options);
  };
  return keeping as unknown as TFunction;
}

function translatorInUse(): i18n {
  return useContext(I18nContext)?.i18n ?? translatorOf(defaultLanguage);
}

/** The text in the reader's language, its English as the key; `{{name}}` in it is filled from the options. */
export function useT(): TFunction {
  const translator = translatorInUse();
  let t = fixedTs.get(translator);
  if (!t) {
    t = keepingTexts(translator.getFixedT(translator.language));
    fixedTs.set(translator, t);
  }
  return t;
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
  const language = (translatorInUse().language as Language | undefined) ?? defaultLanguage;
  return { language, dir: isRightToLeft(language) ? 'rtl' : 'ltr' };
}

/**
 * Keeps a date, a time or a name written left to right in one piece inside a right-to-left
 * sentence (Unicode's first-strong isolate), so "Rs. 1,500/-" or "+923001234567" is not torn apart by the
 * Urdu around it. English pages get the text as it is.
 */
export function useIsolate(): (text: string) => string {
  return useLanguage().dir === 'rtl' ? isolated : asItIs;
}

const isolated = (text: string) => `\u2068${text}\u2069`;
const asItIs = (text: string) => text;
