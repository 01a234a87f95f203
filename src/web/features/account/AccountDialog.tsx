import { UserRound } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../ui/Button.js';
import { Dialog } from '../../ui/Dialog.js';
import { Spinner } from '../../ui/Spinner.js';

// The form library and the history load on the first opening, not with the generator.
const AccountPanels = lazy(() => import('./AccountPanels.js'));

/**
 * 'Il mio account' in the generator's header: a dialog rather than a page, so the photos being
 * prepared on the generator stay where they are (docs/decisions/0622).
 */
export function AccountDialog({ username }: { username: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Il mio account"
      description="Cambia la tua password e consulta lo storico dei cataloghi e dei crediti."
      trigger={
        <Button variant="outline" size="sm">
          <UserRound aria-hidden="true" className="size-4" />
          <span className="sr-only sm:not-sr-only">Il mio account</span>
        </Button>
      }
    >
      <Suspense fallback={<Spinner className="size-6 text-accent" />}>
        <AccountPanels username={username} />
      </Suspense>
    </Dialog>
  );
}
