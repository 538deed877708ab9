// Runs the simulator standalone: npm run sim (127.0.0.1:SIM_PORT, default 4010).
import { createSimulator } from './index';

const raw = process.env.SIM_PORT ?? '4010';
const port = Number(raw);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`SIM_PORT must be a port number (0-65535), got "${raw}"`);
  process.exit(1);
}
const seedRaw = process.env.SIM_SEED;
const seed = seedRaw === undefined ? undefined : Number(seedRaw);

const extraAccounts = Number(process.env.SIM_EXTRA_ACCOUNTS ?? 0);
if (!Number.isInteger(extraAccounts) || extraAccounts < 0 || extraAccounts > 1000) {
  console.error(`SIM_EXTRA_ACCOUNTS must be a number of accounts (0-1000), got "${process.env.SIM_EXTRA_ACCOUNTS}"`);
  process.exit(1);
}

// SIM_REQUIRE_APPSECRET_PROOF=1: like the platform's "Require App Secret" setting (npm start turns it on).
const sim = createSimulator({
  seed: Number.isInteger(seed) ? seed : undefined,
  extraAccounts,
  logger: process.env.SIM_LOG === '1',
  requireAppSecretProof: process.env.SIM_REQUIRE_APPSECRET_PROOF === '1',
  // The platform's web origin as browsers reach it, when not the simulator's own address (the e2e run's name).
  webBase: process.env.SIM_WEB_BASE || undefined,
});
const url = await sim.listen({ port, host: '127.0.0.1' });
console.log(`platform simulator listening on ${url}`);

let closing = false;
const shutdown = (signal: string): void => {
  if (closing) return;
  closing = true;
  console.log(`${signal}: closing the simulator`);
  const timer = setTimeout(() => process.exit(1), 5000);
  timer.unref();
  sim.close().then(
    () => process.exit(0),
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
