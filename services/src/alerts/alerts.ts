import type { Actor } from '../shared/outcome.ts';
import type { AlertDeps } from './deps.ts';
import { matchNewJudgments, sendDigests } from './matching.ts';
import { deleteSavedSearch, followCitation, keepAllAgain, listSavedSearches, saveSearch, setPaused, updateSavedSearch } from './saved-searches.ts';

/**
 * Saved searches and followed citations (ADR 0045): research that comes to the lawyer. A user
 * reaches only their own; judgments an import adds or changes are matched to them, shown live and
 * emailed as it happens, daily or weekly.
 */
export function createAlerts(deps: AlertDeps) {
  return {
    list: (actor: Actor) => listSavedSearches(deps, actor),
    /** Save the search a tab's form holds (`tab` and its fields), with `name` and `rhythm`. */
    saveSearch: (actor: Actor, input: unknown) => saveSearch(deps, actor, input),
    /** Follow a citation (`citation`, `rhythm`): every new judgment citing it is an alert. */
    followCitation: (actor: Actor, input: unknown) => followCitation(deps, actor, input),
    update: (actor: Actor, id: unknown, input: unknown) => updateSavedSearch(deps, actor, id, input),
    pause: (actor: Actor, id: unknown) => setPaused(deps, actor, id, true),
    resume: (actor: Actor, id: unknown) => setPaused(deps, actor, id, false),
    remove: (actor: Actor, id: unknown) => deleteSavedSearch(deps, actor, id),
    /** After an import: match what it added or changed (the worker's job). */
    matchNewJudgments: () => matchNewJudgments(deps),
    /** Keep every saved search's query in the engine again (the reindex command, after a switch of engine). */
    keepAllAgain: () => keepAllAgain(deps),
    /** The quarter-hourly job: the daily and weekly digests that are due. */
    sendDigests: () => sendDigests(deps),
  };
}

export type Alerts = ReturnType<typeof createAlerts>;
