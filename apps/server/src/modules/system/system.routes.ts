import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_BASE, M, ROUTES, type MailboxItem } from '@plaudit/contract';
import { AppError } from '../../lib/app-error.js';
import { readiness } from './system.service.js';
import { registerRoute } from '../../lib/register-route.js';
import { escapeHtml } from '../../mail/templates.js';
import { isUuid } from '../../lib/ids.js';
import type { StoredMailAttachment } from '../../db/schema/index.js';
import { findOutboxMail, listOutbox } from './system.queries.js';

// Health (alive), readiness (able to serve: system.service.ts), and outside production the development mailbox (JSON
// under /api, a readable page at /dev/mailbox, each attachment downloadable from there).

const started = Date.now();

const attachmentUrl = (mailId: string, index: number) => `/dev/mailbox/${mailId}/attachments/${index}`;
const attachmentsOf = (mailId: string, attachments: StoredMailAttachment[]): MailboxItem['attachments'] =>
  attachments.map((a, index) => ({
    filename: a.filename,
    contentType: a.contentType,
    size: Buffer.byteLength(a.content, 'base64'),
    url: attachmentUrl(mailId, index),
  }));

export const systemApiRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, ROUTES.system.health, {
    handler: async () => {
      const heartbeat = app.changes.lastHeartbeatAt;
      const durability = app.durability();
      return {
        status: 'ok' as const,
        uptimeSeconds: Math.round((Date.now() - started) / 1000),
        signedInMemory: {
          on: app.changes.live,
          lastHeartbeatAt: heartbeat === undefined ? null : new Date(heartbeat).toISOString(),
        },
        durability: durability && { fsyncs: durability.syncs, fsyncMs: Math.round(durability.syncMs * 10) / 10 },
      };
    },
  });

  registerRoute(app, ROUTES.system.ready, {
    handler: async (_request, reply) => {
      const result = await readiness(app);
      if (!result.ready) throw new AppError('unavailable', M.error.common.not_ready, 503, { failed: result.failed });
      reply.header('Cache-Control', 'no-store');
      return result.answer;
    },
  });

  if (app.config.localMode) {
    registerRoute(app, ROUTES.system.devMailbox, {
      handler: async () => ({
        data: (await listOutbox(app.db)).map((row): MailboxItem => ({
          id: row.id,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html,
          attachments: attachmentsOf(row.id, row.attachments),
          createdAt: row.createdAt.toISOString(),
        })),
      }),
    });
  }
};

export const devMailboxPage: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.localMode) return;
  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const rows = await listOutbox(app.db);
    const items = rows
      .map((row) => {
        const files = attachmentsOf(row.id, row.attachments)
          .map((a) => `<li><a href="${escapeHtml(a.url)}">${escapeHtml(a.filename)}</a> (${a.size} bytes)</li>`)
          .join('');
        return `<article><header><strong>${escapeHtml(row.subject)}</strong><span>to ${escapeHtml(row.to)} · ${escapeHtml(row.createdAt.toISOString())}</span></header><pre>${escapeHtml(row.text)}</pre>${files ? `<ul>${files}</ul>` : ''}</article>`;
      })
      .join('\n');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Plaudit · development mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1f2330;background:#f6f7fb}
article{background:#fff;border-radius:10px;padding:1rem 1.25rem;margin:1rem 0;box-shadow:0 1px 3px #0001}
header{display:flex;flex-direction:column;gap:.25rem}header span{color:#6b7080;font-size:.85rem}
pre{white-space:pre-wrap;word-break:break-word;font-size:.95rem}</style></head>
<body><h1>Development mailbox</h1><p>Every mail the server sent, newest first (JSON at <code>${API_BASE}${ROUTES.system.devMailbox.path}</code>). Off in production.</p>
${items || '<p>No mail yet.</p>'}
</body></html>`;
  });
  app.get<{ Params: { id: string; index: string } }>(
    '/dev/mailbox/:id/attachments/:index',
    { schema: { hide: true } },
    async (request, reply) => {
      const { id, index } = request.params;
      const mail = isUuid(id) ? await findOutboxMail(app.db, id) : null;
      const file = /^\d+$/.test(index) ? mail?.attachments[Number(index)] : undefined;
      if (!file) throw new AppError('not_found', M.error.common.not_found, 404);
      reply
        .type(file.contentType)
        .header('Content-Disposition', `attachment; filename="${file.filename.replace(/["\\\r\n]/g, '_')}"`);
      return Buffer.from(file.content, 'base64');
    },
  );
};
