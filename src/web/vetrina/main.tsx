import { createRoot } from 'react-dom/client';
import { languageInfo } from '../../shared/languages.js';
import { readPageData } from './page-data.js';
import { VetrinaPage } from './VetrinaPage.js';
import { pageLanguage } from './words.js';
import './vetrina.css';

/**
 * The public page's entry (issue 36.2): a second Vite entry that loads neither the generator nor
 * the PDF engine. Without its data (a file opened by hand) it leaves the server's markup alone.
 */
const data = readPageData(document);
const container = document.getElementById('vetrina');
if (data && container) {
  document.documentElement.lang = languageInfo(pageLanguage(data.status === 'ok' ? data.catalogue.content.settings.language : data.language)).iso;
  createRoot(container).render(<VetrinaPage data={data} />);
}
