/** Spec 2: the credits badge is destructive at 0. */
export function CreditsBadge({ credits }: { credits: number }) {
  const tone = credits === 0 ? 'bg-danger text-white' : 'bg-accent-soft text-ink';
  return <span className={`inline-flex min-w-10 justify-center rounded-full px-2.5 py-0.5 text-sm font-semibold tabular-nums ${tone}`}>{credits}</span>;
}
