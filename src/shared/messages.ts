import { countOf, imagesCount } from './plural.js';

/**
 * Every Italian text that the server sends or that more than one part shows. Screen-only copy
 * lives beside its screen in src/web; the texts quoted by spec 8 live here so tests can import them.
 */
export const MESSAGES = {
  validation: {
    mustBeText: 'Il valore deve essere un testo.',
    mustBeInteger: 'Il valore deve essere un numero intero.',
    tooShort: (min: number) => `Inserisci almeno ${min} caratteri.`,
    tooLong: (max: number) => `Inserisci al massimo ${max} caratteri.`,
    tooSmall: (min: number) => `Il valore minimo è ${min}.`,
    tooLarge: (max: number) => `Il valore massimo è ${max}.`,
    nulByte: 'Il testo contiene caratteri non ammessi.',
    /** Issue 27.9: accents stacked on one letter beyond MARKS_PER_BASE_MAX. */
    tooManyMarks: (max: number) => `Troppi segni diacritici sulla stessa lettera: al massimo ${max}.`,
    invalidId: 'Identificativo non valido.',
    usernameRequired: 'Username richiesto',
    usernameSpacing: 'Lo username non può iniziare o finire con uno spazio, né avere due spazi di seguito.',
    usernameCharacter: (codePoint: string) =>
      `Lo username non può contenere il carattere ${codePoint}: sono ammessi lettere, cifre, accenti e i simboli ASCII (come . _ - @), con un solo spazio tra le parole.`,
    usernameLeadingMark: 'Una parola dello username non può iniziare con un accento o un altro segno senza la sua lettera.',
    usernameDirection:
      'Una parola dello username con lettere da destra a sinistra (ebraico, arabo…) deve iniziare con una di esse, finire con una di esse o con una cifra e non mescolarle con lettere latine.',
    passwordRequired: 'Password richiesta',
    companyRequired: 'Nome azienda richiesto',
    personRequired: 'Nome persona richiesto',
    phoneRequired: 'Telefono richiesto',
    emailRequired: 'Email richiesta',
    emailInvalid: 'Indirizzo email non valido.',
    maxImagesRange: 'Il limite deve essere un numero intero da 1 a 100.',
    creditsRange: 'I crediti devono essere un numero intero da 0 a 1.000.000.',
    imagesPerPage: 'Le immagini per pagina possono essere 4, 6 o 9.',
    layout: "L'impaginazione può essere grid (griglia di foto) o line-sheet (tabella dei prodotti).",
    look: 'Lo stile può essere classic, minimal, editorial o gallery.',
    photoFit: 'Le foto possono essere fit (adatta, intere) o fill (riempi, ritagliate sulla cella).',
    frameRatio: 'Il formato delle foto può essere automatico, 2:3, 3:4, 4:5, 1:1 o 3:2.',
    onePerPage: 'Una foto per pagina può essere attiva o no.',
    focus: 'Il punto focale è una coppia [x, y] di numeri tra 0 e 1 (0.5, 0.5 è il centro della foto).',
    currency: 'La valuta può essere EUR, USD, GBP, CHF o JPY.',
    unknownField: (name: string) => `Campo non previsto: ${name}.`,
    invalidRequest: 'Richiesta non valida.',
    mustBeNumber: 'Il valore deve essere un numero.',
    priceCents: 'Il prezzo può avere al massimo due decimali.',
    hexColour: 'Il colore deve essere nel formato #rrggbb (es. #8a5a44).',
    invalidDate: 'La data deve essere nel formato ISO 8601 (es. 2026-01-15T10:00:00.000Z).',
    mustBeBoolean: 'Il valore deve essere true o false.',
    storedFileName: 'Nome di file non valido: atteso l\'hash SHA-256 del contenuto seguito da .pdf, .webp o .jpg.',
    termsToAccept: 'Per inviare l\'ordine occorre accettare le condizioni di vendita.',
  },
  errors: {
    validationFailed: 'Alcuni dati non sono validi.',
    invalidJson: 'Il corpo della richiesta non è un JSON valido.',
    unauthorized: 'Accesso richiesto.',
    invalidCredentials: 'Credenziali non valide',
    sessionExpired: 'Sessione scaduta',
    forbidden: 'Non hai i permessi per questa operazione.',
    insufficientCredits:
      "Non hai crediti sufficienti per generare un catalogo. Contatta l'amministratore per acquistare nuovi crediti.",
    notFound: 'Risorsa non trovata.',
    userNotFound: 'Utente non trovato.',
    usernameTaken: 'Username già in uso.',
    adminExists: 'Un amministratore esiste già.',
    idempotencyInFlight: 'Una richiesta con la stessa chiave è ancora in corso. Riprova tra poco.',
    idempotencyKeyReused: 'La chiave di idempotenza è già stata usata con dati diversi.',
    idempotencyKeyInvalid: 'La chiave di idempotenza non è valida.',
    payloadTooLarge: 'La richiesta è troppo grande.',
    unsupportedMediaType: 'Il corpo della richiesta deve essere JSON (application/json).',
    crossSite: 'Richiesta da un’origine non consentita.',
    rateLimited: (minutes: number) => `Troppi tentativi. Riprova tra ${minutes} minuti.`,
    translationUnavailable: 'Il servizio di traduzione non è disponibile. Il testo originale verrà mantenuto.',
    translationFailed: 'La traduzione non è riuscita. Il testo originale verrà mantenuto.',
    translationQuota: 'La quota del servizio di traduzione è esaurita. Il testo originale verrà mantenuto.',
    debugDisabled: 'Lo strumento di test è disattivato.',
    internal: 'Si è verificato un errore interno. Riprova più tardi.',
    badRequest: 'La richiesta non è valida.',
    requestTimeout: 'La richiesta è arrivata troppo lentamente ed è stata interrotta. Riprova.',
    headersTooLarge: 'Le intestazioni o l’indirizzo della richiesta sono troppo lunghi.',
    expectationFailed: 'Il server non può soddisfare l’intestazione Expect della richiesta.',
  },
  /** Issue 36: the published catalogues, their files and orders. */
  publications: {
    notFound: 'Catalogo pubblicato non trovato.',
    pendingNotFound: 'Pubblicazione in corso non trovata o scaduta: ricomincia la pubblicazione.',
    gone: 'Questo catalogo non è più disponibile.',
    tooManyLinks: (max: number) => `Hai già ${max} cataloghi pubblicati: eliminane uno per pubblicarne un altro.`,
    storageFull: (mb: number) => `Lo spazio per i cataloghi pubblicati (${mb} MB) è esaurito: elimina un catalogo pubblicato per liberarne.`,
    tooManyPhotos: (max: number) => `Un catalogo pubblicato può avere al massimo ${max} foto.`,
    fileTooLarge: (mb: number) => `Il file supera il limite di ${mb} MB.`,
    fileTypeMismatch: 'Il contenuto del file non corrisponde al suo tipo (PDF, WebP o JPEG).',
    fileTypeUnsupported: 'Sono accettati solo file PDF, WebP e JPEG (application/pdf, image/webp, image/jpeg).',
    fileHashMismatch: 'Il nome del file non corrisponde al suo contenuto (SHA-256).',
    photoTooLarge: (max: number) => `Le foto pubblicate possono avere al massimo ${max} pixel sul lato lungo.`,
    fileMissing: (name: string) => `Il file ${name} non è stato caricato.`,
    fileDiffers: (name: string) => `Il file ${name} non corrisponde a quanto dichiarato (dimensione in byte o in pixel).`,
    idempotencyKeyRequired: 'Manca l\'intestazione Idempotency-Key.',
    accessCodeWrong: 'Codice di accesso non valido.',
    accessCodeRequired: 'Questo catalogo è protetto da un codice di accesso.',
    orderingClosed: 'Questo catalogo non accetta ordini.',
    orderEmpty: 'L\'ordine è vuoto: indica almeno un capo.',
    orderTooManyLines: (max: number) => `Un ordine può avere al massimo ${max} righe.`,
    orderUnknownItem: (key: string) => `Articolo non presente nel catalogo: ${key}.`,
    orderUnknownSize: (key: string, size: string) => `Taglia ${size} non disponibile per ${key}.`,
    orderStyleTerms: (styles: string) => `Quantità non conformi alle condizioni (minimo d'ordine o multipli della confezione) per: ${styles}.`,
    ordersRateLimited: 'Troppi ordini inviati da questo indirizzo. Riprova più tardi.',
    orderNotFound: 'Ordine non trovato.',
  },
  success: {
    adminCreated: 'Admin creato con successo! Ora puoi accedere.',
    databaseReset: 'Database resettato con successo! Admin ricreato.',
    credentialsUpdated: 'Credenziali aggiornate',
    limitUpdated: 'Il limite massimo di immagini per catalogo è stato aggiornato.',
    loggedOut: 'Logout effettuato',
  },
  /** The administrator's per-user tools (issue 6.9). */
  userAccounts: {
    nothingToUpdate: 'Indica almeno un dato da modificare.',
    accountDisabled: "Account disattivato. Contatta l'amministratore.",
    passwordSet: "Password aggiornata. Le sessioni aperte dell'utente sono state chiuse.",
    userDeleted: 'Utente eliminato. I suoi cataloghi restano nel log senza dati personali.',
    /** Stands in for the username in the logs of a deleted user. */
    deletedUserLabel: 'Utente eliminato',
    /** Who charged a credit: the catalogue, not a person. */
    catalogueActor: 'Catalogo',
    /** A grant by an administrator account that no longer exists (a reset recreates it). */
    formerAdmin: 'Amministratore',
    creditsAdded: "Crediti aggiunti dall'amministratore",
    creditsRemoved: "Crediti tolti dall'amministratore",
    catalogueCharged: (images: number | null) => (images === null ? 'Catalogo generato' : `Catalogo generato (${imagesCount(images)})`),
  },
} as const;

