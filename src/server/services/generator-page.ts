/**
 * The generator's first screen as HTML for a signed-in user (issue 38.7, decision 1021): the app's
 * own tree rendered to a string at '/', with the user and the photo limit in the react-query cache as
 * the browser will seed it from the JSON block beside it, so the browser hydrates the very markup it would have
 * drawn. Mobile Lighthouse measured the form's introduction painted only after the script, the
 * session check and the generator's code: now it is the first paint. React escapes every text.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createQueryClient } from '../../web/api/query-client.js';
import { queryKeys } from '../../web/api/user-api.js';
import { App } from '../../web/app/App.js';
import { SIGNED_IN_SCREEN_ID, type SignedInScreen } from '../../web/app/signed-in-screen.js';
import { loadGeneratorScreen } from '../../web/app/use-generator-screen.js';
import { jsonForHtml } from '../http/json-in-html.js';

/** The built index.html's loading screen, between these, is what the drawn screen replaces. */
const SCREEN = /<!--app-screen-->[\s\S]*<!--\/app-screen-->/;
const DATA_PLACEHOLDER = '<!--app-data-->';

/**
 * The build's preloads of the app's scripts: the drawn screen paints without them, and fetched
 * beside the stylesheet they delay its first paint on a slow link (as on the public page, decision
 * 1042); the entry still finds and fetches them as it runs.
 */
const MODULE_PRELOADS = /\s*<link rel="modulepreload"[^>]*>/g;

/** Whether `template` has the places the screen and its data go (a build from before them has not). */
export const canDrawGenerator = (template: string) => SCREEN.test(template) && template.includes(DATA_PLACEHOLDER);

/** `url`: '/' as asked, its query included ('?nuovaVersione=<link>' is read by the screen). */
export async function generatorPage(template: string, screen: SignedInScreen, url: string): Promise<string> {
  // The screen renders without waiting once its module is here, as in the browser (use-generator-screen.ts).
  await loadGeneratorScreen();
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.user, screen.user);
  queryClient.setQueryData(queryKeys.maxImages, screen.maxImages);
  const markup = renderToString(createElement(App, { queryClient, location: url }));
  const block = `<script type="application/json" id="${SIGNED_IN_SCREEN_ID}">${jsonForHtml(screen)}</script>`;
  // Functions as replacements: a '$' in the user's data is never read as a replacement pattern.
  return template
    .replace(MODULE_PRELOADS, '')
    .replace(SCREEN, () => markup)
    .replace(DATA_PLACEHOLDER, () => block);
}
