import { load } from './lib/load';
const url = process.argv[2]!;
for (let round = 0; round < 4; round++) {
  const result = await load(url, 5);
  console.log('in-process', Math.round(result.requestsPerSecond), 'p99', result.p99Ms);
}
