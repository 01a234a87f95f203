/**
 * The login screen and the generator as the Firefox and WebKit journeys find them: CSS selectors,
 * since puppeteer's ARIA selectors need CDP (BiDi has none) and WebDriver classic has no label
 * lookup. The fields are LoginForm's (src/web/features/auth/LoginForm.tsx), named by the
 * autocomplete their labels go with; Chromium signs in with Playwright's labels (user-ui.ts).
 */
export const LOGIN = {
  username: 'input[autocomplete="username"]',
  password: 'input[autocomplete="current-password"]',
  submit: 'form button[type="submit"]',
} as const;

/** The generator's file input: there once the draft is looked up, after the heading. */
export const UPLOAD_INPUT = '[data-testid="upload-input"]';
