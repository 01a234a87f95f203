import { usePage } from './page-context.js';

/** The catalogue's PDF as built, the file the owner downloads. */
export function DownloadPdf() {
  const { catalogue, words } = usePage();
  return (
    <a href={`${catalogue.filesBase}${catalogue.content.pdf.file}`} download className="inline-flex items-center rounded border border-ink px-4 py-2 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink">
      {words.downloadPdf}
    </a>
  );
}
