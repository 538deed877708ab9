import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { root } from './lib/stack';

// `npm run test:load [-- playwright args]`: the e2e suite while every core also runs a busy loop, each test three
// times (--repeat-each=3 unless other args are given). Races that a quiet machine hides show here. The loops
// end with the run. SALVO_LOAD_PROCS sets their number (default: one per core).

const n = Number(process.env.SALVO_LOAD_PROCS) || os.availableParallelism();
const loops = Array.from({ length: n }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
const stop = () => loops.forEach((l) => l.kill('SIGKILL'));
process.on('SIGINT', () => (stop(), process.exit(130)));
process.on('SIGTERM', () => (stop(), process.exit(143)));
console.log(`load: ${n} busy loop${n === 1 ? '' : 's'} (pids ${loops.map((l) => l.pid).join(', ')}), load average now ${os.loadavg()[0]!.toFixed(1)}`);

const args = process.argv.slice(2);
const code = await new Promise<number>((resolve) => {
  const child = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/e2e.ts', ...(args.length > 0 ? args : ['--repeat-each=3'])], {
    cwd: root,
    stdio: 'inherit',
  });
  child.on('exit', (c) => resolve(c ?? 1));
});
console.log(
  `load: done, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
stop();
process.exit(code);
