/** Product identity (DECISIONS "Name and brand"). */
export const BRAND_NAME = 'Vetrina';
export const BRAND_SUBTITLE = 'Generatore di Cataloghi Eleganti';
export const DEFAULT_CONTACT_EMAIL = 'accesso@vetrina.example';
export const PDF_CREATOR = 'Vetrina';

/** `vetrina-catalogo.pdf`, or `vetrina-catalogo-<slug>.pdf` when the catalogue has a title. */
export function catalogFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug ? `vetrina-catalogo-${slug}.pdf` : 'vetrina-catalogo.pdf';
}
