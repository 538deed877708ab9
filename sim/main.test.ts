// The standalone runner: prints its URL, serves, and exits cleanly on SIGTERM.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('sim/main.ts', () => {
  it('listens on SIM_PORT, prints its URL and closes on SIGTERM', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'sim/main.ts'], {
      cwd: repoRoot,
      env: { ...process.env, SIM_PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (d: Buffer) => {
          out += d.toString();
          const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
          if (m?.[1]) resolve(m[1]);
        });
        child.on('exit', (code) => reject(new Error(`exited early with ${String(code)}: ${out}`)));
      });
      const fx = (await (await fetch(`${url}/__sim/fixtures`)).json()) as { app: { id: string } };
      expect(fx.app.id).toBe('1234567890');
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});
