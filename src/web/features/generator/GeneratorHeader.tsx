import { LogOut } from 'lucide-react';
import { creditsCount, UI_TEXTS, type PublicUser } from '../../../shared/index.js';
import { Brand } from '../../ui/Brand.js';
import { Button } from '../../ui/Button.js';
import { StickyHeader } from '../../ui/StickyHeader.js';
import { AccountDialog } from '../account/AccountDialog.js';
import { useLogout } from '../auth/session.js';
import { UserNav } from '../orders/UserNav.js';

/** Spec 1: the brand, the person and company, the credits (red at exactly 0) and 'Esci'; issue 6.8: 'Il mio account'. */
export function GeneratorHeader({ user }: { user: PublicUser }) {
  const logout = useLogout();
  const creditTone = user.crediti === 0 ? 'text-danger' : 'text-success';
  return (
    <StickyHeader className="z-20 border-b border-line bg-paper/90 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 sm:px-8 sm:py-4">
        <Brand as="h1" />
        <UserNav />
        <div className="order-3 flex w-full items-baseline gap-x-3 border-t border-line pt-2 text-sm leading-tight sm:order-2 sm:ml-auto sm:w-auto sm:flex-col sm:items-end sm:gap-0.5 sm:border-0 sm:pt-0">
          <p className="truncate font-medium">{user.nomePersona}</p>
          <p className="truncate text-xs text-muted">{user.nomeAzienda}</p>
          <p className={`ml-auto font-semibold whitespace-nowrap tabular-nums sm:ml-0 ${creditTone}`} data-testid="credits">
            {creditsCount(user.crediti)}
          </p>
        </div>
        <div className="order-2 flex items-center gap-2 sm:order-3">
          <AccountDialog username={user.username} />
          <Button variant="outline" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
            <LogOut aria-hidden="true" className="size-4" />
            {UI_TEXTS.logout.label}
          </Button>
        </div>
      </div>
    </StickyHeader>
  );
}
