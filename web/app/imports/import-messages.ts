import { importKinds, importMessages, type ImportKind } from '@qanoon/contracts';
import type { TFunction } from 'i18next';
import { translatable } from '../i18n/i18n.tsx';
import { kindLabel } from './import-format.ts';

// The imports' fixed texts, as the contracts write them; each is its own key.
const fixed: readonly string[] = [
  translatable('The uploaded file was not found: upload it again'),
  translatable('Import not found'),
  translatable('Cancelling: rows imported so far stay'),
  translatable('Import cancelled'),
  translatable('This import has already finished'),
  translatable('Only a failed or cancelled import can be retried'),
];

const notCsv = /^(?:(.+) is not|The file is not) a CSV file: save the sheet as "CSV UTF-8 \(comma delimited\)" and upload that file$/;
const empty = /^(.+) is empty: it has no header row and no rows\.$/;

/**
 * An answer of the imports in the reader's language: the fixed texts by their key, the texts that
 * name a kind of file with that name translated. Any other text is shown as the server wrote it.
 */
export function importMessageText(t: TFunction, message: string): string {
  if (fixed.includes(message)) return t(message);
  const named = (kind: ImportKind) => ({ file: t(kindLabel[kind]) });
  for (const kind of importKinds) {
    if (message === importMessages.queued(kind)) return t('{{file}} file received: importing in the background', named(kind));
    if (message === importMessages.alreadyRunning(kind)) {
      // The contracts write "An Articles import", "A Topics import": the English follows the label.
      return message.startsWith('An ')
        ? t('An {{file}} import is already in progress: wait for it to finish or cancel it', named(kind))
        : t('A {{file}} import is already in progress: wait for it to finish or cancel it', named(kind));
    }
    if (message === importMessages.retrying(kind)) return t('{{file}} import restarted: it continues where it stopped', named(kind));
  }
  const emptyFile = empty.exec(message);
  if (emptyFile) return t('{{name}} is empty: it has no header row and no rows.', { name: emptyFile[1] });
  const csv = notCsv.exec(message);
  if (csv) {
    return csv[1]
      ? t('{{name}} is not a CSV file: save the sheet as "CSV UTF-8 (comma delimited)" and upload that file', { name: csv[1] })
      : t('The file is not a CSV file: save the sheet as "CSV UTF-8 (comma delimited)" and upload that file');
  }
  return t(message);
}
