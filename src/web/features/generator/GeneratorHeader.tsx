import { LogOut } from 'lucide-react';
import { UI_TEXTS, type PublicUser } from '../../../shared/index.js';
import { Brand } from '../../ui/Brand.js';
import { Button } from '../../ui/Button.js';
import { useLogout } from '../auth/session.js';

/** Spec 1: the brand, the person and company, the credits (red at exactly 0) and 'Esci'. */
export function GeneratorHeader({ user }: { user: PublicUser }) {
  const logout = useLogout();
  const creditTone = user.crediti === 0 ? 'text-danger' : 'text-success';
  return (
    <header className="sticky top-0 z-20 border-b border-line bg-paper/90 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-8 sm:py-4">
        <Brand as="h1" />
        <div className="flex items-center gap-3 sm:gap-6">
          <div className="text-right leading-tight">
            <p className="text-sm font-medium">{user.nomePersona}</p>
            <p className="hidden text-xs text-muted sm:block">{user.nomeAzienda}</p>
            <p className={`text-sm font-semibold tabular-nums ${creditTone}`} data-testid="credits">
              {user.crediti} crediti
            </p>
          </div>
          <Button variant="outline" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
            <LogOut aria-hidden="true" className="size-4" />
            {UI_TEXTS.logout.label}
          </Button>
        </div>
      </div>
    </header>
  );
}
