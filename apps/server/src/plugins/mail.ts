import fp from 'fastify-plugin';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { JOB_NAMES } from '@plaudit/contract';
import type { Db } from '../db/client.js';
import { noDiskWait } from '../db/relaxed-commit.js';
import { mailOutbox, type StoredMailAttachment } from '../db/schema/index.js';
import type { RenderedMail } from '../mail/templates.js';

// Every message lands in mail_outbox first, the durable record. With SMTP_URL it is then sent; a failure is logged
// and retried later with backoff by the scheduled "mail delivery" job (plugins/jobs.ts: once per tick across all
// servers with Redis), and never fails the request that caused the mail. A row is claimed before it is sent (its
// next attempt pushed a lease ahead, under FOR UPDATE SKIP LOCKED), so two servers, or a send and the job on one,
// never both send it; a server that dies mid-send leaves the row to be picked again once the lease is over.

/** A file sent with a mail, as nodemailer takes it. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A rendered mail and, for some, the files it carries (a receipt's PDF). */
export type OutgoingMail = RenderedMail & { attachments?: MailAttachment[] };

export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
    attachments: MailAttachment[];
  }): Promise<unknown>;
}

export interface MailSendOptions {
  /**
   * false: the outbox row's commit does not wait for the disk (db/relaxed-commit.ts), for mail written after the
   * answer that its reader can ask for again; a crash of the database may lose it. Default true.
   */
  durable?: boolean;
}

export interface MailService {
  send(to: string, mail: OutgoingMail, options?: MailSendOptions): Promise<void>;
  /**
   * Runs `task` (writing and mailing something) after the answer has gone, so the request neither waits for it nor
   * takes longer for a known address than for an unknown one. A failure is logged; closing the app waits for it.
   */
  later(task: () => Promise<void>): void;
  /** Resolves once every `later` task and every delivery `send` started has finished (closing the app; tests). */
  settled(): Promise<void>;
  /** Sends what is due; the loop calls it, tests may too. */
  flush(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}

const MAX_ATTEMPTS = 8;
/** How long a claimed row is left to its sender before another pick may take it (longer than any SMTP timeout). */
const CLAIM_LEASE_MS = 5 * 60_000;
const PICK_BATCH = 20;
const backoffSeconds = (attempts: number) => Math.min(3600, 30 * 2 ** (attempts - 1));

const stored = (attachments: MailAttachment[] | undefined): StoredMailAttachment[] =>
  (attachments ?? []).map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    content: a.content.toString('base64'),
  }));
const unstored = (attachments: StoredMailAttachment[]): MailAttachment[] =>
  attachments.map((a) => ({ ...a, content: Buffer.from(a.content, 'base64') }));

export function createMailService(
  db: Db,
  from: string,
  transport: MailTransport | undefined,
  log: FastifyBaseLogger,
): MailService {
  async function deliver(row: {
    id: string;
    to: string;
    subject: string;
    text: string;
    html: string;
    attachments: StoredMailAttachment[];
    attempts: number;
  }) {
    if (!transport) return;
    try {
      await transport.sendMail({
        from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        attachments: unstored(row.attachments),
      });
      await db
        .update(mailOutbox)
        .set({ status: 'SENT', sentAt: new Date(), attempts: row.attempts + 1, lastError: null })
        .where(eq(mailOutbox.id, row.id));
    } catch (error) {
      const attempts = row.attempts + 1;
      const message = error instanceof Error ? error.message.slice(0, 500) : 'send failed';
      log.warn({ mailId: row.id, attempts }, 'mail send failed, will retry');
      await db
        .update(mailOutbox)
        .set({
          status: attempts >= MAX_ATTEMPTS ? 'FAILED' : 'PENDING',
          attempts,
          lastError: message,
          nextAttemptAt: new Date(Date.now() + backoffSeconds(attempts) * 1000),
        })
        .where(eq(mailOutbox.id, row.id))
        .catch((dbError: unknown) => log.error({ err: dbError }, 'mail outbox update failed'));
    }
  }

  // Work that goes on after the answer: closing the app, and a test before it reads the outbox, wait for it all.
  const background = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    const run: Promise<void> = work.finally(() => background.delete(run));
    background.add(run);
  };

  return {
    later(task) {
      track(
        new Promise<void>((resolve) => setImmediate(resolve))
          .then(task)
          .catch((error: unknown) => log.error({ err: error }, 'background mail task failed')),
      );
    },
    async settled() {
      while (background.size > 0) await Promise.all([...background]);
    },
    async send(to, mail, options) {
      const status = transport ? 'PENDING' : 'LOCAL';
      // Claimed by this send from the start (a lease), so the delivery job does not pick it while it goes out.
      const nextAttemptAt = new Date(Date.now() + CLAIM_LEASE_MS);
      const attachments = stored(mail.attachments);
      const content = { subject: mail.subject, text: mail.text, html: mail.html, attachments };
      const [row] =
        options?.durable === false
          ? (
              (await db.execute(sql`with ${noDiskWait}
            insert into ${mailOutbox} ("to", subject, text, html, attachments, status, next_attempt_at)
            select ${to}, ${mail.subject}, ${mail.text}, ${mail.html}, ${JSON.stringify(attachments)}::jsonb, ${status}, ${nextAttemptAt.toISOString()}::timestamptz from no_wait
            returning id, attempts`)) as unknown as { rows: { id: string; attempts: number }[] }
            ).rows.map((r) => ({ ...r, to, ...content }))
          : await db
              .insert(mailOutbox)
              .values({ to, ...content, status, nextAttemptAt })
              .returning();
      // Sent in the background: a slow or failing SMTP server never delays or fails the request.
      if (row && transport)
        track(deliver(row).catch((error: unknown) => log.error({ err: error }, 'mail delivery failed')));
    },
    async flush() {
      if (!transport) return;
      // One statement picks and claims: rows another transaction is claiming are skipped, not waited for.
      const pick = db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'PENDING'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
        .orderBy(asc(mailOutbox.createdAt))
        .limit(PICK_BATCH)
        .for('update', { skipLocked: true });
      const due = await db
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now() + ${`${CLAIM_LEASE_MS} milliseconds`}::interval` })
        .where(inArray(mailOutbox.id, pick))
        .returning();
      due.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      for (const row of due) await deliver(row);
    },
  };
}

export interface MailPluginOptions {
  smtpUrl: string | undefined;
  from: string;
  /** Tests hand in a fake transport; otherwise nodemailer over SMTP_URL, or none (outbox only). */
  transport?: MailTransport;
  retryIntervalMs?: number;
}

export default fp<MailPluginOptions>(
  async function mailPlugin(app: FastifyInstance, options) {
    const transport: MailTransport | undefined =
      options.transport ?? (options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined);
    const service = createMailService(app.db, options.from, transport, app.log);
    app.decorate('mail', service);
    app.addHook('onClose', async () => service.settled());
    if (transport)
      app.jobs.scheduleEvery(JOB_NAMES.mailDelivery, options.retryIntervalMs ?? 30_000, () => service.flush());
  },
  { name: 'mail', dependencies: ['context', 'jobs'] },
);
