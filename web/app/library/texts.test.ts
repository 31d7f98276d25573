import { describe, expect, it } from 'vitest';
import { createTranslator, registerTranslations } from '../i18n/i18n.tsx';
import { urdu } from '../i18n/translations.ts';
import { itemsFound } from './texts.ts';

registerTranslations('ur', urdu);

describe('a list’s count', () => {
  it('says none was found instead of "0 item found", and keeps the spec’s words for one and more', () => {
    const { t } = createTranslator('en');
    expect(itemsFound(t, 0)).toBe('No case found');
    expect(itemsFound(t, 0, '0', 'statute')).toBe('No statute found');
    expect(itemsFound(t, 1)).toBe('1 item found');
    expect(itemsFound(t, 2)).toBe('2 items found');
    expect(itemsFound(t, 1234, '1,234')).toBe('1,234 items found');
  });

  it('reads the same three ways in Urdu', () => {
    const { t } = createTranslator('ur');
    expect(itemsFound(t, 0)).toBe('کوئی مقدمہ نہیں ملا');
    expect(itemsFound(t, 0, '0', 'statute')).toBe('کوئی قانون نہیں ملا');
    expect(itemsFound(t, 1)).toBe('1 نتیجہ ملا');
    expect(itemsFound(t, 25)).toBe('25 نتائج ملے');
  });
});
