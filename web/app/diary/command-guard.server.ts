import type { CommandGuard } from '@qanoon/services';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The command id and expected revision a diary form carries (ADR 0067). A form without them (an
 * older page, a script) is taken as before; a malformed value is ignored, never a 500.
 */
export function commandGuardOf(fields: Record<string, string>): CommandGuard {
  const commandId = fields.command_id?.trim() ?? '';
  const revision = fields.expected_revision?.trim() ?? '';
  return {
    commandId: uuid.test(commandId) ? commandId.toLowerCase() : undefined,
    expectedRevision: /^\d{1,15}$/.test(revision) ? BigInt(revision) : undefined,
  };
}
