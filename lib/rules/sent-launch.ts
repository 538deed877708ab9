// A launch sent from the draft (docs/product-rules.md#after-a-launch): the draft that made it does not open ready to be
// sent again. What the Launch tab says of it, and the idempotency key of the draft's next launch.

/** The draft's last launch: when Confirm Launch sent it, into which accounts, and the key it was sent with. */
export interface SentLaunch {
  /** The idempotency key it was sent with (a Multi Account Launch's accounts: `{key}:{account id}`). */
  key: string;
  /** ISO time of Confirm Launch. */
  at: string;
  accountNames: string[];
}

/** What a draft keeps of its launches: its next launch's key (made at its first review) and its last launch. */
interface LaunchAttempt {
  launchKey?: string;
  sent?: SentLaunch | null;
}

/** A new attempt (Launch again, Adjust Settings, Launch New Campaign, Launch N ads): a new key, nothing sent. */
export const newAttempt = (): Required<LaunchAttempt> => ({ launchKey: crypto.randomUUID(), sent: null });

/**
 * The key the review sends the launch with: the attempt's own, so a second review of a draft that was sent (a second
 * panel, a reload racing Confirm) answers the launch it made instead of making another.
 */
export const attemptKey = (attempt: LaunchAttempt): Required<LaunchAttempt> =>
  attempt.launchKey ? { launchKey: attempt.launchKey, sent: attempt.sent ?? null } : newAttempt();

/** Confirm Launch sent the draft's launch: remembered with its time and accounts. */
export const withSent = (attempt: LaunchAttempt, at: Date, accountNames: string[]): Required<LaunchAttempt> => {
  const { launchKey } = attemptKey(attempt);
  return { launchKey, sent: { key: launchKey, at: at.toISOString(), accountNames } };
};

/** '14:05' and '2026-12-02', the time of `iso` on the clock of `timeZone` (the browser's: the buyer's own clock). */
export function sentClock(iso: string, timeZone: string): { time: string; date: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .formatToParts(new Date(iso))
    .reduce<Record<string, string>>((o, p) => ({ ...o, [p.type]: p.value }), {});
  return { time: `${parts.hour}:${parts.minute}`, date: `${parts.year}-${parts.month}-${parts.day}` };
}
