// The API's rate limits (server/limits/, docs/limits.md) raised for the benchmarks' stacks: they hold one user to
// what a person does, while a benchmark is one user doing what a thousand do (1,000 open panels, 100 launches in a
// minute). The limits are not what the benchmarks measure; the status poll still counts its hit (bench:poll).
export const BENCH_RATE_LIMITS = {
  RATE_LIMIT_REQUESTS: '100000000',
  RATE_LIMIT_LAUNCHES: '1000000',
  RATE_LIMIT_UPLOADS: '1000000',
  RATE_LIMIT_SIGN_IN: '1000000',
  RATE_LIMIT_TOKEN_SIGN_IN: '1000000',
  RATE_LIMIT_UNAUTHENTICATED: '1000000',
  RATE_LIMIT_UNAUTHORIZED: '1000000',
  RATE_LIMIT_PLATFORM_CALLS: '100000000',
  RATE_LIMIT_DECODES: '1000000',
} as const;
