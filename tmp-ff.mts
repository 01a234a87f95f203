import puppeteer from 'puppeteer-core';
const browser = await puppeteer.launch({ browser: 'firefox', executablePath: '/usr/bin/firefox-esr', protocol: 'webDriverBiDi', headless: true, extraPrefsFirefox: { 'pdfjs.disabled': false, 'pdfjs.annotationMode': 2 } });
try {
  const page = await browser.newPage();
  await page.goto('file:///tmp/h2/look/listino.pdf');
  await new Promise((r) => setTimeout(r, 4000));
  console.log(await page.evaluate(() => (window as any).PDFViewerApplication.pdfDocument.numPages));
  console.log(await page.evaluate(() => location.href + ' ' + typeof (window as any).PDFViewerApplication + ' ' + document.title));
  console.log(await page.evaluate(() => Array.from(document.querySelectorAll('.annotationLayer input, .annotationLayer textarea')).slice(0, 5).map((e) => `${e.tagName} ${e.getAttribute('name')} ${e.getAttribute('aria-label')} ${e.getAttribute('data-element-id')} ${(e.parentElement as HTMLElement).title} | ${(e.parentElement as HTMLElement).tagName}`).join('\n')));
} finally {
  await browser.close();
}
