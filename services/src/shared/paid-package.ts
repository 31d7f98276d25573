/**
 * What the billing context tells the others about packages (docs/decisions/0071-one-owner-per-table.md):
 * the payments table is billing's own, so alerts ask through this port, which the runtime hands
 * them from billing, and never name the table in their SQL.
 *
 * Which of the named users hold a verified package still running at `at`. A package past its end
 * counts as lapsed at once, before the expiry sweep records it, as access reads it. An unknown or
 * malformed id is simply not among them.
 */
export type PaidPackageHolders = (userIds: readonly string[], at: Date) => Promise<ReadonlySet<string>>;
