/**
 * Reads a page's text as Chrome's and Edge's PDF viewer does: PDFium, compiled to WebAssembly
 * (@embedpdf/pdfium), whose FPDFText_GetText gives the characters in the order its copy takes.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { init, type WrappedPdfiumModule } from '@embedpdf/pdfium';

let loaded: Promise<WrappedPdfiumModule> | undefined;

function pdfium(): Promise<WrappedPdfiumModule> {
  loaded ??= (async () => {
    const wasmBinary = await readFile(createRequire(import.meta.url).resolve('@embedpdf/pdfium/pdfium.wasm'));
    const module = await init({ wasmBinary });
    module.PDFiumExt_Init();
    return module;
  })();
  return loaded;
}

/** Page `page` (1-based) of the PDF at `path`, lines separated by '\n'. */
export async function pdfiumText(path: string, page: number): Promise<string> {
  const module = await pdfium();
  const { wasmExports, UTF16ToString } = module.pdfium;
  // Emscripten's heap view, which the package's types leave to @types/emscripten.
  const { HEAPU8 } = module.pdfium as unknown as { HEAPU8: Uint8Array };
  const bytes = await readFile(path);
  const data = wasmExports.malloc(bytes.length);
  HEAPU8.set(bytes, data);
  const document = module.FPDF_LoadMemDocument(data, bytes.length, '');
  const loadedPage = module.FPDF_LoadPage(document, page - 1);
  const textPage = module.FPDFText_LoadPage(loadedPage);
  const count = module.FPDFText_CountChars(textPage);
  const text = wasmExports.malloc((count + 1) * 2);
  module.FPDFText_GetText(textPage, 0, count, text);
  const result = UTF16ToString(text);
  wasmExports.free(text);
  module.FPDFText_ClosePage(textPage);
  module.FPDF_ClosePage(loadedPage);
  module.FPDF_CloseDocument(document);
  wasmExports.free(data);
  return result.replaceAll('\r\n', '\n');
}
