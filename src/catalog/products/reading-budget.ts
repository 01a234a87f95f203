/**
 * The time a product file may take (issue 38.2). Every step of the reading is linear in the file,
 * so a real price list of 20,000 rows is read in well under a second; a file that still takes
 * longer than this on a slow machine is given up cleanly, in Italian, naming the step and the row
 * it had reached, rather than holding the dialog or the CLI for minutes.
 */
import { SpreadsheetError, quoted } from './spreadsheet-error.js';

export const READING_SECONDS = 6;

/** The clock is read once every this many checks: a check must cost next to nothing. */
const CHECKS_PER_CLOCK = 128;

export class ReadingBudget {
  private checks = 0;
  private readonly until: number;

  constructor(
    private readonly fileName: string,
    private readonly milliseconds = READING_SECONDS * 1000,
  ) {
    this.until = performance.now() + milliseconds;
  }

  /** Gives up once the time is spent; `step` says in Italian what was being done ('il raggruppamento delle varianti'). */
  check(step: string, row?: number): void {
    if (this.checks++ % CHECKS_PER_CLOCK !== 0 || performance.now() <= this.until) return;
    const seconds = Math.max(1, Math.round(this.milliseconds / 1000)).toLocaleString('it-IT');
    const file = this.fileName ? ` «${quoted(this.fileName)}»` : '';
    const where = row === undefined ? step : `${step}, alla riga ${row.toLocaleString('it-IT')}`;
    throw new SpreadsheetError(
      `Il file${file} richiede più di ${seconds} ${seconds === '1' ? 'secondo' : 'secondi'} per essere letto: si è fermato durante ${where}. Togli le colonne che non servono (descrizioni molto lunghe, dati ripetuti) o dividi il file in parti più piccole.`,
    );
  }
}
