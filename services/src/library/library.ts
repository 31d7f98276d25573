import type { Actor } from '../shared/outcome.ts';
import type { LibraryDeps } from './deps.ts';
import { addBookmark, bookmarkChoices, bookmarkedAt, listBookmarks, removeBookmark, type BookmarkFilter } from './bookmarks/bookmarks.ts';
import { exportFolder } from './bookmarks/folder-export.ts';
import { createFolder, deleteFolder, fileBookmark, filingOf, folderOf, listFolders, listTags, renameFolder } from './bookmarks/folders.ts';
import { caseById, caseDescription, casesByLegalTerm, linkedCaseDescription, statuteCases } from './queries/cases.ts';
import { checkCitations, type CitationAsker } from './queries/check-citations.ts';
import { citator, citedBy } from './queries/citator.ts';
import { rebuildCitationIndex } from './citations/citation-index.ts';
import { rereadTreatments, type RereadOptions } from './citations/reread-treatments.ts';
import { keptTreatmentFlags } from '../shared/citation-index.ts';
import { searchDictionary } from './queries/dictionary-search.ts';
import { similarCases } from './queries/similar-cases.ts';
import { article, articlesByLetter, dictionaryPage, legalTerms, searchArticles } from './queries/reading.ts';
import { ordinanceSections, ordinances, statuteSections, statuteText, topicStatutes, topics } from './queries/statutes.ts';

/**
 * The legal library's reading screens and bookmarks (its CSV imports are `createImports`). The
 * reading queries carry no user data, so the web's paid-user guard is their access check;
 * bookmarks are the actor's own.
 */
export function createLibrary(deps: LibraryDeps) {
  return {
    legalTerms: (letter: unknown) => legalTerms(deps, letter),
    casesByLegalTerm: (term: unknown, page?: unknown) => casesByLegalTerm(deps, term, page),
    articlesByLetter: (letter: unknown) => articlesByLetter(deps, letter),
    searchArticles: (text: unknown) => searchArticles(deps, text),
    article: (id: unknown) => article(deps, id),
    topics: () => topics(deps),
    topicStatutes: (topic: unknown) => topicStatutes(deps, topic),
    statuteSections: (statuteName: unknown) => statuteSections(deps, statuteName),
    ordinances: (letter: unknown) => ordinances(deps, letter),
    ordinanceSections: (ordinanceName: unknown) => ordinanceSections(deps, ordinanceName),
    statuteText: (statuteId: unknown) => statuteText(deps, statuteId),
    statuteCases: (statuteId: unknown, page?: unknown) => statuteCases(deps, statuteId, page),
    dictionary: (letter: unknown, page?: unknown) => dictionaryPage(deps, letter, page),
    /** The dictionary's search box: headwords, then entries defining the phrase. */
    searchDictionary: (text: unknown, page?: unknown) => searchDictionary(deps, text, page),
    caseById: (citationId: unknown) => caseById(deps, citationId),
    caseDescription: (citationId: unknown) => caseDescription(deps, citationId),
    /** The full judgment text with where it writes citations the index resolves, and the address of each. */
    linkedCaseDescription: (citationId: unknown) => linkedCaseDescription(deps, citationId),
    citedBy: (citationId: unknown, page?: unknown) => citedBy(deps, citationId, page),
    /** The case view's "Similar cases": ten, each with why (shared statutes, shared citations, similar text). */
    similarCases: (citationId: unknown) => similarCases(deps, citationId),
    /** The citator page: a citation, its variants, the held case's flag, the cases citing it with their treatments (filtered by treatment, sorted, 25 a page). */
    citator: (citation: unknown, options?: { sort?: unknown; page?: unknown; treatment?: unknown }) => citator(deps, citation, options),
    /** The flags of library cases by id, in one query; a case no judgment has evaluated is absent. */
    treatmentFlags: (citationIds: readonly string[]) => keptTreatmentFlags(deps, citationIds),
    /** "Check my citations": every citation in a text, marked found, reference, unrecognised or ambiguous; limited per account and address. */
    checkCitations: (asker: CitationAsker, input: unknown) => checkCitations(deps, asker, input),
    /** Build the citation index again from the content tables (only cases with no key yet: `onlyMissing`). */
    rebuildCitationIndex: (options?: { onlyMissing?: boolean }) => rebuildCitationIndex(deps, options),
    /** Read again the treatments an older reading method read, a batch of citing judgments at a time; a run continues where the last stopped. */
    rereadTreatments: (options?: RereadOptions) => rereadTreatments(deps, options),

    /** The actor's bookmarks, 25 a page with their flags, all of them or those in one folder and/or with one tag. */
    bookmarks: (actor: Actor, page?: unknown, filter?: BookmarkFilter) => listBookmarks(deps, actor, page, filter),
    /** The actor's newest bookmarked cases (citation and parties), at most `limit`, to choose one from. */
    bookmarkChoices: (actor: Actor, limit: number) => bookmarkChoices(deps, actor, limit),
    bookmarkedAt: (actor: Actor, citationId: unknown) => bookmarkedAt(deps, actor, citationId),
    addBookmark: (actor: Actor, citationId: unknown) => addBookmark(deps, actor, citationId),
    removeBookmark: (actor: Actor, citationId: unknown) => removeBookmark(deps, actor, citationId),
    bookmarkFolders: (actor: Actor) => listFolders(deps, actor),
    /** One of the actor's folders, or null (another user's folder is none of theirs). */
    bookmarkFolder: (actor: Actor, folderId: unknown) => folderOf(deps, actor, folderId),
    createBookmarkFolder: (actor: Actor, input: unknown) => createFolder(deps, actor, input),
    renameBookmarkFolder: (actor: Actor, folderId: unknown, input: unknown) => renameFolder(deps, actor, folderId, input),
    /** Delete a folder; its bookmarks stay. */
    deleteBookmarkFolder: (actor: Actor, folderId: unknown) => deleteFolder(deps, actor, folderId),
    bookmarkTags: (actor: Actor) => listTags(deps, actor),
    /** A bookmark's folders, tags and note, or null when the case is not bookmarked. */
    bookmarkFiling: (actor: Actor, citationId: unknown) => filingOf(deps, actor, citationId),
    /** Put a bookmark in exactly these folders, with these tags and this note (`{ folderIds, tags, note }`). */
    fileBookmark: (actor: Actor, citationId: unknown, input: unknown) => fileBookmark(deps, actor, citationId, input),
    /** A folder of the actor's as CSV, or null when it is not theirs. */
    exportBookmarkFolder: (actor: Actor, folderId: unknown, caseUrl: (citationId: string) => string) => exportFolder(deps, actor, folderId, caseUrl),
  };
}

export type Library = ReturnType<typeof createLibrary>;
