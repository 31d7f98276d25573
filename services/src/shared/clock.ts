/** The time a context acts at: the system clock unless a test (or CLOCK_OFFSET_MS) moves it. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** The time now by a context's optional clock. */
export const now = (deps: { clock?: Clock | undefined }): Date => (deps.clock ?? systemClock)();
