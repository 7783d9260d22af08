// The floor for any sign-in on this machine: an HTTP route that does nothing but the one thing sign-in cannot skip,
// an argon2id verification with the server's own hasher (same parameters, same number in flight). No database, no
// tokens, no framework. run.ts loads it like the real sign-in, so the two figures compare in the same run.
//
// Started by run.ts as its own process: `node --import tsx src/argon2-floor.ts <port> <server crypto.js> <password>`.
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';

interface Hasher {
  hash(password: string): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
}

const [port, cryptoModule, password] = process.argv.slice(2);
if (!port || !cryptoModule || !password) throw new Error('usage: argon2-floor.ts <port> <crypto.js> <password>');

const { createPasswordHasher } = (await import(pathToFileURL(cryptoModule).href)) as {
  createPasswordHasher(cheap: boolean): Hasher;
};
const hasher = createPasswordHasher(false);
const phc = await hasher.hash(password);

createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { password?: string };
    void hasher.verify(phc, body.password ?? '').then((ok) => {
      response.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ ok }));
    });
  });
}).listen(Number(port), '127.0.0.1', () => console.log('ready'));
