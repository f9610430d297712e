import {
  WEB_VITALS,
  WEB_VITALS_TEXTS,
  type WebVitalDay,
  type WebVitalReport,
  type WebVitalsSummary,
} from '@app/contract';
import { rateLimited } from '../../http/http-error';
import { addressKey } from '../../rate-limit/address-key';
import type { RateLimiter, RateLimitRule } from '../../rate-limit/rate-limiter';
import { bucketOf, histogramPercentile } from './histogram';
import type { WebVitalCount, WebVitalsRepository } from './web-vitals.repository';

const DAY_MS = 86_400_000;
const utcDay = (at: Date) => at.toISOString().slice(0, 10);
const keyOf = (c: Pick<WebVitalCount, 'day' | 'page' | 'name' | 'bucket'>) =>
  `${c.day}\u0000${c.page}\u0000${c.name}\u0000${String(c.bucket).padStart(6, '0')}`;

export type WebVitalsServiceDeps = {
  repository: WebVitalsRepository;
  limiter: RateLimiter;
  clock?: () => Date;
  /** Reports per client address and minute (WEB_VITALS.perIpPerMinute by default). */
  perIpPerMinute?: number;
};

/**
 * Field interaction latency (docs/product/analytics.md#interaction-latency): visits' reports
 * counted per UTC day of arrival, page family and bucket; read back as each page's p75 per day.
 */
export class WebVitalsService {
  private readonly repository: WebVitalsRepository;
  private readonly limiter: RateLimiter;
  private readonly clock: () => Date;
  private readonly perIp: RateLimitRule;

  constructor(deps: WebVitalsServiceDeps) {
    this.repository = deps.repository;
    this.limiter = deps.limiter;
    this.clock = deps.clock ?? (() => new Date());
    this.perIp = {
      name: 'web-vitals-ip',
      limit: deps.perIpPerMinute ?? WEB_VITALS.perIpPerMinute,
      windowMs: 60_000,
    };
  }

  /** Counts the reports (all of them, in one statement); 429 past the address's budget. */
  async record(body: WebVitalReport | WebVitalReport[], ip: string): Promise<{ accepted: number }> {
    const reports = Array.isArray(body) ? body : [body];
    if (!(await this.limiter.attempt(this.perIp, addressKey(ip), reports.length))) {
      throw rateLimited(WEB_VITALS_TEXTS.rateLimited);
    }
    const day = utcDay(this.clock());
    const cells = new Map<string, WebVitalCount>();
    for (const report of reports) {
      const cell = { day, page: report.page, name: report.name, bucket: bucketOf(report.value) };
      const key = keyOf(cell);
      const seen = cells.get(key);
      if (seen) seen.visits += 1;
      else cells.set(key, { ...cell, visits: 1 });
    }
    const ordered = [...cells.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, c]) => c);
    await this.repository.add(ordered);
    return { accepted: reports.length };
  }

  /** Each page's p75 per day over the last WEB_VITALS.reportDays days, newest day first. */
  async summary(): Promise<WebVitalsSummary> {
    const since = utcDay(new Date(this.clock().getTime() - (WEB_VITALS.reportDays - 1) * DAY_MS));
    const cells = await this.repository.since(since);
    const groups = new Map<string, { head: WebVitalCount; cells: WebVitalCount[] }>();
    for (const cell of cells) {
      const key = `${cell.day}\u0000${cell.page}\u0000${cell.name}`;
      const group = groups.get(key);
      if (group) group.cells.push(cell);
      else groups.set(key, { head: cell, cells: [cell] });
    }
    // the repository's order (day desc, page, metric) is kept by the map
    const days = [...groups.values()].map(({ head, cells: group }): WebVitalDay => ({
      day: head.day,
      page: head.page as WebVitalDay['page'],
      name: head.name as WebVitalDay['name'],
      p75_ms: histogramPercentile(group, 0.75),
      visits: group.reduce((sum, c) => sum + c.visits, 0),
    }));
    return { days };
  }
}
