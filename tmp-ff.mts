import puppeteer from 'puppeteer-core';
const browser = await puppeteer.launch({ browser: 'firefox', executablePath: '/usr/bin/firefox-esr', protocol: 'webDriverBiDi', headless: true });
try {
  const page = await browser.newPage();
  await page.goto('file:///tmp/h2/look/listino.pdf');
  await page.waitForSelector('.annotationLayer input');
  await new Promise((r) => setTimeout(r, 1500));
  console.log(await browser.version());
  console.log(await page.evaluate(() => document.querySelector('.annotationLayer input')!.parentElement!.outerHTML));
  console.log(await page.evaluate(() => (window as any).PDFViewerApplicationOptions?.get?.('enableScripting')));
  console.log(await page.evaluate(() => { const s = document.querySelector('.structTree'); return s ? s.outerHTML.slice(0, 600) : 'no structTree'; }));
  console.log(await page.evaluate(() => Array.from(document.querySelectorAll('[aria-owns]')).slice(0,3).map(e=>e.outerHTML).join('\n')));
} finally {
  await browser.close();
}
