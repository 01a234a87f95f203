import { readFileSync, readdirSync } from 'node:fs';
import { JpegCodec } from './src/web/engine/jpeg-codec/jpeg-codec.ts';
const wasm = process.argv[2] ?? 'src/web/engine/jpeg-codec/jpeg-codec.wasm';
const mod = await WebAssembly.compile(readFileSync(wasm));
const codec = await JpegCodec.load(mod);
const c = (codec as any).codec;
const dir = '/tmp/vetrina-photos/jpg';
const files = readdirSync(dir).filter((f) => f.endsWith('.jpg')).sort().slice(0, 12);
const t = { dec: 0, res: 0, enc: 0, thumb: 0 };
for (let pass = 0; pass < 2; pass++) for (const f of files) {
  const bytes = readFileSync(`${dir}/${f}`);
  const input = c.malloc(bytes.byteLength); new Uint8Array(c.memory.buffer, input, bytes.byteLength).set(bytes);
  let s = performance.now();
  const dec = c.decode(input, bytes.byteLength, 2); const w = c.width(), h = c.height();
  const d1 = performance.now(); 
  const tw = Math.round(w * 0.75), th = Math.round(h * 0.75);
  const res = c.resize(dec, w, h, tw, th); const d2 = performance.now();
  const enc = c.encode(res, tw, th, 85); const d3 = performance.now();
  const sm = c.resize(res, tw, th, 320, Math.round(320 * th / tw)); const e2 = c.encode(sm, 320, Math.round(320 * th / tw), 80); const d4 = performance.now();
  if (pass) { t.dec += d1 - s; t.res += d2 - d1; t.enc += d3 - d2; t.thumb += d4 - d3; }
  for (const p of [input, dec, res, enc, sm, e2]) c.free(p);
}
console.log(wasm.split('/').pop(), Object.fromEntries(Object.entries(t).map(([k, v]) => [k, Math.round(v)])));
