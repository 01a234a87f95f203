/**
 * Page-description worker: a thin adapter over describePages for the live preview (the beyond
 * issue, point 3). Text fitting needs the PDF's own font metrics, so the font chain is loaded here,
 * off the page, and kept while the texts need no new character.
 */
// Value imports name their module: the render worker's bundle stays apart from this one.
import { describePages, printedStrings } from '../../catalog/describe/describe-pages.js';
import { createTextMeasures } from '../../catalog/fonts/text-measure.js';
import { createBrowserFontSource } from './browser-font-source.js';
import type { DescribeWorkerReply, DescribeWorkerRequest } from './protocol.js';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const measures = createTextMeasures(createBrowserFontSource());

scope.onmessage = async ({ data }: MessageEvent<DescribeWorkerRequest>) => {
  const { type: _type, id, font, ...request } = data;
  let reply: DescribeWorkerReply;
  try {
    const measure = await measures(font, printedStrings(request));
    reply = { type: 'described', id, pages: describePages({ ...request, measure }) };
  } catch (error) {
    reply = { type: 'failed', id, message: error instanceof Error ? error.message : String(error) };
  }
  scope.postMessage(reply);
};
