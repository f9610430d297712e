import {
  ErrorCode,
  WALLET,
  WALLET_ERRORS,
  type CheckInResponse,
  type Rewards,
} from '@app/contract';
import { badRequest } from '../../http/http-error';
import {
  canCheckIn,
  canonicalZone,
  localDate,
  nextCheckInAt,
  nextStreak,
  rewardFor,
  streakDay,
  type LastCheckIn,
} from './check-in-rules';
import type { WalletRow } from './wallet-ledger.repository';
import type { WalletLedger } from './wallet-ledger.service';

const lastCheckIn = (row: WalletRow): LastCheckIn =>
  row.lastCheckInDate && row.lastCheckInZone
    ? { date: row.lastCheckInDate, zone: row.lastCheckInZone, at: row.lastCheckInAt }
    : null;

const zoneOf = (requested: string | undefined): string => {
  const zone = canonicalZone(requested ?? 'UTC');
  if (!zone) throw badRequest(WALLET_ERRORS.invalidTimeZone, ErrorCode.VALIDATION_FAILED);
  return zone;
};

/** The daily check-in (docs/product/wallet.md#daily-check-in); its calendar is check-in-rules.ts. */
export class CheckInsService {
  constructor(private readonly deps: { ledger: WalletLedger }) {}

  private async state(row: WalletRow, zone: string, now: Date): Promise<Rewards> {
    const last = lastCheckIn(row);
    const open = canCheckIn(last, now, zone);
    const today = localDate(now, zone);
    const day = streakDay(open ? nextStreak(last, row.checkInStreak, today) : row.checkInStreak);
    return {
      schedule: [...WALLET.checkInSchedule],
      streak_day: day,
      today_reward: rewardFor(day),
      checked_in_today: !open,
      local_date: today,
      time_zone: zone,
      next_check_in_at: nextCheckInAt(last, now, zone).toISOString(),
      balance: row.bonusBalance + row.purchasedBalance,
      bonus_balance: row.bonusBalance,
      expiring: await this.deps.ledger.expiring(row.userId, now),
    };
  }

  async rewards(userId: string, requestedZone: string | undefined): Promise<Rewards> {
    const zone = zoneOf(requestedZone);
    const { row, now } = await this.deps.ledger.locked(userId, (wallet, now) =>
      Promise.resolve({ row: wallet.row, now }),
    );
    return this.state(row, zone, now);
  }

  /**
   * Once per calendar day in the viewer's zone, and `WALLET.checkInMinIntervalHours` apart
   * (check-in-rules.ts); a call before then answers the state with `granted: 0`.
   */
  async checkIn(userId: string, requestedZone: string | undefined): Promise<CheckInResponse> {
    const zone = zoneOf(requestedZone);
    const { ledger } = this.deps;
    const { row, now, granted } = await ledger.locked(userId, async (wallet, now) => {
      const last = lastCheckIn(wallet.row);
      if (!canCheckIn(last, now, zone)) return { row: wallet.row, now, granted: 0 };
      const date = localDate(now, zone);
      const streak = nextStreak(last, wallet.row.checkInStreak, date);
      const coins = rewardFor(streakDay(streak));
      await wallet.grantBonus({
        kind: 'grant',
        coins,
        reason: 'daily_check_in',
        // dates only grow (isNewDay), so one key per date cannot collide
        idempotencyKey: `check-in:${date}`,
        createdAt: now,
        expiresAt: ledger.bonusExpiry(now),
      });
      await wallet.setCheckIn(date, zone, now, streak);
      return { row: wallet.row, now, granted: coins };
    });
    return { ...(await this.state(row, zone, now)), granted };
  }
}
