/** Hands the PDF to the browser as a download under the given name. */
export function downloadPdf(bytes: Uint8Array, fileName: string): void {
  downloadFile(bytes, fileName, 'application/pdf');
}

/** Hands a file to the browser as a download under the given name. */
export function downloadFile(bytes: Uint8Array, fileName: string, type: string): void {
  const blob = new Blob([bytes as Uint8Array<ArrayBuffer>], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; FileSaver.js waits 40 s before revoking.
  setTimeout(() => URL.revokeObjectURL(url), 40_000);
}
