import { createServer } from 'node:http';
import { launchChromium } from '../../tests/harness/chromium.js';
import { makeRotatedJpeg } from '../../tests/fixtures/photos.js';
const rot6 = await makeRotatedJpeg({ width: 1200, height: 800, orientation: 6 });
const rot8 = await makeRotatedJpeg({ width: 1200, height: 800, orientation: 8 });
const server = createServer((q, r) => {
  if (q.url === '/') { r.setHeader('content-type', 'text/html'); r.end('<p>x</p>'); return; }
  r.setHeader('content-type', 'image/jpeg'); r.end(q.url === '/6.jpg' ? rot6 : q.url === '/8.jpg' ? rot8 : Buffer.alloc(0));
}).listen(0, '127.0.0.1');
await new Promise((r) => server.once('listening', r));
const port = (server.address() as { port: number }).port;
const b = await launchChromium();
const p = await b.newPage();
await p.goto(`http://127.0.0.1:${port}/`);
const src = `(async () => {
  const out = [];
  for (const f of ['6.jpg', '8.jpg']) {
    const blob = await (await fetch('/' + f)).blob();
    for (const [dw, dh] of [[400, 600], [600, 400], [undefined, undefined]]) {
      const d = new ImageDecoder({ data: blob.stream(), type: 'image/jpeg', ...(dw ? { desiredWidth: dw, desiredHeight: dh } : {}) });
      const fr = (await d.decode()).image;
      const c = new OffscreenCanvas(fr.displayWidth, fr.displayHeight); const x = c.getContext('2d'); x.drawImage(fr, 0, 0, fr.displayWidth, fr.displayHeight);
      const tl = [...x.getImageData(3, 3, 1, 1).data].slice(0,3); const tr = [...x.getImageData(fr.displayWidth - 4, 3, 1, 1).data].slice(0,3);
      out.push([f, dw, dh, fr.codedWidth, fr.codedHeight, fr.displayWidth, fr.displayHeight, fr.rotation, fr.flip, JSON.stringify(tl), JSON.stringify(tr)]);
      fr.close(); d.close();
    }
  }
  return out;
})()`;
for (const row of await p.evaluate(src) as unknown[][]) console.info(row.join('\t'));
await b.close(); server.close();
