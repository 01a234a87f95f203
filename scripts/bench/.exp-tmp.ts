import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { launchChromium } from '../../tests/harness/chromium.js';
const files = ['foto-005-24mp.jpg', 'foto-001-8mp.jpg', 'foto-003-16mp.jpg'];
const server = createServer(async (q, r) => {
  if (q.url === '/') { r.setHeader('content-type', 'text/html'); r.end('<p>x</p>'); return; }
  const data = await readFile('.fixtures/bench' + q.url).catch(() => undefined); if (!data) { r.statusCode = 404; r.end(); return; } r.setHeader('content-type', 'image/jpeg'); r.end(data);
}).listen(0, '127.0.0.1');
await new Promise((r) => server.once('listening', r));
const port = (server.address() as { port: number }).port;
const b = await launchChromium();
const p = await b.newPage();
await p.goto(`http://127.0.0.1:${port}/`);
const src = `(async (files) => {
  const out = [];
  const T = { w: 1009, h: 1217 };
  for (const f of files) {
    const blob = await (await fetch('/' + f)).blob();
    const bm0 = await createImageBitmap(blob); const W = bm0.width, H = bm0.height; bm0.close();
    const s = Math.min(T.w / W, T.h / H); const tw = Math.floor(W * s), th = Math.floor(H * s);
    const enc = async (src) => { const c = new OffscreenCanvas(tw, th); const x = c.getContext('2d'); x.fillStyle='#fff'; x.fillRect(0,0,tw,th); x.imageSmoothingQuality='high'; x.drawImage(src, 0, 0, tw, th); return (await c.convertToBlob({type:'image/jpeg', quality:0.8})).size; };
    for (let rep = 0; rep < 2; rep++) {
      let t = performance.now();
      const a = await createImageBitmap(blob, { imageOrientation: 'from-image' }); const ta = performance.now() - t;
      t = performance.now(); const sa = await enc(a); a.close(); const ea = performance.now() - t;
      out.push([f, 'bitmap-full', Math.round(ta), Math.round(ea), sa]);
      const n = Math.ceil(8 * Math.max(tw / W, th / H));
      t = performance.now();
      const d = new ImageDecoder({ data: blob.stream(), type: 'image/jpeg', desiredWidth: Math.ceil(W * n / 8), desiredHeight: Math.ceil(H * n / 8) });
      const fr = (await d.decode()).image; const tb = performance.now() - t;
      t = performance.now(); const sb = await enc(fr); const eb = performance.now() - t;
      out.push([f, 'decoder n=' + n, Math.round(tb), Math.round(eb), sb, fr.displayWidth, fr.displayHeight]); fr.close(); d.close();
      t = performance.now();
      const c = await createImageBitmap(blob, { imageOrientation: 'from-image', resizeWidth: tw, resizeHeight: th, resizeQuality: 'medium' }); const tc = performance.now() - t;
      t = performance.now(); const sc = await enc(c); c.close(); const ec = performance.now() - t;
      out.push([f, 'bitmap-resize-medium', Math.round(tc), Math.round(ec), sc]);
    }
  }
  return out;
})(${JSON.stringify(files)})`;
for (const row of await p.evaluate(src) as unknown[][]) console.info(row.join('\t'));
await b.close(); server.close();
