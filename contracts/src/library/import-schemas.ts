import { z } from 'zod';
import { importKinds } from './import-kinds.ts';

/** What the upload screen hands to startImport once the file is stored. */
export const startImportSchema = z.object({
  kind: z.enum(importKinds, { error: 'Choose what the file holds' }),
  blobKey: z.string({ error: 'Only CSV files can be imported' }).regex(/^imports\/[0-9a-f-]{36}\.csv$/, 'Only CSV files can be imported'),
  fileName: z
    .string()
    .trim()
    .transform((name) => name.slice(-255))
    .pipe(z.string().min(1, 'The file has no name')),
});
export type StartImport = z.infer<typeof startImportSchema>;
