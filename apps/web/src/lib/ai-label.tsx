import { WALLET_TEXTS, type AiDisclosure } from '@app/contract';

type Props = { disclosure: AiDisclosure | undefined; className?: string };

/**
 * 'AI-generated' / 'Partly AI-generated' on a series an editor marked so
 * (docs/product/series-and-play.md#ai-label); nothing otherwise.
 */
export function AiLabel({ disclosure, className = '' }: Props) {
  if (disclosure === undefined || disclosure === 'none') return null;
  return (
    <span
      data-testid="ai-label"
      className={`inline-flex items-center gap-1 rounded-full bg-sky-400/15 px-2.5 py-0.5 text-xs font-semibold text-sky-200 ring-1 ring-sky-300/30 ${className}`}
    >
      <svg viewBox="0 0 24 24" className="size-3.5" fill="currentColor" aria-hidden="true">
        <path d="M12 2l1.8 5.2L19 9l-5.2 1.8L12 16l-1.8-5.2L5 9l5.2-1.8zM19 14l.9 2.1L22 17l-2.1.9L19 20l-.9-2.1L16 17l2.1-.9z" />
      </svg>
      {WALLET_TEXTS.aiDisclosure[disclosure]}
    </span>
  );
}
