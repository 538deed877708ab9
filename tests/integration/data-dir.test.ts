import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

// DATA_DIR (docs/security.md "DATA_DIR"): the API process (`npm run server`, as a process of its own: it sets its
// umask) makes the folder 0700 and writes its own files there for its user only, refuses to start with a folder
// other users can reach, and production refuses the embedded database.

const root = path.resolve(import.meta.dirname, '..', '..');
const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'salvo-data-dir-'));
afterAll(() => fs.rmSync(parent, { recursive: true, force: true }));

interface Run {
  /** The API's log lines so far. */
  lines: string[];
  /** Resolves on "Salvo API ready", or with the exit code when the process ends first. */
  started: Promise<{ ready: true } | { exitCode: number | null }>;
  stop(): Promise<void>;
}

function runApi(dataDir: string): Run {
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PORT: '0',
    HOST: '127.0.0.1',
    NODE_ENV: '',
    GRAPH_API_BASE: 'http://127.0.0.1:9',
    TOKEN_ENCRYPTION_KEY: '',
    LOG_LEVEL: 'info',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'main.ts')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const started = new Promise<{ ready: true } | { exitCode: number | null }>((resolve) => {
    for (const stream of [child.stdout, child.stderr]) {
      readline.createInterface({ input: stream }).on('line', (line) => {
        lines.push(line);
        if (line.includes('Salvo API ready')) resolve({ ready: true });
      });
    }
    void exited.then((exitCode) => resolve({ exitCode }));
  });
  return {
    lines,
    started,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

describe('DATA_DIR', () => {
  it("is made 0700, and the files the API writes in it are its user's only", async () => {
    const dataDir = path.join(parent, 'fresh', 'data');
    const api = runApi(dataDir);
    try {
      expect(await api.started, api.lines.join('\n')).toEqual({ ready: true });
      expect(modeOf(dataDir).toString(8)).toBe('700');
      // The generated token key and the database's lock file: nothing for group or others.
      for (const file of ['secret.key', 'pglite.lock']) expect((modeOf(path.join(dataDir, file)) & 0o077).toString(8), file).toBe('0');
    } finally {
      await api.stop();
    }
  }, 120_000);

  it('refuses to start when other users of the machine can reach the folder, naming it and the fix', async () => {
    for (const mode of [0o777, 0o755]) {
      const dataDir = path.join(parent, `open-${mode.toString(8)}`);
      fs.mkdirSync(dataDir);
      fs.chmodSync(dataDir, mode);
      const api = runApi(dataDir);
      try {
        expect(await api.started, api.lines.join('\n')).toEqual({ exitCode: 1 });
        const said = api.lines.join('\n');
        expect(said).toContain(`DATA_DIR ${dataDir} is open to other users of this machine (mode ${mode.toString(8)})`);
        expect(said).toContain(`chmod 700 ${dataDir}`);
        // Nothing was made in it.
        expect(fs.readdirSync(dataDir)).toEqual([]);
      } finally {
        await api.stop();
      }
    }
  }, 120_000);

  it('production refuses the embedded database: DATABASE_URL is required', () => {
    const production = {
      NODE_ENV: 'production',
      GRAPH_API_BASE: 'https://graph.facebook.com',
      PLATFORM_LOGIN_BASE: 'https://www.facebook.com',
      PLATFORM_APP_ID: '555000111',
      PLATFORM_APP_SECRET: 'a-real-secret-from-the-app-dashboard',
      PUBLIC_URL: 'https://api.salvo.example',
      TOKEN_ENCRYPTION_KEY: crypto.randomBytes(32).toString('base64'),
      EXTENSION_IDS: 'abcdefghijklmnopabcdefghijklmnop',
    };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/^ {2}DATABASE_URL: required in production/m);
    expect(loadConfig({ ...production, DATABASE_URL: 'postgres://salvo@db.internal/salvo' }).databaseUrl).toBe('postgres://salvo@db.internal/salvo');
  });
});
