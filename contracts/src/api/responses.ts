import { z } from 'zod';
import { searchModes, searchSorts } from '../search/forms.ts';
import { citatorSorts } from '../library/citator.ts';
import { negativeKinds, treatmentFilters, treatments } from '../library/treatment.ts';

/**
 * The shapes the JSON API answers (ADR 0043). They are the API's own, mapped from the screens'
 * views by the routes, so a change to a screen does not silently change what programs read.
 * Each carries an `id`: the OpenAPI document names it as a component.
 */

export const apiErrorCodes = [
  'unauthorized',
  'forbidden',
  'package_lapsed',
  'insufficient_scope',
  'rate_limited',
  'invalid_request',
  'not_found',
  'method_not_allowed',
  'unsupported_media_type',
  'payload_too_large',
  'busy',
] as const;
export type ApiErrorCode = (typeof apiErrorCodes)[number];

export const apiErrorSchema = z
  .object({
    error: z.enum(apiErrorCodes).meta({ description: 'What went wrong, for a program to branch on.' }),
    message: z.string().meta({ description: 'What went wrong, for a person to read.' }),
  })
  .meta({ id: 'Error', description: 'Every refusal: 4xx with this body.' });
export type ApiError = z.infer<typeof apiErrorSchema>;

export const citationPartsSchema = z
  .object({
    raw: z.string(),
    journal: z.string().nullable(),
    year: z.number().int().nullable(),
    court: z.string().nullable(),
    page: z.number().int().nullable(),
    note: z.boolean().meta({ description: 'A short note rather than a full report (2021 YLR Note 53).' }),
  })
  .meta({ id: 'CitationParts', description: 'A citation read into its parts.' });

export const snippetHighlightSchema = z
  .object({
    start: z.number().int().min(0).meta({ description: 'Index of the first UTF-16 code unit of the match (a JavaScript string index).' }),
    end: z.number().int().min(0).meta({ description: 'Index just past the match: the range is `[start, end)`, in UTF-16 code units.' }),
  })
  .meta({
    id: 'SnippetHighlight',
    description:
      'A match in a snippet: `snippet.slice(start, end)` in JavaScript. Counted in UTF-16 code units, so a program in another language converts (in Python, `text.encode("utf-16-le")[2*start:2*end].decode("utf-16-le")`); for Urdu and English text, which has no character past U+FFFF, the units are the characters.',
  });

export const caseSummarySchema = z
  .object({
    citationId: z.string(),
    citation: citationPartsSchema,
    parties: z.string(),
    judge: z.string(),
    lawyer: z.string(),
    court: z.string(),
    snippet: z.string().optional().meta({ description: 'The matching text, plain (no markup), when the list came from a keyword.' }),
    highlights: z
      .array(snippetHighlightSchema)
      .optional()
      .meta({ description: 'Where the keyword matched in `snippet`, in order, never overlapping; present whenever `snippet` is.' }),
    href: z.string().meta({ description: 'The case in this API.' }),
  })
  .meta({ id: 'CaseSummary' });

const pageFields = {
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  count: z.number().int().min(0).meta({ description: 'Every matching row, not only this page.' }),
};

export const searchResultsSchema = z
  .object({
    kind: z.literal('results'),
    mode: z.enum(searchModes),
    sort: z.enum(searchSorts),
    ...pageFields,
    estimated: z.enum(['about', 'at-least']).optional().meta({ description: 'The count is an estimate (about) or a lower bound (at-least).' }),
    mostWords: z.boolean().optional().meta({ description: 'No case had every word: these have most of them.' }),
    alsoSearched: z.array(z.string()).optional().meta({ description: 'Legal synonyms searched besides the words given.' }),
    didYouMean: z.string().optional().meta({ description: 'The keyword with the words the library does not hold respelled as the nearest it does.' }),
    dashesAsText: z.array(z.string()).optional().meta({ description: 'The keyword\'s exclusions left out every case: these words were searched instead, its dashes read as a pasted text\'s punctuation.' }),
    respelled: z.boolean().optional().meta({ description: 'The keyword as given found nothing: these are the results of didYouMean.' }),
    citator: z
      .object({ citation: z.string(), href: z.string() })
      .optional()
      .meta({ description: 'The keyword is a citation the library knows only from references: its citator.' }),
    sections: z
      .object({
        understood: z.array(z.string()),
        ambiguous: z.boolean().optional(),
        others: z.array(z.object({ label: z.string(), keyword: z.string() })),
      })
      .optional()
      .meta({ description: 'The statute sections the keyword was read as naming (`s.302 PPC`), and, when the Act was not typed or is in doubt, the other readings as keywords to search instead.' }),
    rows: z.array(caseSummarySchema),
  })
  .meta({ id: 'SearchResults' });

export const searchCaseSchema = z
  .object({
    kind: z.literal('case'),
    citationId: z.string(),
    href: z.string(),
  })
  .meta({ id: 'SearchCitedCase', description: 'The keyword was a citation of a case the library holds: the case itself.' });

export const searchResponseSchema = z
  .discriminatedUnion('kind', [searchResultsSchema, searchCaseSchema])
  .meta({ id: 'SearchResponse' });
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const caseReferenceSchema = z
  .object({
    citationId: z.string().meta({ description: 'The reference as the judgment writes it.' }),
    heldAs: z.string().nullable().meta({ description: 'The library case it names, in any written form; null when not held.' }),
    parties: z.string().nullable(),
  })
  .meta({ id: 'CaseReference' });

