/** Limits of sign-in, sessions and one-time codes (DESIGN §6); the spec leaves them open. */
export const identityLimits = {
  codeLength: 6,
  codeTtlSeconds: 10 * 60,
  codeSendsPerHour: 5,
  codeWrongAttempts: 5,
  phoneVerifiedTtlSeconds: 30 * 60,
  loginTicketTtlSeconds: 10 * 60,
  resetTicketTtlSeconds: 15 * 60,
  sessionHours: 12,
  rememberedSessionDays: 30,
  sessionTouchSeconds: 60,
} as const;
