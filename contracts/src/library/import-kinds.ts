/** The six kinds of legal content an administrator uploads (docs/product-rules.md#imports). */
export const importKinds = ['statutes', 'cases', 'legalTerms', 'articles', 'topics', 'dictionary'] as const;
export type ImportKind = (typeof importKinds)[number];

/** Each kind's CSV header, column for column as the older application's files have it (docs/product-rules.md#imports). */
export const csvHeaders = {
  cases: ['Citation_id', 'Parties', 'Judge', 'Lawyer', 'Citation_Court', 'Case_Ref', 'Law_Ref', 'Head_Notes', 'Case_Desc'],
  statutes: ['Statute_id', 'Statute_Name', 'Section_Name', 'Ordinance_Name', 'Definition', 'Case_Ref', 'Read_Statute'],
  legalTerms: ['Legal_Terms'],
  articles: ['Title', 'Author', 'Category', 'Year', 'Article_text'],
  topics: ['Topics', 'Statute'],
  dictionary: ['Words', 'Meaning'],
} as const satisfies Record<ImportKind, readonly string[]>;

export type CsvColumn<K extends ImportKind> = (typeof csvHeaders)[K][number];

/** How the upload screen and the messages name each kind's file. */
export const importFileLabels: Record<ImportKind, string> = {
  statutes: 'Statutes',
  cases: 'Case_laws',
  legalTerms: 'Legal_Terms',
  articles: 'Articles',
  topics: 'Topics',
  dictionary: 'Dictionary',
};

export const isImportKind = (value: unknown): value is ImportKind =>
  typeof value === 'string' && (importKinds as readonly string[]).includes(value);
