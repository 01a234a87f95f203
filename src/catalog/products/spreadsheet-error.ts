/** A product file that cannot be read: one Italian message, and nothing imported (issue 15.3). */
export class SpreadsheetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SpreadsheetError';
  }
}

export const SPREADSHEET_LIMITS = {
  bytes: 10 * 1024 * 1024,
  rows: 20_000,
} as const;

export function unreadable(fileName: string): SpreadsheetError {
  return new SpreadsheetError(`Il file «${fileName}» non è un foglio di calcolo leggibile (CSV o XLSX).`);
}
