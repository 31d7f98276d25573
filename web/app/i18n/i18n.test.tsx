import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { LanguageProvider, registerTranslations, useT } from './i18n.tsx';

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
