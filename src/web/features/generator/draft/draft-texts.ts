/** The Italian texts of captions, reordering and drafts (the beyond issue), shared with the tests. */
export const DRAFT_TEXTS = {
  priceFormat: 'Scrivi il prezzo in euro, ad esempio 12,50.',
  saved: 'Bozza salvata in questo browser',
  saving: 'Salvataggio della bozza…',
  loading: 'Caricamento della bozza…',
  unavailable:
    'Questo browser non permette di conservare la bozza (ad esempio in navigazione privata): foto e impostazioni restano solo finché la pagina è aperta.',
  quota: 'Spazio del browser esaurito: le ultime modifiche alla bozza non sono state salvate. Rimuovi qualche foto o libera spazio nel browser.',
  saveFailed: 'Impossibile salvare la bozza in questo browser: le ultime modifiche restano solo finché la pagina è aperta.',
  photosNotKept:
    'Questo browser (forse una finestra privata) conserva impostazioni, testi e didascalie della bozza, ma non le foto né il logo: se ricarichi la pagina dovrai caricarli di nuovo.',
  photosNotRestored:
    'Questo browser (forse una finestra privata) non ha conservato le foto né il logo della bozza: impostazioni, testi e didascalie sono stati ripristinati. Carica di nuovo le foto: quelle con lo stesso nome ritrovano la loro didascalia.',
  pdfPageOnly: 'Questo browser non conserva una copia del catalogo: puoi scaricarlo di nuovo finché la pagina resta aperta.',
  pdfMissing: "L'ultimo catalogo non è più disponibile in questo browser.",
  newCatalog: 'Nuovo catalogo',
  newCatalogTitle: 'Iniziare un nuovo catalogo?',
  newCatalogDescription:
    'Foto, didascalie, ordine e impostazioni della bozza saranno eliminati da questo browser. Il catalogo già scaricato resta disponibile.',
  newCatalogConfirm: 'Elimina la bozza',
  cancel: 'Annulla',
  downloadAgain: "Scarica di nuovo l'ultimo catalogo",
  downloadAgainHint: (fileName: string) => `${fileName}: nessun credito viene addebitato.`,
  reorderInstructions:
    "Premi Spazio o Invio per sollevare l'immagine, le frecce per spostarla, Spazio o Invio per lasciarla, Esc per annullare.",
  moveHandle: (name: string, position: number, count: number) => `Sposta ${name}, posizione ${position} di ${count}`,
  picked: (position: number, count: number) => `Immagine sollevata, posizione ${position} di ${count}. Usa le frecce per spostarla.`,
  moved: (position: number, count: number) => `Immagine spostata in posizione ${position} di ${count}`,
  dropped: (position: number, count: number) => `Immagine lasciata in posizione ${position} di ${count}`,
  cancelled: (position: number, count: number) => `Spostamento annullato: immagine di nuovo in posizione ${position} di ${count}`,
  moveEarlier: 'Sposta prima',
  moveLater: 'Sposta dopo',
  /** For the hidden instructions of the drag kit, which nothing names but which must not be English. */
  dragInstructions: 'Tieni premuta la scheda e trascinala su un’altra per spostare la foto, oppure usa i pulsanti Sposta prima e Sposta dopo.',
  addCaption: 'Aggiungi didascalia',
  editCaption: 'Modifica didascalia',
  captionName: 'Nome prodotto',
  captionSku: 'Codice (SKU)',
  captionPrice: 'Prezzo (€)',
  captionAlt: 'Testo alternativo',
  hero: 'In evidenza',
  heroHint: 'La foto in apertura della sua pagina, grande quanto quattro foto (due nelle pagine da 4).',
  fullPage: 'Pagina intera',
  fullPageHint: 'La foto intera su una pagina sua, nei margini del catalogo, con la didascalia sotto. Esce dopo la pagina di foto in corso, che prima si riempie.',
  /** Issue 12.3: what a screen reader says for the photo in the PDF when the field is empty. */
  captionAltHint: (fallback: string) => `Letto da chi usa un lettore di schermo. Se vuoto: «${fallback}».`,
} as const;
