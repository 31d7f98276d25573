import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { createTranslator, filledText, LanguageProvider, registerTranslations, useT } from './i18n.tsx';

function Texts({ keys }: { keys: readonly string[] }) {
  const t = useT();
  return <p>{[...keys.map((key) => t(key)), t('{{count}} cases', { count: 3 }), t('{{count}} cases', { count: 4 })].join('|')}</p>;
}
const render = (keys: readonly string[]) =>
  renderToStaticMarkup(
    <LanguageProvider language="ur">
      <Texts keys={keys} />
    </LanguageProvider>,
  );

test('a text is translated the same every time it is asked, options filled afresh each time', () => {
  registerTranslations('ur', { Search: 'تلاش', '{{count}} cases': '{{count}} مقدمات' });
  expect(render(['Search', 'Search', 'Untranslated'])).toBe('<p>تلاش|تلاش|Untranslated|3 مقدمات|4 مقدمات</p>');
  expect(render(['Search'])).toBe('<p>تلاش|3 مقدمات|4 مقدمات</p>');
});

test('a dictionary registered again is the one read, not what was translated before it', () => {
  registerTranslations('ur', { Search: 'تلاش' });
  expect(render(['Search'])).toContain('تلاش');
  registerTranslations('ur', { Search: 'ڈھونڈیں' });
  expect(render(['Search'])).toContain('ڈھونڈیں');
});

function Asked({ asks }: { asks: readonly (readonly [string, Record<string, unknown>])[] }) {
  const t = useT();
  return <>{asks.map(([key, values]) => t(key, values)).join('\u0001')}</>;
}

test("a text's placeholders are filled as i18next fills them, in both languages, whatever the values", async () => {
  const { urdu } = await import('./translations.ts');
  registerTranslations('ur', urdu);
  const named = (key: string) => [...key.matchAll(/\{\{\s*-?\s*(\w+)[^}]*\}\}/g)].map((m) => m[1] as string);
  const valueSets: ((name: string, i: number) => unknown)[] = [
    (name) => `a ${name}`,
    (_, i) => i * 7 - 3,
    () => '',
    () => "$& $1 $$ $' — قانون",
    () => '{{name}} and $t(Search)',
    () => undefined,
    () => 2.5,
    () => ({ nested: true }),
  ];
  const asks: [string, Record<string, unknown>][] = [];
  for (const key of Object.keys(urdu).filter((text) => text.includes('{{'))) {
    for (const value of valueSets) asks.push([key, Object.fromEntries(named(key).map((name, i) => [name, value(name, i)]))]);
    asks.push([key, {}]);
    asks.push([key, { ...Object.fromEntries(named(key).map((name) => [name, 'x'])), count: 2 }]);
  }
  asks.push(['Search', { name: 'x' }], ['{{a}} and {{ a }} and {{a, number}} and {{- a}}', { a: 'x' }], ['$t(Search) {{a}}', { a: 'x' }]);
  expect(asks.length).toBeGreaterThan(1_000);
  for (const language of ['en', 'ur'] as const) {
    const plain = createTranslator(language);
    const rendered = renderToStaticMarkup(
      <LanguageProvider language={language}>
        <Asked asks={asks} />
      </LanguageProvider>,
    );
    // React escapes what it renders; the expected texts go through the same escaping.
    const expected = renderToStaticMarkup(<>{asks.map(([key, values]) => String(plain.t(key, values))).join('\u0001')}</>);
    expect(rendered).toBe(expected);
  }
});

test('the texts a screen fills itself are the plain ones; the rest go to i18next', () => {
  expect(filledText('Read {{citation}}', { citation: 'PLD 2014 SC 1' })).toBe('Read PLD 2014 SC 1');
  expect(filledText('{{n}} of {{total}}', { n: 1, total: 30 })).toBe('1 of 30');
  expect(filledText('{{count}} cases', { count: 3 })).toBeNull();
  expect(filledText('{{a, number}}', { a: 3 })).toBeNull();
  expect(filledText('{{a}}', {})).toBeNull();
  expect(filledText('{{a}}', { a: '{{b}}' })).toBeNull();
});
