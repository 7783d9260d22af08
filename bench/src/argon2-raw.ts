// Raw argon2id: the library itself, with nothing else in the process. Started by run.ts as its own process for each
// measured slice, so libuv's pool can be sized per arrangement (UV_THREADPOOL_SIZE is read once, at start):
// `node --import tsx src/argon2-raw.ts <phc> <password> <in flight> <seconds>`; prints one JSON line.
import { verify } from '@node-rs/argon2';

const [phc, password, inFlight, seconds] = process.argv.slice(2);
if (!phc || !password || !inFlight || !seconds)
  throw new Error('usage: argon2-raw.ts <phc> <password> <in flight> <seconds>');

await verify(phc, password); // loads the library and its allocator before the clock starts
const started = Date.now();
const end = started + Number(seconds) * 1000;
const cpuBefore = process.cpuUsage();
let count = 0;
await Promise.all(
  Array.from({ length: Number(inFlight) }, async () => {
    while (Date.now() < end) {
      if (!(await verify(phc, password))) throw new Error('argon2 verification failed');
      count++;
    }
  }),
);
const cpu = process.cpuUsage(cpuBefore);
console.log(JSON.stringify({ count, seconds: (Date.now() - started) / 1000, cpuMs: (cpu.user + cpu.system) / 1000 }));
