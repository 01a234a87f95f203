import { useId } from 'react';
import { AccountHistory } from './AccountHistory.js';
import { ChangePasswordForm } from './ChangePasswordForm.js';

/** The two parts of 'Il mio account' (issue 6.8), loaded when the dialog first opens. */
export default function AccountPanels({ username }: { username: string }) {
  const passwordTitle = useId();
  const historyTitle = useId();
  return (
    <div className="grid gap-8">
      <section aria-labelledby={passwordTitle} className="grid gap-4">
        <h3 id={passwordTitle} className="text-xl text-ink">
          Cambia password
        </h3>
        <ChangePasswordForm username={username} />
      </section>
      <section aria-labelledby={historyTitle} className="grid gap-4 border-t border-line pt-6">
        <h3 id={historyTitle} className="text-xl text-ink">
          Storico
        </h3>
        <AccountHistory />
      </section>
    </div>
  );
}
