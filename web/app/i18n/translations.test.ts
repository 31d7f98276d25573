import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  accessTokenMessages,
  accessTokenScopeLabels,
  adminMenu,
  alertMessages,
  alertRhythmLabels,
  bookmarkFolderMessages,
  chooseFileMessages,
  diaryEmptyTexts,
  diaryMessages,
  emptyTexts,
  libraryEmptyTexts,
  messages,
  searchFieldLabels,
  searchSortLabels,
  searchTabLabels,
  sideMenu,
  treatmentFlagTexts,
} from '@qanoon/contracts';
import { describe, expect, it } from 'vitest';
import { urdu as bundled } from './translations.ts';

const appDir = path.resolve(import.meta.dirname, '..');
const urduDir = path.join(import.meta.dirname, 'ur');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Every text a screen hands to `t('…')` (or marks `translatable('…')`) as written, with the file that writes it. */
function textsTranslated(): Map<string, string> {
  const texts = new Map<string, string>();
  const call = /\b(?:t|translatable)\(\s*(?:'((?:\\.|[^'\\])*)'|"((?:\\.|[^"\\])*)"|`((?:\\.|[^`\\$])*)`)/g;
  for (const file of sourceFiles(appDir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(call)) {
      const text = (match[1] ?? match[2] ?? match[3] ?? '').replace(/\\(.)/g, '$1');
      texts.set(text, path.relative(appDir, file));
    }
  }
  return texts;
}

const files = readdirSync(urduDir).filter((name) => name.endsWith('.json'));
const dictionaries = files.map((name) => ({ name, entries: JSON.parse(readFileSync(path.join(urduDir, name), 'utf8')) as Record<string, unknown> }));
const urdu = new Map(dictionaries.flatMap(({ entries }) => Object.entries(entries)));
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('the Urdu interface', () => {
  it('finds the screens’ texts (the scan itself works)', () => {
    const texts = textsTranslated();
    expect(texts.get('Skip to content')).toBe(path.join('chrome', 'app-shell.tsx'));
    expect(texts.get('Welcome, {{name}}: Account menu')).toBe(path.join('chrome', 'header.tsx'));
  });

  it('has an Urdu text for every text a screen translates', () => {
    const missing = [...textsTranslated()].filter(([text]) => !urdu.has(text)).map(([text, file]) => `${file}: ${JSON.stringify(text)}`);
    expect(missing).toEqual([]);
  });

  it('has an Urdu text for every message, empty text and menu entry the screens show from the contracts', () => {
    const shown: string[] = [...Object.values(messages), ...Object.values(emptyTexts), ...Object.values(chooseFileMessages), ...Object.values(libraryEmptyTexts), ...Object.values(searchTabLabels), ...Object.values(searchFieldLabels), ...Object.values(searchSortLabels), ...[...sideMenu, ...adminMenu].map((item) => item.label)];
    // The diary's own messages (a form's answer, the toast after a save) and its empty lists.
    shown.push(...Object.values(diaryMessages).filter((text) => typeof text === 'string'), ...Object.values(diaryEmptyTexts));
    // The answers of bookmark folders, tags and notes.
    shown.push(...Object.values(bookmarkFolderMessages));
    // The profile's access tokens: their answers and the scopes' names.
    shown.push(...Object.values(accessTokenMessages), ...Object.values(accessTokenScopeLabels));
    // Saved searches: their answers and rhythms.
    shown.push(...Object.values(alertMessages), ...Object.values(alertRhythmLabels));
    // A case's flag, in its words on every screen.
    shown.push(...Object.values(treatmentFlagTexts));
    expect(shown.filter((text) => !urdu.has(text))).toEqual([]);
  });

  it('translates every entry into Urdu text, keeping its placeholders', () => {
    const wrong = [...urdu].filter(([english, text]) => {
      if (typeof text !== 'string' || text.trim() === '') return true;
      // Urdu letters, unless the entry is only a name or a code (English, JazzCash, 0300-…).
      if (!/[\u0600-\u06FF]/.test(text) && /[a-z]{3}/i.test(english) && text === english && english !== 'English') return true;
      return placeholders(english).join() !== placeholders(text).join();
    });
    expect(wrong.map(([english]) => english)).toEqual([]);
  });

  it('gives a text one translation, whichever file has it', () => {
    const seen = new Map<string, { text: unknown; file: string }>();
    const conflicts: string[] = [];
    for (const { name, entries } of dictionaries) {
      for (const [english, text] of Object.entries(entries)) {
        const before = seen.get(english);
        if (before && before.text !== text) conflicts.push(`${JSON.stringify(english)} in ${before.file} and ${name}`);
        seen.set(english, { text, file: name });
      }
    }
    expect(conflicts).toEqual([]);
  });

  it('has the Urdu of the diary’s "Keep this under N characters" for each of its limits', () => {
    expect(bundled['Keep this under 200 characters']).toBe('اسے 200 حروف سے کم رکھیں');
    expect(bundled['Keep this under 20000 characters']).toBe('اسے 20000 حروف سے کم رکھیں');
  });
});
