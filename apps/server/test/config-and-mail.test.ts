import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { ROUTES } from '@plaudit/contract';
import { ConfigError, parseConfig } from '../src/config.js';
import { mailOutbox } from '../src/db/schema/index.js';
import type { MailTransport } from '../src/plugins/mail.js';
import { buildAppOn, buildTestApp, type TestContext } from './build-test-app.js';
import { api, signUpBody } from './factories.js';
import { onPostgres } from './needs.js';

describe('config', () => {
  it('applies defaults', () => {
    const dir = mkdtempSync(join(tmpdir(), 'plaudit-cfg-'));
    const config = parseConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      mailFrom: 'Plaudit <no-reply@plaudit.local>',
      localMode: true,
      databaseUrl: undefined,
    });
    expect(config.webDist).toMatch(/apps[/\\]web[/\\]dist$/);
  });

  it('listens on the loopback address in local mode, on every address in production, and where HOST says in both', () => {
    const dir = mkdtempSync(join(tmpdir(), 'plaudit-cfg-'));
    const prod = { NODE_ENV: 'production', DATA_DIR: dir, SMTP_URL: 'smtp://mail:25', PUBLIC_URL: 'https://p.example' };
    expect(parseConfig({ DATA_DIR: dir }).host).toBe('127.0.0.1');
    expect(parseConfig({ DATA_DIR: dir, NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(parseConfig({ DATA_DIR: dir, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(parseConfig(prod).host).toBe('0.0.0.0');
    expect(parseConfig({ ...prod, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('generates the protocol signing key (Ed25519) once, keeps it in DATA_DIR with mode 600, and takes one from the environment', () => {
    const dir = mkdtempSync(join(tmpdir(), 'plaudit-cfg-'));
    const a = parseConfig({ DATA_DIR: dir });
    expect(createPrivateKey(a.protocolSigningKey).asymmetricKeyType).toBe('ed25519');
    expect(parseConfig({ DATA_DIR: dir }).protocolSigningKey).toBe(a.protocolSigningKey);
    expect(statSync(join(dir, 'protocol-signing-key.pem')).mode & 0o777).toBe(0o600);
    const other = generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    expect(parseConfig({ DATA_DIR: dir, PROTOCOL_SIGNING_KEY: other.replace(/\n/g, '\\n') }).protocolSigningKey).toBe(
      other,
    );
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 })
      .privateKey.export({ format: 'pem', type: 'pkcs8' })
      .toString();
    expect(() => parseConfig({ DATA_DIR: dir, PROTOCOL_SIGNING_KEY: rsa })).toThrow(
      /PROTOCOL_SIGNING_KEY: must be an Ed25519 private key/,
    );
  });

  it('generates the JWT secret once, keeps it in DATA_DIR with mode 600', () => {
    const dir = mkdtempSync(join(tmpdir(), 'plaudit-cfg-'));
    const a = parseConfig({ DATA_DIR: dir });
    const b = parseConfig({ DATA_DIR: dir });
    expect(a.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(b.jwtSecret).toBe(a.jwtSecret);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(a.jwtSecret);
    expect(statSync(join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
  });

  it('names the wrong variable', () => {
    expect(() => parseConfig({ PORT: 'abc', JWT_SECRET: 'x'.repeat(40) })).toThrow(/PORT/);
    expect(() => parseConfig({ DATABASE_URL: 'mysql://x', JWT_SECRET: 'x'.repeat(40) })).toThrow(/DATABASE_URL/);
    expect(() => parseConfig({ ADMIN_EMAIL: 'a@b.test', JWT_SECRET: 'x'.repeat(40) })).toThrow(/ADMIN_PASSWORD/);
    expect(() => parseConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(ConfigError);
    expect(() => parseConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(
      /SMTP_URL[\s\S]*PUBLIC_URL|PUBLIC_URL[\s\S]*SMTP_URL/,
    );
    const prod = parseConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://mail:25',
      PUBLIC_URL: 'https://p.example/',
    });
    expect(prod.localMode).toBe(false);
    expect(prod.publicUrl).toBe('https://p.example');
    expect(prod.demoSeed).toBe(false);
  });

  it('seeds the demo accounts in local mode unless DEMO_SEED=false (the browser journeys start empty)', () => {
    const secret = { JWT_SECRET: 'x'.repeat(40) };
    expect(parseConfig(secret).demoSeed).toBe(true);
    expect(parseConfig({ ...secret, DEMO_SEED: 'true' }).demoSeed).toBe(true);
    expect(parseConfig({ ...secret, DEMO_SEED: 'false' }).demoSeed).toBe(false);
    expect(parseConfig({ ...secret, DEMO_SEED: '0' }).demoSeed).toBe(false);
    expect(() => parseConfig({ ...secret, DEMO_SEED: 'no' })).toThrow(/DEMO_SEED/);
  });
});

describe('mail outbox and SMTP retries', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  onPostgres.it('two servers delivering the outbox at once send each mail once (a pick claims its rows)', async () => {
    const sent: string[] = [];
    // Slow enough that the picks overlap: each send yields before it is recorded.
    const transport: MailTransport = {
      async sendMail(message) {
        await new Promise((resolve) => setImmediate(resolve));
        sent.push(message.to);
      },
    };
    const [a, b] = [
      await buildAppOn(t.database, { mailTransport: transport }),
      await buildAppOn(t.database, { mailTransport: transport }),
    ];
    try {
      const to = Array.from({ length: 12 }, (_, i) => `claim-${i}-${Date.now()}@example.com`);
      await t.app.db.insert(mailOutbox).values(
        to.map((address) => ({
          to: address,
          subject: 's',
          text: 't',
          html: '<p>t</p>',
          status: 'PENDING' as const,
          nextAttemptAt: new Date(Date.now() - 1000),
        })),
      );
      await Promise.all([a!.mail.flush(), b!.mail.flush(), a!.mail.flush(), b!.mail.flush()]);
      expect(sent.filter((address) => to.includes(address)).sort()).toEqual([...to].sort());
      const rows = await t.app.db.select().from(mailOutbox).where(inArray(mailOutbox.to, to));
      expect(rows.every((row) => row.status === 'SENT' && row.attempts === 1)).toBe(true);
    } finally {
      await a!.close();
      await b!.close();
    }
  });

  it('a failing SMTP server never fails the request; the mail stays in the outbox and is retried', async () => {
    let fail = true;
    const sent: string[] = [];
    const transport: MailTransport = {
      async sendMail(message) {
        if (fail) throw new Error('connection refused');
        sent.push(message.to);
      },
    };
    const app = await buildAppOn(t.database, { mailTransport: transport });
    try {
      const body = signUpBody();
      const res = await app.inject({ method: 'POST', url: api(ROUTES.auth.signUp.path), payload: body });
      expect(res.statusCode).toBe(200);
      await app.mail.settled();
      let [row] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, body.email));
      expect(row).toMatchObject({ status: 'PENDING', attempts: 1, lastError: 'connection refused' });
      fail = false;
      await app.db
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(mailOutbox.id, row!.id));
      await app.mail.flush();
      [row] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, body.email));
      expect(row).toMatchObject({ status: 'SENT', attempts: 2 });
      expect(sent).toEqual([body.email]);
    } finally {
      await app.close();
    }
  });

  it('attachments are kept in the outbox and reach the SMTP transport as they were sent when a retry sends the mail', async () => {
    let fail = true;
    const sent: Parameters<MailTransport['sendMail']>[0][] = [];
    const transport: MailTransport = {
      async sendMail(message) {
        if (fail) throw new Error('connection refused');
        sent.push(message);
      },
    };
    const app = await buildAppOn(t.database, { mailTransport: transport });
    try {
      const to = `attached-${Date.now()}@example.com`;
      const content = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x10]);
      await app.mail.send(to, {
        subject: 's',
        text: 't',
        html: '<p>t</p>',
        attachments: [{ filename: 'receipt.pdf', contentType: 'application/pdf', content }],
      });
      await app.mail.settled();
      const [row] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
      expect(row).toMatchObject({ status: 'PENDING', attempts: 1 });
      expect(row!.attachments).toEqual([
        { filename: 'receipt.pdf', contentType: 'application/pdf', content: content.toString('base64') },
      ]);
      fail = false;
      await app.db
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(mailOutbox.id, row!.id));
      await app.mail.flush();
      const mine = sent.filter((m) => m.to === to);
      expect(mine).toHaveLength(1);
      expect(mine[0]!.attachments).toEqual([{ filename: 'receipt.pdf', contentType: 'application/pdf', content }]);
    } finally {
      await app.close();
    }
  });

  it('with an HTTPS PUBLIC_URL the refresh cookie is Secure and reset links use it', async () => {
    const app = await buildAppOn(t.database, { env: { PUBLIC_URL: 'https://plaudit.example' } });
    try {
      const body = signUpBody();
      await app.inject({ method: 'POST', url: api(ROUTES.auth.signUp.path), payload: body });
      const res = await app.inject({
        method: 'POST',
        url: api(ROUTES.auth.signIn.path),
        payload: { email: body.email, password: body.password },
      });
      expect(res.cookies.find((c) => c.name === 'plaudit_rt')?.secure).toBe(true);
      await app.inject({ method: 'POST', url: api(ROUTES.auth.forgotPassword.path), payload: { email: body.email } });
      await app.mail.settled(); // the link is mailed after the answer
      const rows = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, body.email));
      expect(rows.some((r) => r.text.includes('https://plaudit.example/auth/reset-password?token='))).toBe(true);
    } finally {
      await app.close();
    }
  });
});
