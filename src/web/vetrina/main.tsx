import { hydrateRoot } from 'react-dom/client';
import { loadCatalogueFont } from './catalogue-font.js';
import { readPageData } from './page-data.js';
import { VetrinaPage } from './VetrinaPage.js';
import './vetrina.css';

/**
 * The public page's entry (issue 36.2): a second Vite entry that loads neither the generator nor
 * the PDF engine. The server has already drawn the page from the same data with the same
 * components (decision 1042); this makes it live. Without its data (a file opened by hand) it
 * leaves the server's markup alone.
 */
const data = readPageData(document);
const container = document.getElementById('vetrina');
if (data && container) {
  if (data.status === 'ok') loadCatalogueFont(data.catalogue.content.settings.font);
  hydrateRoot(container, <VetrinaPage data={data} />);
}
