import { WALLET, WALLET_TEXTS, type Rewards } from '@app/contract';
import { serverDetail } from '../../../lib/api-error';
import { useCheckIn } from '../api/rewards-queries';
import { formatWhen } from '../lib/time-zone';
import { Schedule } from './schedule';
import { REWARDS_CLASSES as C } from '../lib/rewards-classes';

type Props = { uid: string; timeZone: string | undefined; rewards: Rewards };

/** Today's check-in: the schedule, the streak day, the button or when the next one counts. */
export function CheckInCard({ uid, timeZone, rewards }: Props) {
  const checkIn = useCheckIn(uid, timeZone);
  const granted = checkIn.data?.granted ?? 0;
  return (
    <section aria-labelledby="check-in-title" className={C.checkIn}>
      <div className={C.checkInHeadingRow}>
        <h2 id="check-in-title" className={C.sectionHeading}>
          {WALLET_TEXTS.checkIn}
        </h2>
        <p className="m-0 text-sm text-muted">
          {WALLET_TEXTS.streakDay(rewards.streak_day, rewards.schedule.length)}
        </p>
      </div>
      <Schedule
        schedule={rewards.schedule}
        today={rewards.streak_day}
        checkedInToday={rewards.checked_in_today}
      />
      {rewards.checked_in_today ? (
        <div className="grid gap-1">
          <button
            type="button"
            disabled
            className="h-11 rounded-full border-0 bg-surface-2 text-sm font-semibold text-muted"
          >
            {WALLET_TEXTS.checkedIn}
          </button>
          <p className="m-0 text-center text-sm text-muted">
            {WALLET_TEXTS.nextCheckIn(formatWhen(rewards.next_check_in_at))}
          </p>
        </div>
      ) : (
        <button
          type="button"
          disabled={checkIn.isPending}
          onClick={() => checkIn.mutate()}
          className="h-11 cursor-pointer rounded-full border-0 bg-amber-400 text-sm font-bold text-black hover:brightness-110 disabled:cursor-wait disabled:opacity-60"
        >
          {WALLET_TEXTS.checkInReward(rewards.today_reward)}
        </button>
      )}
      <p role="status" className={C.status}>
        {granted > 0 ? `+${WALLET_TEXTS.coins(granted)}` : ''}
      </p>
      {checkIn.error && (
        <p role="alert" className="m-0 text-sm text-red-300">
          {serverDetail(checkIn.error) ?? checkIn.error.message}
        </p>
      )}
    </section>
  );
}

/**
 * The card's box while the rewards answer comes, row for row (a viewer who has not checked in
 * today): the coin packs below it do not move when the answer lands.
 */
export function CheckInCardPlaceholder() {
  return (
    <section aria-labelledby="check-in-title" aria-busy="true" className={C.checkIn}>
      <div className={C.checkInHeadingRow}>
        <h2 id="check-in-title" className={C.sectionHeading}>
          {WALLET_TEXTS.checkIn}
        </h2>
        {/* the streak's text, unseen, for its line's height and baseline */}
        <p aria-hidden="true" className={C.streakPlaceholder}>
          {WALLET_TEXTS.streakDay(1, WALLET.checkInSchedule.length)}
        </p>
      </div>
      <Schedule schedule={WALLET.checkInSchedule} />
      <div aria-hidden="true" className={C.buttonPlaceholder} />
      <p role="status" className={C.status} />
    </section>
  );
}
