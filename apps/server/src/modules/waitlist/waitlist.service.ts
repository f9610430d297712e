import {
  WAITLIST,
  WAITLIST_CSV_COLUMNS,
  WAITLIST_TEXTS,
  type waitlistJoinBodySchema,
  type WaitlistJoinResponse,
} from '@app/contract';
import type { z } from 'zod';
import { rateLimited } from '../../http/http-error';
import { addressKey } from '../../rate-limit/address-key';
import type { RateLimiter, RateLimitRule } from '../../rate-limit/rate-limiter';
import { csvRow } from './waitlist-csv';
import type { WaitlistKey, WaitlistRepository } from './waitlist.repository';

type JoinBody = z.output<typeof waitlistJoinBodySchema>;

/** Rows per query of the export: its memory stays flat however long the list is. */
const EXPORT_PAGE = 1000;

export type WaitlistServiceDeps = {
  repository: WaitlistRepository;
  limiter: RateLimiter;
  clock?: () => Date;
  /** Joins per client address and window; tests lower it. */
  joinsPerIp?: number;
};

/** The waitlist's rules (docs/product/waitlist.md): one entry per address, limited per IP. */
export class WaitlistService {
  private readonly repository: WaitlistRepository;
  private readonly limiter: RateLimiter;
  private readonly clock: () => Date;
  private readonly joinRule: RateLimitRule;

  constructor(deps: WaitlistServiceDeps) {
    this.repository = deps.repository;
    this.limiter = deps.limiter;
    this.clock = deps.clock ?? (() => new Date());
    this.joinRule = {
      name: 'waitlist.joinPerIp',
      limit: deps.joinsPerIp ?? WAITLIST.joinsPerIp,
      windowMs: WAITLIST.joinsPerIpWindowMs,
    };
  }

  /**
   * Puts the address on the list once, whatever its letter case; a repeat keeps the first entry
   * and gets the same answer, so the call does not tell who is on the list.
   */
  async join(body: JoinBody, ip: string): Promise<WaitlistJoinResponse> {
    if (!(await this.limiter.attempt(this.joinRule, addressKey(ip)))) {
      throw rateLimited(WAITLIST_TEXTS.rateLimited);
    }
    await this.repository.insert({
      email: body.email,
      emailNormalized: body.email.toLowerCase(),
      name: body.name ?? null,
      campaign: body.metadata?.campaign ?? null,
      createdAt: this.clock(),
    });
    return { success: true, message: WAITLIST_TEXTS.joined };
  }

  /** The list as CSV, oldest entry first: the header row, then a chunk per page of entries. */
  async *exportCsv(): AsyncGenerator<string> {
    yield csvRow(WAITLIST_CSV_COLUMNS);
    let after: WaitlistKey | null = null;
    for (;;) {
      const rows = await this.repository.page(after, EXPORT_PAGE);
      if (rows.length > 0) {
        yield rows
          .map((row) => csvRow([row.email, row.name, row.campaign, row.createdAt.toISOString()]))
          .join('');
      }
      const last = rows.at(-1);
      if (!last || rows.length < EXPORT_PAGE) return;
      after = { createdAt: last.createdAt, id: last.id };
    }
  }
}
