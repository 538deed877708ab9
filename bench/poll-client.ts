// The pollers of bench:poll, in a process of their own: POLL_PANELS open side panels, each asking
// GET /dashboard/campaign-launches/{id} every POLL_INTERVAL_MS with its own session, spread evenly over the
// interval (as panels opened at different moments). A panel does not ask again while its last request is
// unanswered (the side panel's query does not either: such a tick is counted as skipped). Requests sent in the
// first POLL_WARMUP_MS are not measured. Prints one JSON line: counts and every measured latency (ms).
import fs from 'node:fs';

const url = process.env.POLL_URL!;
const tokens = JSON.parse(fs.readFileSync(process.env.POLL_TOKENS!, 'utf8')) as string[];
const ids = process.env.POLL_IDS!.split(',');
const panels = Number(process.env.POLL_PANELS ?? 1000);
const intervalMs = Number(process.env.POLL_INTERVAL_MS ?? 2000);
const warmupMs = Number(process.env.POLL_WARMUP_MS ?? 2000);
const measureMs = Number(process.env.POLL_MEASURE_MS ?? 10_000);

const latencies: number[] = [];
let sent = 0;
let answered = 0;
let errors = 0;
let skipped = 0;
const start = performance.now();
const end = start + warmupMs + measureMs;

async function panel(i: number): Promise<void> {
  const target = `${url}/dashboard/campaign-launches/${ids[i % ids.length]}`;
  const headers = { authorization: `Bearer ${tokens[i % tokens.length]}` };
  let due = start + (i / panels) * intervalMs;
  let busy = false;
  while (due < end) {
    await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
    due += intervalMs;
    if (busy) {
      skipped += 1;
      continue;
    }
    busy = true;
    const t = performance.now();
    sent += 1;
    void fetch(target, { headers })
      .then(async (res) => {
        await res.arrayBuffer();
        if (res.status !== 200) errors += 1;
      })
      .catch(() => void (errors += 1))
      .finally(() => {
        answered += 1;
        busy = false;
        if (t >= start + warmupMs && t < end) latencies.push(performance.now() - t);
      });
  }
}

await Promise.all(Array.from({ length: panels }, (_, i) => panel(i)));
// The last requests' answers.
while (answered < sent) await new Promise((r) => setTimeout(r, 10));
process.stdout.write(`${JSON.stringify({ sent, answered, errors, skipped, measuredSeconds: measureMs / 1000, latencies })}\n`);
