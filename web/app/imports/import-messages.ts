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

// A rejected row's reasons (the rows' checks, joined by "; ") and a failed import's reason, as the
// worker stores them in English: read back into their parts, each part with its Urdu. The column's
// name and the values found stay as the file has them.
const rowReasons: readonly [RegExp, (t: TFunction, m: RegExpExecArray) => string][] = [
  [/^(\w+) contains a NUL character: the file may not be text$/, (t, m) => t('{{column}} contains a NUL character: the file may not be text', { column: m[1] })],
  [/^(\w+) is empty$/, (t, m) => t('{{column}} is empty', { column: m[1] })],
  [/^(\w+) is longer than (\d+) characters$/, (t, m) => t('{{column}} is longer than {{max}} characters', { column: m[1], max: m[2] })],
  [/^(\w+) must be a year such as 2019, found (.*)$/s, (t, m) => t('{{column}} must be a year such as 2019, found {{value}}', { column: m[1], value: m[2] })],
  [
    /^(\w+) must be a citation such as PLD 2019 SC 1 or a case number such as C\.A\.468-2010, found (.*)$/s,
    (t, m) => t('{{column}} must be a citation such as PLD 2019 SC 1 or a case number such as C.A.468-2010, found {{value}}', { column: m[1], value: m[2] }),
  ],
  [/^Expected (\d+) fields, found (\d+): a comma inside a field needs the field in double quotes$/, (t, m) => t('Expected {{expected}} fields, found {{found}}: a comma inside a field needs the field in double quotes', { expected: m[1], found: m[2] })],
  [
    /^Expected (\d+) fields, found (\d+): a field is missing \(each row needs a value, even an empty one, for every column\)$/,
    (t, m) => t('Expected {{expected}} fields, found {{found}}: a field is missing (each row needs a value, even an empty one, for every column)', { expected: m[1], found: m[2] }),
  ],
  [/^The import stopped unexpectedly; retry to continue from line (\d+)$/, (t, m) => t('The import stopped unexpectedly; retry to continue from line {{line}}', { line: m[1] })],
  [/^The column (.+) appears twice in the header$/, (t, m) => t('The column {{column}} appears twice in the header', { column: m[1] })],
  [
    /^Line (\d+): a quoted field is never closed, so the rest of the file cannot be read\. Rows before line \d+ were imported; fix the file and import it again\.$/,
    (t, m) => t('Line {{line}}: a quoted field is never closed, so the rest of the file cannot be read. Rows before line {{line}} were imported; fix the file and import it again.', { line: m[1] }),
  ],
  [
    /^Line (\d+): the row is larger than (\d+) MB \(is a quote left open\?\)\. Rows before line \d+ were imported; fix the file and import it again\.$/,
    (t, m) => t('Line {{line}}: the row is larger than {{size}} MB (is a quote left open?). Rows before line {{line}} were imported; fix the file and import it again.', { line: m[1], size: m[2] }),
  ],
];

const fixedReasons: readonly string[] = [
  translatable('Statute_Name and Ordinance_Name are both empty'),
  translatable('The row is not UTF-8 text: save the file as "CSV UTF-8"'),
];

/** One reason in the reader's language, or null when no pattern here knows it. */
function knownReason(t: TFunction, reason: string): string | null {
  if (fixedReasons.includes(reason)) return t(reason);
  for (const [pattern, text] of rowReasons) {
    const found = pattern.exec(reason);
    if (found) return text(t, found);
  }
  return null;
}

/**
 * A rejected row's reasons, or a failed import's, in the reader's language: the whole text when it
 * is one reason (a broken file's holds a "; " of its own), else each of the reasons a row's checks
 * joined with "; ". A reason not known here is shown as stored.
 */
export function importReasonText(t: TFunction, reason: string): string {
  return (
    knownReason(t, reason) ??
    reason
      .split('; ')
      .map((part) => knownReason(t, part) ?? importMessageText(t, part))
      .join('; ')
  );
}

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
