import { M, type JobsOverview, type Success } from '@plaudit/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { JobRunner } from '../../lib/jobs/job-runner.js';
import { assertMay, type Actor } from '../admin/admin.policy.js';
import { recordAudit } from '../audit/audit.service.js';

// The admin area's view of the background jobs: where they run, what is scheduled, the queue's counts
// and the dead letters, which an admin may run again or discard (both audited). ADMIN only (`jobs.manage`).

export class JobsService {
  constructor(
    private readonly db: Db,
    private readonly jobs: JobRunner,
  ) {}

  async overview(actor: Actor, query: { page: number; take: number }): Promise<JobsOverview> {
    assertMay(actor, 'jobs.manage');
    const [scheduled, counts, failed] = await Promise.all([
      this.jobs.scheduled(),
      this.jobs.depth(),
      this.jobs.failed((query.page - 1) * query.take, query.take),
    ]);
    return {
      mode: this.jobs.mode,
      scheduled,
      counts,
      failed: {
        data: failed.jobs,
        meta: {
          page: query.page,
          take: query.take,
          total: failed.total,
          pageCount: Math.ceil(failed.total / query.take),
        },
      },
    };
  }

  async retry(actor: Actor, id: string): Promise<Success> {
    assertMay(actor, 'jobs.manage');
    const job = await this.jobs.retry(id);
    if (!job) throw new AppError('not_found', M.job.error.not_found, 404);
    await recordAudit(this.db, {
      actorId: actor.id,
      action: 'job.retry',
      targetType: 'job',
      targetId: id,
      before: { name: job.name, failedReason: job.failedReason, attemptsMade: job.attemptsMade },
    });
    return { success: true };
  }

  async discard(actor: Actor, id: string): Promise<Success> {
    assertMay(actor, 'jobs.manage');
    const job = await this.jobs.discard(id);
    if (!job) throw new AppError('not_found', M.job.error.not_found, 404);
    await recordAudit(this.db, {
      actorId: actor.id,
      action: 'job.discard',
      targetType: 'job',
      targetId: id,
      before: { name: job.name, failedReason: job.failedReason, attemptsMade: job.attemptsMade },
    });
    return { success: true };
  }
}
