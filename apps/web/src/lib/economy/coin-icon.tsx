/** The coin drawn beside balances and prices. */
export function CoinIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`shrink-0 ${className}`}>
      <circle cx="12" cy="12" r="9" fill="#f5b700" />
      <circle cx="12" cy="12" r="6" fill="none" stroke="#8a5a00" strokeWidth="1.5" />
    </svg>
  );
}
