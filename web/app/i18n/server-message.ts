import type { TFunction } from 'i18next';
import { translatable } from './i18n.tsx';

// The abuse limits' refusals carry their wait ("Too many attempts. Please try again in 15 minutes
// (at 16:05).", contracts' limitMessages): read back into their parts so each part has its Urdu.
const limitRefusal = /^(Too many codes requested\.|Too many attempts\.|Too many wrong codes\.|Too many tries\.) Please try again in (\d+) (minute|minutes|hours) \(at (tomorrow )?(.+)\)\.$/;

const heads = [translatable('Too many codes requested.'), translatable('Too many attempts.'), translatable('Too many wrong codes.'), translatable('Too many tries.')];

/** A message from the server in the reader's language: a known text, or a limit's refusal with its wait. */
export function serverMessage(t: TFunction, message: string): string {
  const refusal = limitRefusal.exec(message);
  if (!refusal) return t(message);
  const [, head = '', count = '', unit, tomorrow, at = ''] = refusal;
  const wait =
    unit === 'minute' ? t('1 minute') : unit === 'minutes' ? t('{{count}} minutes', { count }) : t('{{count}} hours', { count });
  const when = tomorrow ? t('tomorrow {{time}}', { time: at }) : at;
  return `${t(heads.find((h) => h === head) ?? head)} ${t('Please try again in {{wait}} (at {{when}}).', { wait, when })}`;
}
