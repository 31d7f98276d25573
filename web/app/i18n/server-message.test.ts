import { limitMessages, messages } from '@qanoon/contracts';
import { describe, expect, it } from 'vitest';
import { createTranslator, registerTranslations } from './i18n.tsx';
import { serverMessage } from './server-message.ts';
import { urdu } from './translations.ts';

registerTranslations('ur', urdu);
const now = new Date('2026-11-25T10:50:00Z');

describe('a message from the server', () => {
  it('is word for word the same in English, limits and waits included', () => {
    const { t } = createTranslator('en');
    for (const text of [messages.fillAllFields, limitMessages.tooManyCodes(15 * 60, now), limitMessages.tooManyAttempts(60, now), limitMessages.tooManyWrongCodes(14 * 3600, now), limitMessages.tooManyTries(20 * 3600, now)]) {
      expect(serverMessage(t, text)).toBe(text);
    }
  });

  it('comes in Urdu with its wait and the time to try again', () => {
    const { t } = createTranslator('ur');
    expect(serverMessage(t, messages.fillAllFields)).toBe('براہ کرم تمام خانے پُر کریں');
    expect(serverMessage(t, limitMessages.tooManyCodes(15 * 60, now))).toBe('بہت زیادہ کوڈ منگوائے گئے۔ براہ کرم 15 منٹ بعد دوبارہ کوشش کریں (16:05 بجے)۔');
    expect(serverMessage(t, limitMessages.tooManyAttempts(20 * 3600, now))).toBe('بہت زیادہ کوششیں۔ براہ کرم 20 گھنٹے بعد دوبارہ کوشش کریں (کل 11:50 بجے)۔');
  });
});
