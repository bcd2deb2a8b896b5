// Usage: node --import tsx steady-load.ts <url> <rate per second> <seconds>. GETs the url at a steady rate, each
// request sent on schedule whether or not earlier ones have been answered (an open loop, as visitors arrive), and prints
// the latencies' p50 and p99 in ms, each counted from the moment the request was due, as JSON. Unlike autocannon with 10
// connections, which keeps the server flat out (a request then waits mostly for the nine queued before it), this
// measures what a visitor waits at a stated traffic. `sendLagP99Ms`: how late this process sent its requests (its own
// pauses).
import http from 'node:http';
import { percentile } from './percentile';

const [url, rate, seconds] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4])];
if (!url || !(rate > 0) || !(seconds > 0)) throw new Error('usage: node --import tsx steady-load.ts <url> <rate per second> <seconds>');
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const latencies: number[] = [];
const sendLags: number[] = [];
let failures = 0;

const get = (due: number) =>
  new Promise<void>((resolve) => {
    const request = http.get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => {
        if (response.statusCode !== 200) failures++;
        latencies.push(performance.now() - due);
        resolve();
      });
    });
    request.on('error', () => {
      failures++;
      resolve();
    });
  });

const start = performance.now();
const pending: Promise<void>[] = [];
for (let sent = 0; sent < rate * seconds; sent++) {
  const due = start + (sent * 1000) / rate;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  sendLags.push(performance.now() - due);
  pending.push(get(due));
}
await Promise.all(pending);
agent.destroy();
const ms = (values: number[], fraction: number) => Number(percentile(values, fraction).toFixed(1));
console.log(JSON.stringify({ p50Ms: ms(latencies, 0.5), p99Ms: ms(latencies, 0.99), sendLagP99Ms: ms(sendLags, 0.99), failures }));
