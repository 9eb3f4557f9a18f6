/** What one beat credits: whole seconds for totalTimeSpent, and the milliseconds carried to the next beat. */
export interface Credit {
  seconds: number;
  carriedMs: number;
}

/**
 * The time one beat credits: what the page reported in view, never more than the wall time since the previous credit
 * (a clock moved back credits nothing), plus the fraction of a second carried from before. The sum of all credits is
 * then at most the wall time that passed, and no fraction is lost or rounded up.
 */
export function creditedTime({
  reportedMs,
  elapsedMs,
  carriedMs,
}: {
  reportedMs: number;
  elapsedMs: number;
  carriedMs: number;
}): Credit {
  const creditMs = Math.max(0, Math.min(reportedMs, elapsedMs)) + carriedMs;
  return { seconds: Math.floor(creditMs / 1000), carriedMs: creditMs % 1000 };
}
