import type { ImportKind } from '@qanoon/contracts';
import type { JobContext } from '@qanoon/infra';
import type { Actor } from '../identity/outcome.ts';
import { cancelImport, retryImport, startImport } from './commands/imports.ts';
import type { LibraryDeps } from './deps.ts';
import { firstRejections } from './import/first-rejections.ts';
import { runImport } from './import/run-import.ts';
import { addBookmark, bookmarkedAt, listBookmarks, removeBookmark } from './bookmarks/bookmarks.ts';
import { caseById, caseDescription, casesByLegalTerm, citedBy, statuteCases } from './queries/cases.ts';
import { getImport, latestImports, listImports, rejectedRowsCsv } from './queries/import-history.ts';
import { searchDictionary } from './queries/dictionary-search.ts';
import { article, articlesByLetter, dictionaryPage, legalTerms, searchArticles } from './queries/reading.ts';
import { ordinanceSections, ordinances, statuteSections, statuteText, topicStatutes, topics } from './queries/statutes.ts';

/**
 * The legal library: the admin's CSV imports (commands, history, the queue job) and the reading
 * screens' queries. Import commands check the actor is an administrator; the reading queries
 * carry no user data, so the web's paid-user guard is their access check; bookmarks are the
 * actor's own.
 */
export function createLibrary(deps: LibraryDeps) {
  return {
    startImport: (actor: Actor, input: unknown) => startImport(deps, actor, input),
    cancelImport: (actor: Actor, importId: string) => cancelImport(deps, actor, importId),
    retryImport: (actor: Actor, importId: string) => retryImport(deps, actor, importId),
    listImports: (actor: Actor, options?: { kind?: ImportKind; limit?: number; offset?: number }) => listImports(deps, actor, options),
    latestImports: (actor: Actor) => latestImports(deps, actor),
    getImport: (actor: Actor, importId: string) => getImport(deps, actor, importId),
    rejectedRowsCsv: (actor: Actor, importId: string) => rejectedRowsCsv(deps, actor, importId),
    firstRejections: (actor: Actor, importId: string, limit?: number) => firstRejections(deps, actor, importId, limit),
    /** The `library.import` job handler (services/src/jobs/handlers.ts). */
    runImport: (job: JobContext<unknown>) => runImport(deps, job),

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
    citedBy: (citationId: unknown, page?: unknown) => citedBy(deps, citationId, page),

    bookmarks: (actor: Actor, page?: unknown) => listBookmarks(deps, actor, page),
    bookmarkedAt: (actor: Actor, citationId: unknown) => bookmarkedAt(deps, actor, citationId),
    addBookmark: (actor: Actor, citationId: unknown) => addBookmark(deps, actor, citationId),
    removeBookmark: (actor: Actor, citationId: unknown) => removeBookmark(deps, actor, citationId),
  };
}

export type Library = ReturnType<typeof createLibrary>;
