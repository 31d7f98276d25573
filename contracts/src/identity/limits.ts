/** Limits of sign-in, sessions and one-time codes (ADR 0012, ADR 0026); the product rules leave them open. */
export const identityLimits = {
  codeLength: 6,
  codeTtlSeconds: 10 * 60,
  codeWrongAttempts: 5,
  phoneVerifiedTtlSeconds: 30 * 60,
  loginTicketTtlSeconds: 10 * 60,
  resetTicketTtlSeconds: 15 * 60,
  sessionHours: 12,
  rememberedSessionDays: 30,
  sessionTouchSeconds: 60,
} as const;

/**
 * How many attempts one key (an account, a client address, a phone) gets within a window.
 * With `blockSeconds`, reaching the limit locks the key that long, doubling with each further
 * lockout the same day (back-off); without, the key waits for its window to pass.
 */
export interface AttemptRule {
  points: number;
  durationSeconds: number;
  blockSeconds?: number;
}

/** The abuse limits of sign-in, codes and passwords (ADR 0026). */
export const attemptRules = {
  /** Wrong passwords at sign-in (and when logging out other devices), per email typed. */
  passwordFailsPerAccount: { points: 10, durationSeconds: 15 * 60, blockSeconds: 15 * 60 },
  /** Wrong passwords at sign-in, per client address, whichever accounts they name. */
  passwordFailsPerAddress: { points: 50, durationSeconds: 60 * 60, blockSeconds: 60 * 60 },
  /** Wrong sign-in and reset codes per account (each code also burns after 5 wrong tries). */
  codeFailsPerAccount: { points: 10, durationSeconds: 60 * 60, blockSeconds: 60 * 60 },
  /** Wrong codes of any kind per client address. */
  codeFailsPerAddress: { points: 30, durationSeconds: 60 * 60, blockSeconds: 60 * 60 },
  /** Codes texted to one phone or account, per purpose; only codes really sent count. */
  codeSendsPerSubject: { points: 5, durationSeconds: 60 * 60 },
  /** Codes texted at the request of one client address, every purpose together. */
  codeSendsPerAddress: { points: 20, durationSeconds: 60 * 60 },
  /** Sign-up phone codes per client address (each one is an SMS someone pays for). */
  signUpCodesPerAddress: { points: 5, durationSeconds: 60 * 60 },
  /**
   * Clicks per client address a day (10 times a browser's 50, docs/product-rules.md#clicks-and-captcha), so a robot that drops its visitor
   * cookie still meets the captcha; an office behind one address has room for many people.
   */
  clicksPerAddress: { points: 500, durationSeconds: 24 * 60 * 60 },
  /** Answers to the slider captcha a visitor may send in a minute, right or wrong. */
  captchaAnswersPerVisitor: { points: 10, durationSeconds: 60 },
  /** Wrong old passwords on the profile, per account. */
  oldPasswordFailsPerAccount: { points: 5, durationSeconds: 15 * 60, blockSeconds: 15 * 60 },
  /** Requests a program may make with one access token a minute (ADR 0043); the 429 says how long to wait. */
  apiRequestsPerToken: { points: 60, durationSeconds: 60 },
  /** Texts "Check my citations" reads for one account a minute (ADR 0057), each up to 64,000 characters. */
  citationChecksPerUser: { points: 20, durationSeconds: 60 },
  /** Texts it reads for one client address a minute, whichever accounts send them. */
  citationChecksPerAddress: { points: 60, durationSeconds: 60 },
} as const satisfies Record<string, AttemptRule>;

export type AttemptRuleName = keyof typeof attemptRules;

/** Profile pictures: an image by its bytes, at most 2 MB (`messages.pictureTooLarge` names the size). */
export const pictureUpload = { kinds: ['png', 'jpeg', 'gif', 'webp'], maxBytes: 2 * 1024 * 1024 } as const;
