import { importMessages } from '@qanoon/contracts';
import { describe, expect, it } from 'vitest';
import { createTranslator, registerTranslations } from '../i18n/i18n.tsx';
import { urdu } from '../i18n/translations.ts';
import { importMessageText } from './import-messages.ts';

registerTranslations('ur', urdu);

describe('an answer of the imports', () => {
  it('is word for word the contracts’ text in English', () => {
    const { t } = createTranslator('en');
    expect(importMessageText(t, importMessages.fileEmpty('empty.csv'))).toBe('empty.csv is empty: it has no header row and no rows.');
    expect(importMessageText(t, importMessages.alreadyRunning('articles'))).toBe('An Articles import is already in progress: wait for it to finish or cancel it');
    expect(importMessageText(t, importMessages.alreadyRunning('statutes'))).toBe('A Statutes import is already in progress: wait for it to finish or cancel it');
  });

  it('comes in Urdu, keeping the file’s name', () => {
    const { t } = createTranslator('ur');
    expect(importMessageText(t, importMessages.fileEmpty('empty.csv'))).toBe('empty.csv خالی ہے: اس میں نہ ہیڈر کی قطار ہے اور نہ کوئی قطار۔');
    expect(importMessageText(t, importMessages.alreadyRunning('articles'))).toBe(
      'مضامین کی ایک درآمد پہلے سے جاری ہے: اس کے مکمل ہونے کا انتظار کریں یا اسے منسوخ کریں',
    );
  });
});
