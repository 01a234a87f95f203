/** Which driver runs each app journey (docs/decisions/1043). */
import { appChromiumDriver } from './app-chromium.js';
import { appFirefoxDriver } from './app-firefox.js';
import type { AppDriver } from './app-journey.js';
import { appWebKitDriver } from './app-webkit.js';
import { firefoxPath } from './browser-packages.js';
import type { AppJourney } from './figures.js';

export function appDriver(journey: AppJourney): AppDriver {
  if (journey === 'app-chromium') return appChromiumDriver;
  if (journey === 'app-firefox') return appFirefoxDriver(firefoxPath());
  return appWebKitDriver;
}
