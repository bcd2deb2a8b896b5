// node bench/promise-hooks.mjs: the CPU time of one awaited promise before and after an AsyncLocalStorage has run.
// On Node 20 a run turns promise hooks on for the whole process, until the storage is disabled; Node 22 and later
// keep async context in AsyncContextFrame and need no hooks (decision 0026). CPU time of this process, not wall time,
// so a busy machine moves it less.
import { AsyncLocalStorage } from 'node:async_hooks';

const storage = new AsyncLocalStorage();
const AWAITS = 2_000_000;
const ROUNDS = 4;

async function nanosecondsPerAwait() {
  const start = process.cpuUsage();
  for (let i = 0; i < AWAITS; i++) await Promise.resolve(i);
  const used = process.cpuUsage(start);
  return ((used.user + used.system) * 1000) / AWAITS;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const list = (values) => values.map((value) => value.toFixed(0)).join(', ');

await nanosecondsPerAwait();
const before = [];
const after = [];
for (let round = 0; round < ROUNDS; round++) {
  storage.disable();
  before.push(await nanosecondsPerAwait());
  storage.run(true, () => {});
  after.push(await nanosecondsPerAwait());
}
console.log(`Node ${process.version}, ns of CPU per await in ${ROUNDS} alternating rounds of ${AWAITS.toLocaleString('en')}:`);
console.log(`  no storage run: ${list(before)} (median ${median(before).toFixed(0)})`);
console.log(`  after a run:    ${list(after)} (median ${median(after).toFixed(0)})`);
console.log(`  ratio of the medians: ${(median(after) / median(before)).toFixed(2)}`);
