// A refusal that says when to come back (docs/limits.md): 429 when this client went past one of its limits, 503 when
// the API itself is busy. The app's error handler answers it with Retry-After and `{success: false, error}`, the
// error saying when to try again.

/** "42 seconds", "1 second", "3 minutes": what Retry-After says, for a person. */
function waitText(seconds: number): string {
  if (seconds < 120) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

export class RetryLaterError extends Error {
  override name = 'RetryLaterError';
  readonly retryAfterSeconds: number;

  /** `what` is the first sentence ("Too many launches in a short time."); "Try again in …" follows. */
  constructor(
    readonly statusCode: 429 | 503,
    what: string,
    retryAfterSeconds: number,
  ) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    super(`${what} Try again in ${waitText(seconds)}.`);
    this.retryAfterSeconds = seconds;
  }
}
