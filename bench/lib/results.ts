import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// What every benchmark writes to bench/results/<name>.json: when and where it ran (the machine and its load,
// which the figures depend on), the run's parameters, and its measurements.

export interface Machine {
  cpus: number;
  cpuModel: string;
  memoryGb: number;
  node: string;
  /** The 1-minute load average when the benchmark started and when it ended. */
  loadAtStart: number;
  loadAtEnd: number;
}

export function machineAtStart(): Omit<Machine, 'loadAtEnd'> {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    loadAtStart: round(os.loadavg()[0]!),
  };
}

export function writeResult(name: string, startedAt: Date, machine: Omit<Machine, 'loadAtEnd'>, parameters: object, results: object): string {
  const out = path.join(import.meta.dirname, '..', 'results', `${name}.json`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const body = { benchmark: name, date: startedAt.toISOString(), machine: { ...machine, loadAtEnd: round(os.loadavg()[0]!) }, parameters, ...results };
  fs.writeFileSync(out, `${JSON.stringify(body, null, 2)}\n`);
  return path.relative(process.cwd(), out);
}

export const round = (n: number, digits = 2): number => Math.round(n * 10 ** digits) / 10 ** digits;

/** The p-th percentile (0-100) of `values`. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
