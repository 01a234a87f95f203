import type { PublicPageData } from '../../shared/schemas/published.js';
import { AccessForm } from './AccessForm.js';
import { CataloguePage } from './CataloguePage.js';
import { pageLanguage, vetrinaWords } from './words.js';

/** The page for what the server sent: the catalogue, or the access-code form of a locked link. */
export function VetrinaPage({ data }: { data: PublicPageData }) {
  if (data.status === 'locked') return <AccessForm linkId={data.id} words={vetrinaWords(pageLanguage(data.language))} />;
  return <CataloguePage catalogue={data.catalogue} />;
}
