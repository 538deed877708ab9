// A benchmark's sizes: `npm run bench -- --sizes=10,100` or the environment (BENCH_SIZES=10,100), else its default.

/** The value of `--name=value`, else of the variable BENCH_<NAME> (dashes as underscores), else `fallback`. */
export function option(name: string, fallback: string): string {
  const flag = process.argv.slice(2).find((a) => a.startsWith(`--${name}=`));
  if (flag) return flag.slice(name.length + 3);
  return process.env[`BENCH_${name.toUpperCase().replaceAll('-', '_')}`] ?? fallback;
}

/** A positive whole number (or a list of them, comma-separated); a clear error otherwise. */
export function numbers(name: string, fallback: string): number[] {
  const raw = option(name, fallback);
  const values = raw.split(',').map((v) => Number(v.trim()));
  if (values.length === 0 || values.some((v) => !Number.isInteger(v) || v < 0))
    throw new Error(`--${name} must be whole numbers separated by commas, got "${raw}"`);
  return values;
}

export const number = (name: string, fallback: number): number => numbers(name, String(fallback))[0]!;
