import { ArrowRight, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { UI_TEXTS } from '../../../shared/messages.js';
import { AuthLayout } from '../../ui/AuthLayout.js';
import { accessRequestMailto, useContactEmail } from './app-info.js';
import { LoginForm } from './LoginForm.js';
import { useLogin } from './session.js';

/** Spec 2: the user login, with the contact link for access and a link to the features page. */
export default function LoginPage() {
  const login = useLogin();
  const contactEmail = useContactEmail();
  return (
    <AuthLayout eyebrow="Area clienti">
      <h2 className="font-display text-3xl text-ink">Bentornato</h2>
      <p className="mt-2 mb-8 text-sm text-muted">Accedi per creare i cataloghi della tua collezione.</p>
      <LoginForm
        submitLabel={UI_TEXTS.login.submit}
        pendingLabel={UI_TEXTS.login.pending}
        pending={login.isPending}
        onSubmit={(credentials) => login.mutate(credentials)}
      />
      <div className="mt-10 grid gap-4 border-t border-line pt-6 text-sm">
        <p className="text-muted">
          Non hai un account? Gli accessi sono rilasciati dal fornitore: scrivici per riceverne uno.
        </p>
        <a href={accessRequestMailto(contactEmail)} className="inline-flex items-center gap-2 font-medium text-accent underline-offset-4 hover:underline">
          <Mail aria-hidden="true" className="size-4" />
          {contactEmail}
        </a>
        <Link to="/features" className="inline-flex items-center gap-2 font-medium text-ink underline-offset-4 hover:underline">
          Scopri le funzionalità
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </AuthLayout>
  );
}
