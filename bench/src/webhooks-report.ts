// What the webhooks part of the bench prints, and its budgets.
import type { Budget } from './catalogue-report.js';
import type { PostFigures, WebhooksBench } from './webhooks-run.js';

/** Posting a review to a brand with 5 subscribed endpoints costs at most this much more than to one with none. */
const OUTBOX_OVERHEAD = 0.1;

const ms = (n: number) => `${n.toFixed(2)} ms`;
const cpu = (f: PostFigures) => f.serverCpuMs + f.postgresCpuMs;
const figures = (f: PostFigures & { byRound: number[] }) =>
  `CPU ${ms(cpu(f))} a review (server ${ms(f.serverCpuMs)}, PostgreSQL ${ms(f.postgresCpuMs)}); ` +
  `${f.perSecond.toFixed(1)}/s (p50 ${ms(f.p50)}, p99 ${ms(f.p99)}, ${f.requests} in ${f.seconds.toFixed(1)} s; ` +
  `by round ${f.byRound.map((r) => r.toFixed(1)).join(', ')}/s)`;

/**
 * What a review costs on the brand with endpoints, as a multiple of the brand without: the CPU the server and its
 * PostgreSQL backends spend per review. On a shared machine the rate moves with everyone else's load far more
 * than with this difference, so it is printed beside it, not gated.
 */
const costRatio = (bench: WebhooksBench) => cpu(bench.loud) / Math.max(cpu(bench.quiet), 1e-9);
const rateRatio = (bench: WebhooksBench) => bench.quiet.perSecond / Math.max(bench.loud.perSecond, 1e-9);

export function webhooksLines(bench: WebhooksBench | null): string[] {
  if (!bench) return ['Webhooks: not measured'];
  const f = bench.fanOut;
  return [
    `Webhooks: ${bench.setting}; ${bench.rounds} interleaved rounds at ${bench.connections} connections`,
    `POST a review, brand without webhooks: ${figures(bench.quiet)}`,
    `POST a review, brand with 5 endpoints on review.published: ${figures(bench.loud)}`,
    `→ a review costs ${costRatio(bench).toFixed(3)}× the CPU with 5 endpoints (server ` +
      `${(bench.loud.serverCpuMs / Math.max(bench.quiet.serverCpuMs, 1e-9)).toFixed(3)}×, PostgreSQL ` +
      `${(bench.loud.postgresCpuMs / Math.max(bench.quiet.postgresCpuMs, 1e-9)).toFixed(3)}×; time a request by the ` +
      `rate ${rateRatio(bench).toFixed(3)}×); ${bench.loudEvents} ` +
      `outbox rows written, ${bench.held} reviews held` +
      (bench.firstFailure ? `; first refusal: ${bench.firstFailure}` : ''),
    `fan-out: ${f.events} events × ${f.endpoints} endpoints: ${f.delivered}/${f.expected} delivered in ` +
      `${f.seconds.toFixed(1)} s (${(f.delivered / Math.max(f.seconds, 1e-9)).toFixed(0)}/s), ${f.verified} verified ` +
      `by standardwebhooks, ${f.inOrder ? 'each endpoint in webhook-sequence order' : 'NOT in order'}` +
      (f.problem ? `; ${f.problem}` : ''),
  ];
}

export function webhooksBudgets(bench: WebhooksBench | null, failure?: string): Budget[] {
  if (!bench) return [{ name: 'the webhooks bench ran', pass: false, applies: true, value: failure ?? 'not run' }];
  const ratio = costRatio(bench);
  const f = bench.fanOut;
  return [
    {
      name: `a review with 5 subscribed endpoints costs ≤ ${(1 + OUTBOX_OVERHEAD).toFixed(2)}× the CPU of one without`,
      pass: ratio <= 1 + OUTBOX_OVERHEAD && bench.quiet.non2xx === 0 && bench.loud.non2xx === 0 && bench.held === 0,
      applies: true,
      value:
        `${ratio.toFixed(3)}× the CPU a review (${ms(cpu(bench.loud))} against ${ms(cpu(bench.quiet))}; ` +
        `${bench.quiet.non2xx + bench.loud.non2xx} not 201, ${bench.held} held)`,
    },
    {
      name: `${f.events} events fanned out to ${f.endpoints} endpoints: all delivered, verified, in order`,
      pass: f.problem === null && f.delivered === f.expected && f.verified === f.expected && f.inOrder,
      applies: true,
      value: `${f.verified}/${f.expected} verified in ${f.seconds.toFixed(1)} s${f.problem ? ` (${f.problem})` : ''}`,
    },
  ];
}