/** Texts of spec 8 shown by the web app in toasts and overlays. */
export const UI_TEXTS = {
  loading: 'Caricamento...',
  login: {
    submit: 'Accedi',
    pending: 'Accesso in corso...',
    errorTitle: 'Errore di accesso',
    successTitle: 'Accesso effettuato',
    /** Neutral, since the product does not know the person's gender (docs/decisions/0794). */
    welcome: (name: string, credits: number) => `Ti diamo il benvenuto, ${name}! Hai ${countOf(credits, 'credito disponibile', 'crediti disponibili')}.`,
  },
  logout: { label: 'Esci', success: 'Logout effettuato', failure: 'Errore durante il logout' },
  admin: {
    loginSubmit: 'Accedi come Amministratore',
    initButton: 'Inizializza Admin',
    loginErrorTitle: 'Errore di accesso amministratore',
    loginSuccess: 'Accesso amministratore effettuato',
    authCheckFailure: 'Errore verifica autenticazione admin',
    authDefault: 'Errore di autenticazione admin',
    networkError: 'Errore di rete',
    httpError: (status: number) => `Errore HTTP ${status}`,
    initFailureTitle: 'Errore',
    initFailure: "Errore durante l'inizializzazione",
    unknownError: 'Errore sconosciuto',
    initSuccessTitle: 'Inizializzazione completata',
    resetFailure: 'Errore durante il reset',
    resetFailureTitle: 'Impossibile resettare il database',
    resetSuccessTitle: 'Reset completato',
    resetConfirm:
      'ATTENZIONE: Questo eliminerà TUTTI i dati dal database (utenti, admin, cataloghi, impostazioni). Sei sicuro di voler procedere?',
    testFailed: 'Test fallito',
    testError: 'Errore durante il test',
    userCreatedTitle: 'Utente creato',
    userCreated: "L'utente è stato creato con successo",
    creditsUpdated: 'Crediti aggiornati',
    credentialsUpdated: 'Credenziali aggiornate',
    credentialsUpdatedDetail: 'Usa il nuovo username e la nuova password dal prossimo accesso. Le altre sessioni amministratore sono state chiuse.',
    limitUpdatedTitle: 'Limite aggiornato',
    limitUpdateFailure: "Errore durante l'aggiornamento del limite.",
  },
  generator: {
    /** Issue 11.6: a photo that would print under LOW_RESOLUTION_PPI in the current layout. */
    lowResolution: (ppi: number) => `Bassa risoluzione: ${ppi} ppi`,
    lowResolutionHint: 'Sotto 150 ppi la foto stampata appare sgranata: usa un file più grande o scegli più foto per pagina.',
    coverResolution: (ppi: number) => `Stampa a ${ppi} ppi`,
    coverLowResolution: (name: string, ppi: number) => `la copertina (${name}, ${ppi} ppi)`,
    coverLowResolutionHint: 'Sotto 150 ppi la copertina stampata appare sgranata: usa un file più grande o il grande riquadro.',
    lowResolutionSummary: (photos: string) => `Bassa risoluzione (sotto 150 ppi, la stampa apparirà sgranata): ${photos}.`,
    /** Issue 11.5: a text that would need type under 6 pt is refused where it is typed. */
    textTooLong: 'Troppo lungo per la pagina: non entra nemmeno a 6 pt. Accorcia il testo per generare il PDF.',
    textsTooLong: (fields: string) => `Testi troppo lunghi per la pagina (non entrano nemmeno a 6 pt): ${fields}. Accorciali per generare il PDF.`,
    /** Issue 26.4: a caption's name beyond two lines under its photo prints shortened, whole for screen readers. */
    captionShortened: 'Il nome non entra nello spazio della didascalia: in stampa finisce con «…»; resta intero nel testo alternativo.',
    captionsShortened: (photos: string) => `Nomi abbreviati con «…» (non entrano nello spazio della didascalia; restano interi nel testo alternativo): ${photos}.`,
    /** Issue 11.2: characters no font has print as a visible stand-in, and the user is told first. */
    unprintable: (characters: string) => `Nessun font ha questi caratteri: nel PDF appariranno come «\ufffd»: ${characters}`,
    /** Issue 25.5: a header text that would print nothing but stand-ins is refused before any charge. */
    unprintableOnly: (characters: string) => `Nessun font ha questi caratteri, e il testo stamperebbe solo «\ufffd»: ${characters}. Cambia il testo per generare il PDF.`,
    textsUnprintable: (fields: string) => `Testi che stamperebbero solo «\ufffd» (nessun font ha i loro caratteri): ${fields}. Cambiali per generare il PDF.`,
    generateButton: 'Genera Catalogo PDF (1 credito)',
    noCreditsButton: 'Crediti insufficienti',
    overlayTitle: 'Generazione del catalogo in corso...',
    overlayWait: 'Attendere prego',
    noImage: "Per favore carica almeno un'immagine prima di generare il PDF.",
    noCredits:
      "Non hai crediti sufficienti per generare un catalogo. Contatta l'amministratore per acquistare nuovi crediti.",
    invalidSession: 'Sessione non valida. Ricarica la pagina e accedi nuovamente.',
    sessionExpired: 'Sessione scaduta',
    errorTitle: 'Errore nella generazione',
    genericError: 'Si è verificato un errore durante la generazione del catalogo. Controlla i formati delle immagini e riprova.',
    /** One toast for the charge and the download: one toast is visible at a time (docs/decisions/0791). */
    generatedTitle: 'Catalogo generato',
    generated: (credits: number) => `Il PDF è stato scaricato. Crediti rimanenti: ${credits}.`,
    unsupportedTitle: 'Formato non supportato',
    unsupported: (name: string) => `Il file "${name}" non è supportato. Usa JPG, PNG, GIF, WEBP o HEIC.`,
    limitTitle: 'Limite immagini raggiunto',
    limit: (max: number) => `Puoi caricare al massimo ${imagesCount(max)} per catalogo.`,
    /** Photos left out by the limit (spec 5), and what the user can do about it. */
    leftOut: (leftOut: number, added: number) => {
      const out = countOf(leftOut, 'immagine non è stata aggiunta', 'immagini non sono state aggiunte');
      if (added === 0) return `${out}: rimuovine qualcuna per fare spazio.`;
      return added === 1 ? `${out}: è entrata solo la prima.` : `${out}: sono entrate solo le prime ${added}.`;
    },
    removedAllTitle: 'Immagini rimosse',
    removedAll: (count: number) =>
      `${countOf(count, 'immagine rimossa', 'immagini rimosse')} dal catalogo. Premi Annulla per ${count === 1 ? 'riaverla' : 'riaverle'} con le didascalie, nello stesso ordine.`,
    undo: 'Annulla',
    undoAlt: 'Annulla la rimozione delle immagini',
  },
  notFound: '404 - Pagina non trovata',
} as const;

/** Column titles of the catalogue log, on the dashboard and in its CSV export (issue 6.9). */
export const CATALOG_LOG_COLUMNS = { dataGenerazione: 'Data (ora italiana)', username: 'Username', numeroImmagini: 'Immagini' } as const;
/** The user's own account (issue 6.8): the server's answers and the history's words. */
export const ACCOUNT_MESSAGES = {
  currentPasswordRequired: 'Password attuale richiesta',
  currentPasswordWrong: 'La password attuale non è corretta.',
  samePassword: 'La nuova password deve essere diversa da quella attuale.',
  confirmMismatch: 'Le due password non coincidono.',
  pageNumber: 'Il numero di pagina deve essere un intero positivo.',
  passwordChangedTitle: 'Password aggiornata',
  passwordChanged: 'Le altre sessioni del tuo account sono state chiuse.',
  creditTopUp: "Ricarica dall'amministratore",
  creditCorrection: "Rettifica dall'amministratore",
  creditCatalog: 'Catalogo generato',
} as const;
