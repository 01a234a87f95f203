import { ArrowLeft, BadgeEuro, Clock, CreditCard, FileDown, Gem, Palette, Upload } from 'lucide-react';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import { Link } from 'react-router';
import { BRAND_NAME, BRAND_SUBTITLE } from '../../../shared/brand.js';
import { buttonClasses } from '../../ui/Button.js';
import { StepList } from '../../ui/StepList.js';
import { accessRequestMailto, useContactEmail } from '../auth/app-info.js';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="font-display text-3xl sm:text-4xl">
        {title}
      </h2>
      <div className="mt-8">{children}</div>
    </section>
  );
}

const BENEFITS: { icon: Icon; title: string; text: string }[] = [
  { icon: Clock, title: 'Risparmio di tempo', text: 'Un catalogo completo in pochi minuti, senza impaginare a mano ogni pagina.' },
  { icon: BadgeEuro, title: 'Riduzione dei costi', text: 'Niente studio grafico né software costosi: paghi solo i cataloghi che crei.' },
  { icon: Gem, title: 'Qualità professionale', text: 'Impaginazioni pulite, tipografia curata e formato A4 pronto per la stampa.' },
];

const FEATURES: { icon: Icon; title: string; text: string }[] = [
  { icon: Upload, title: 'Caricamento immagini', text: 'Supporto JPG, PNG e GIF, caricamento multiplo con trascinamento.' },
  { icon: Palette, title: 'Personalizzazione', text: '12 caratteri tipografici, titoli e testi su misura, 9 lingue.' },
  { icon: FileDown, title: 'Generazione PDF', text: 'Formato A4 verticale o orizzontale, layout adattivi da 4 a 9 immagini per pagina.' },
  { icon: CreditCard, title: 'Sistema a crediti', text: '1 credito = 1 PDF, con il monitoraggio dei consumi in tempo reale e notifiche amministratore.' },
];

const STEPS = [
  { title: 'Carica le immagini', text: 'Trascina le foto dei tuoi prodotti.' },
  { title: 'Personalizza', text: 'Titolo, testi, carattere, lingua e impaginazione.' },
  { title: 'Anteprima', text: 'Controlla la disposizione della prima pagina.' },
  { title: 'Scarica il PDF', text: 'Il catalogo è pronto da inviare ai clienti.' },
];

/** Spec 2: the marketing page for visitors. */
export default function FeaturesPage() {
  const contactEmail = useContactEmail();
  return (
    <div className="min-h-dvh">
      <header className="bg-ink px-6 py-16 text-paper sm:px-12 sm:py-24">
        <div className="mx-auto max-w-5xl">
          <Link to="/login" className={buttonClasses('inverse', 'sm')}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Torna al Login
          </Link>
          <h1 className="mt-12 font-display text-5xl sm:text-7xl">{BRAND_NAME}</h1>
          <p className="mt-4 text-sm uppercase tracking-[0.25em] text-stone-300">{BRAND_SUBTITLE}</p>
          <p className="mt-8 max-w-2xl text-lg leading-relaxed text-stone-200">
            Trasforma le foto della tua collezione in cataloghi PDF eleganti, pronti da condividere con buyer e clienti.
          </p>
          <a href={accessRequestMailto(contactEmail)} className={`${buttonClasses('accent')} mt-10`}>
            Richiedi Accesso
          </a>
        </div>
      </header>
      <main className="mx-auto grid max-w-5xl gap-20 px-6 py-16 sm:px-12 sm:py-24">
        <Block id="benefits-title" title={`Perché ${BRAND_NAME}`}>
          <ul className="grid gap-6 md:grid-cols-3">
            {BENEFITS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl border border-line bg-white p-6">
                <Icon aria-hidden="true" className="size-6 text-accent" />
                <h3 className="mt-4 text-xl">{title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted">{text}</p>
              </li>
            ))}
          </ul>
        </Block>
        <Block id="features-title" title="Funzionalità">
          <ul className="grid gap-6 sm:grid-cols-2">
            {FEATURES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4 rounded-2xl bg-accent-soft/60 p-6">
                <Icon aria-hidden="true" className="size-6 shrink-0 text-accent" />
                <div>
                  <h3 className="text-xl">{title}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-muted">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </Block>
        <Block id="steps-title" title="Come funziona">
          <StepList steps={STEPS} />
        </Block>
        <section className="rounded-3xl bg-ink px-6 py-12 text-center text-paper sm:px-12">
          <h2 className="font-display text-3xl">Pronto a presentare la tua collezione?</h2>
          <div className="mt-8 flex flex-wrap justify-center gap-4">
            <a href={accessRequestMailto(contactEmail)} className={buttonClasses('accent')}>
              Richiedi Accesso
            </a>
            <Link to="/login" className={buttonClasses('inverse')}>
              Torna al Login
            </Link>
          </div>
        </section>
      </main>
    </div>
  );
}
