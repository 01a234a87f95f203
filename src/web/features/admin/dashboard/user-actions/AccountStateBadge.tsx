import type { AdminUser } from '../../../../../shared/index.js';
import { USER_ACTION_TEXTS as T } from './texts.js';

/** Marks a disabled account in the users table; an enabled one needs no mark. */
export function AccountStateBadge({ user }: { user: AdminUser }) {
  if (!user.disabledAt) return null;
  return (
    <span className="ml-2 inline-flex rounded-full bg-stone-200 px-2 py-0.5 font-sans text-xs font-semibold text-stone-700" data-testid="disabled-badge">
      {T.disabledBadge}
    </span>
  );
}
