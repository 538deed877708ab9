import crypto from 'node:crypto';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { handleLaunchJob, takeOver } from '../../server/launch/queue';
import { getLaunch } from '../../server/db/repos/launches';
import { demoPayload, stackForBlock } from './harness';
import { addFaults, adsOf, clearFaults, fast, launch } from './launch-kit';

// Every log line of a launch carries its launch id, once (server/launch/launch-log.ts), whoever writes it: the
// queue's handling of the job, the engine, a takeover. Lines are read as pino writes them.

describe("a launch's log", () => {
  const { stack, tokens } = stackForBlock({ ava: 'Ava Advertiser' });
  const accountId = 'act_101';

  it('names the launch on every line, once, through a failed attempt, its retry, its end and a takeover', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'debug' }, { write: (line: string) => void lines.push(line) });
    const id = await launch(stack, tokens.ava, demoPayload(stack.fx, accountId, { campaignName: 'Logged', ads: adsOf(stack, accountId, 2) }));
    const job = (retryCount: number) => ({ id: `job-${retryCount}`, data: { launchId: id }, retryCount });

    // The platform keeps failing the campaign: the attempt ends, to be retried.
    await addFaults(stack, [{ kind: 'transient', method: 'POST', path: '/campaigns$' }]);
    await expect(handleLaunchJob(stack.deps, job(0), log, undefined, fast)).rejects.toThrow();
    await clearFaults(stack);
    await handleLaunchJob(stack.deps, job(1), log, undefined, fast);
    expect((await getLaunch(stack.database, id))?.status).toBe('COMPLETED');
    // A takeover of the finished launch (a scan that found its lease lapsed just as it ended).
    await takeOver(stack.deps, id, log, async () => undefined, fast);

    const messages = lines.map((line) => (JSON.parse(line) as { msg: string }).msg);
    expect(messages).toEqual(
      expect.arrayContaining(['launch attempt failed, will retry', 'launch finished', 'taking over a launch whose worker stopped renewing its lease']),
    );
    for (const line of lines) {
      expect((JSON.parse(line) as { launchId?: string }).launchId, line).toBe(id);
      expect(line.split('"launchId"').length - 1, line).toBe(1);
    }
  });

  it("names a launch that does not exist by the job's id for it", async () => {
    const lines: string[] = [];
    const log = pino({ level: 'debug' }, { write: (line: string) => void lines.push(line) });
    const missing = crypto.randomUUID();
    await handleLaunchJob(stack.deps, { id: 'job-missing', data: { launchId: missing }, retryCount: 0 }, log);
    expect(lines.map((line) => JSON.parse(line) as { msg: string; launchId?: string })).toEqual([
      expect.objectContaining({ msg: 'launch not found', launchId: missing }),
    ]);
  });
});
