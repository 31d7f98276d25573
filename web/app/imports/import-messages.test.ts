import { importMessages } from '@qanoon/contracts';
import { describe, expect, it } from 'vitest';
import { createTranslator, registerTranslations } from '../i18n/i18n.tsx';
import { urdu } from '../i18n/translations.ts';
import { duration } from './import-format.ts';
import { importMessageText, importReasonText } from './import-messages.ts';

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

describe('a rejected row’s reasons and a failed import’s', () => {
  const reasons = [
    'Citation_id is empty; Year must be a year such as 2019, found "20x9"',
    importMessages.wrongFieldCount(9, 10),
    importMessages.workerStopped(1201),
    importMessages.brokenCsv(88, 'a quoted field is never closed, so the rest of the file cannot be read'),
    'The row is not UTF-8 text: save the file as "CSV UTF-8"',
  ];

  it('stay word for word as the worker wrote them in English', () => {
    const { t } = createTranslator('en');
    expect(reasons.map((reason) => importReasonText(t, reason))).toEqual(reasons);
  });

  it('come in Urdu, keeping the columns, values and lines', () => {
    const { t } = createTranslator('ur');
    const [both, fields, stopped, broken, utf8] = reasons.map((reason) => importReasonText(t, reason));
    expect(both).toBe('Citation_id خالی ہے; Year میں 2019 جیسا سال ہونا چاہیے، ملا "20x9"');
    expect(fields).toBe('9 خانے متوقع تھے، 10 ملے: خانے کے اندر کوما ہو تو خانے کو دوہرے واوین میں رکھیں');
    expect(stopped).toContain('1201');
    expect(broken).toMatch(/^سطر 88: /);
    expect(utf8).toBe('یہ قطار UTF-8 متن نہیں: فائل کو "CSV UTF-8" کے طور پر محفوظ کریں');
  });
});

describe('the time an import has left', () => {
  it('reads as before in English, and in Urdu units on an Urdu page', () => {
    const en = createTranslator('en').t;
    expect([45, 200, 3900].map((s) => duration(en, s))).toEqual(['45 s', '3 min 20 s', '1 h 5 min']);
    const ur = createTranslator('ur').t;
    expect([45, 200, 3900].map((s) => duration(ur, s))).toEqual(['45 سیکنڈ', '3 منٹ 20 سیکنڈ', '1 گھنٹے 5 منٹ']);
  });
});
