import { z } from 'zod';
import { SORT_ORDERS } from '../enums.js';
import { CATALOGUE_TAKE_DEFAULT, CATALOGUE_TAKE_MAX, LIST_TAKE_DEFAULT, LIST_TAKE_MAX } from '../limits.js';
import { M } from '../messages.js';
import { requestString } from './fields.js';

/** `page` from 1, in every paged list. */
export const pageField = z.coerce
  .number({ error: M.validation.list.page })
  .int(M.validation.list.page)
  .min(1, M.validation.list.page)
  .default(1);

/** `take` of the public catalogue lists (brand, category, search): 1–CATALOGUE_TAKE_MAX, one message for all. */
export const catalogueTakeField = z.coerce
  .number({ error: M.validation.list.catalogue_take })
  .int(M.validation.list.catalogue_take)
  .min(1, M.validation.list.catalogue_take)
  .max(CATALOGUE_TAKE_MAX, M.validation.list.catalogue_take)
  .default(CATALOGUE_TAKE_DEFAULT);

// `page` from 1, `take` 1–100, search, sortBy, sortOrder; answer `{data, meta}`.
export function listQuerySchema<S extends readonly [string, ...string[]]>(sortFields: S, defaultSort: S[number]) {
  return z.object({
    page: pageField,
    take: z.coerce
      .number({ error: M.validation.list.take })
      .int(M.validation.list.take)
      .min(1, M.validation.list.take)
      .max(LIST_TAKE_MAX, M.validation.list.take)
      .default(LIST_TAKE_DEFAULT),
    search: requestString().trim().max(200).optional(),
    sortBy: z.enum(sortFields).default(defaultSort as never),
    sortOrder: z.enum(SORT_ORDERS).default('DESC'),
  });
}

export const listMetaSchema = z.object({
  page: z.number().int(),
  take: z.number().int(),
  total: z.number().int(),
  pageCount: z.number().int(),
});
export type ListMeta = z.infer<typeof listMetaSchema>;

export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: listMetaSchema });
}

export const successSchema = z.object({ success: z.literal(true) });
export type Success = z.infer<typeof successSchema>;

export const idParamSchema = z.object({ id: requestString().min(1).max(100) });
export const healthSchema = z.object({
  status: z.literal('ok'),
  uptimeSeconds: z.number(),
  /** Signed-in people are served from memory only while the database's change feed is live (its listening connection answered its last heartbeat). */
  signedInMemory: z.object({ on: z.boolean(), lastHeartbeatAt: z.string().nullable() }),
  /** The embedded database's fsyncs since start; null on PostgreSQL, which keeps its data safe itself. */
  durability: z.object({ fsyncs: z.number().int(), fsyncMs: z.number() }).nullable(),
});

/** What GET /ready checked: each part 'ok', or 'off' when it is not configured (Redis). */
export const READY_PARTS = ['database', 'redis', 'storage', 'changeListener'] as const;
export type ReadyPart = (typeof READY_PARTS)[number];
export const readySchema = z.object({
  status: z.literal('ready'),
  checks: z.object({
    database: z.literal('ok'),
    redis: z.enum(['ok', 'off']),
    storage: z.literal('ok'),
    changeListener: z.literal('ok'),
  }),
});
export type Ready = z.infer<typeof readySchema>;

export const mailboxItemSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** The files the mail carries; `url` downloads one from the development mailbox. */
  attachments: z.array(
    z.object({ filename: z.string(), contentType: z.string(), size: z.number().int(), url: z.string() }),
  ),
  createdAt: z.string(),
});
export const mailboxSchema = z.object({ data: z.array(mailboxItemSchema) });
export type MailboxItem = z.infer<typeof mailboxItemSchema>;

/** GET /files/<name>: the generated file name (Fastify's wildcard parameter). */
export const fileParamsSchema = z.object({ '*': requestString() });
