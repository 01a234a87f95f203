/**
 * The account's contact as one line (issue 35.6): what the footer prints when the user leaves it
 * empty, so a buyer holding any page knows whom to call. Company, e-mail and phone, as far as known.
 */
export interface Contact {
  company?: string;
  email?: string;
  phone?: string;
}

/** Between the line's parts; the closing panel (describe/closing-panel.ts) sets them one a line again. */
export const CONTACT_SEPARATOR = ' · ';

export function contactLine({ company, email, phone }: Contact): string {
  return [company, email, phone]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(CONTACT_SEPARATOR);
}
