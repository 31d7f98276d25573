export { createGuard, openGuard, type Guard } from './guard.ts';
export type { GuardDeps } from './deps.ts';
export type { ClickCount } from './commands/clicks.ts';
export type { Puzzle, SolveOutcome } from './commands/challenge.ts';
export { guardMessages } from './messages.ts';
export { guardLimits, pieceBox } from './rules.ts';
