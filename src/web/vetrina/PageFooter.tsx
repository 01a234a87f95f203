import { usePage } from './page-context.js';

/** 'Scarica il PDF' and who receives the buyer's data (DECISIONS 'Published catalogues'). */
export function PageFooter() {
  const { catalogue, words } = usePage();
  const { company, content } = catalogue;
  return (
    <footer className="border-t border-line bg-white px-5 py-8 text-sm">
      <div className="mx-auto flex max-w-6xl flex-col gap-2">
        <p>{words.dataController(company.name)}</p>
        <p className="flex flex-wrap gap-x-4">
          {company.email && <a href={`mailto:${company.email}`} className="underline underline-offset-2">{company.email}</a>}
          {company.phone && <a href={`tel:${company.phone.replace(/[^\d+]/g, '')}`} className="underline underline-offset-2">{company.phone}</a>}
        </p>
        {content.settings.footer && <p className="text-muted">{content.settings.footer}</p>}
      </div>
    </footer>
  );
}