export const statuteReferenceSchema = z
  .object({
    statuteId: z.string(),
    sectionName: z.string().nullable(),
    ordinanceName: z.string().nullable(),
  })
  .meta({ id: 'StatuteReference' });

export const similarCaseSchema = caseSummarySchema
  .extend({
    sharedStatutes: z.array(z.string()),
    sharedCitations: z.number().int().min(0),
    similarText: z.boolean(),
  })
  .meta({ id: 'SimilarCase' });

export const treatmentFlagSchema = z
  .object({
    negative: z
      .object({ kind: z.enum(negativeKinds), citationId: z.string(), parties: z.string() })
      .nullable()
      .meta({ description: 'The latest judgment (by year) that treated it negatively, and how; null when none did.' }),
    negativeCount: z.number().int().min(0).meta({ description: 'How many judgments treated it negatively.' }),
    distinguished: z.number().int().min(0).meta({ description: 'How many judgments distinguished it.' }),
    positive: z.number().int().min(0).meta({ description: 'How many judgments followed or relied on it.' }),
  })
  .meta({ id: 'TreatmentFlag', description: 'A case’s standing from how later judgments treated it: red when any treated it negatively, amber when distinguished, green when followed.' });

export const caseResponseSchema = z
  .object({
    case: caseSummarySchema.extend({
      flag: treatmentFlagSchema.nullable().meta({ description: 'How later judgments treated it; null when none has evaluated it yet.' }),
      headNotes: z.string(),
      caseRefs: z.array(caseReferenceSchema),
      lawRefs: z.array(statuteReferenceSchema),
    }),
    citedBy: z.object({ ...pageFields, rows: z.array(caseSummarySchema) }),
    similar: z.array(similarCaseSchema),
  })
  .meta({ id: 'CaseResponse', description: 'A case as its page shows it (without the bookmark, which is the user’s own).' });
export type CaseResponse = z.infer<typeof caseResponseSchema>;

export const statuteResponseSchema = z
  .object({
    statute: z.object({
      statuteId: z.string(),
      sectionName: z.string(),
      ordinanceName: z.string(),
      readStatute: z.string(),
    }),
    cases: z.object({ ...pageFields, rows: z.array(caseSummarySchema) }),
  })
  .meta({ id: 'StatuteResponse', description: 'A section of a statute with the cases that apply it.' });
export type StatuteResponse = z.infer<typeof statuteResponseSchema>;

export const citingCaseSchema = caseSummarySchema
  .extend({
    year: z.number().int().nullable(),
    treatment: z
      .enum(treatments)
      .nullable()
      .meta({ description: 'How this judgment treats the citation; null only for a judgment whose treatments have not been read yet.' }),
    negativeKind: z.enum(negativeKinds).nullable().meta({ description: 'For a negative treatment, which: overruled, per-incuriam, reversed, disapproved, not-followed.' }),
    sentence: z
      .string()
      .nullable()
      .meta({ description: 'The sentence that decided the treatment (for a neutral one, the sentence that writes the citation); null when the judgment’s text does not hold it.' }),
    words: z.string().nullable().meta({ description: 'The words of the sentence that decided the treatment; null when nothing decided it (neutral).' }),
    citedCount: z.number().int().min(0),
  })
  .meta({ id: 'CitingCase' });

export const citatorResponseSchema = z
  .object({
    citation: z.string(),
    held: z.array(caseSummarySchema),
    variants: z.array(z.string()),
    sort: z.enum(citatorSorts),
    treatment: z.enum(treatmentFilters).meta({ description: 'The treatment the citing judgments are filtered to (all: none).' }),
    treatmentCounts: z
      .object(Object.fromEntries(treatments.map((t) => [t, z.number().int().min(0)])) as Record<(typeof treatments)[number], z.ZodNumber>)
      .meta({ description: 'How many citing judgments treat it each way, whatever the filter.' }),
    flag: treatmentFlagSchema.nullable().meta({ description: 'The held case’s standing, when the library holds one case under the citation.' }),
    citing: z.object({ ...pageFields, rows: z.array(citingCaseSchema) }),
  })
  .meta({ id: 'CitatorResponse', description: 'A citation’s variants and the judgments citing it.' });
export type CitatorResponse = z.infer<typeof citatorResponseSchema>;

export const checkedCitationSchema = z
  .object({
    text: z.string(),
    start: z.number().int().min(0),
    end: z.number().int().min(0),
    status: z.enum(['found', 'reference', 'unrecognised', 'ambiguous']),
    citationId: z.string().optional(),
    href: z.string().optional(),
    variants: z.array(z.string()).optional(),
    candidates: z
      .array(z.object({ citationId: z.string(), court: z.string(), parties: z.string(), href: z.string() }))
      .optional(),
    flag: treatmentFlagSchema.nullable().optional().meta({ description: 'When found: the case’s standing; null when no judgment has evaluated it.' }),
    nameMismatch: z
      .object({ written: z.string(), parties: z.string() })
      .optional()
      .meta({ description: 'When found: the case name the text writes with the citation is not the judgment’s parties (a wrong name, or a wrong citation).' }),
  })
  .meta({ id: 'CheckedCitation' });

export const citationCheckRequestSchema = z
  .object({ text: z.string().meta({ description: 'The brief or judgment whose citations to check.' }) })
  .meta({ id: 'CitationCheckRequest' });

export const citationCheckResponseSchema = z
  .object({ citations: z.array(checkedCitationSchema) })
  .meta({ id: 'CitationCheckResponse' });
export type CitationCheckResponse = z.infer<typeof citationCheckResponseSchema>;
