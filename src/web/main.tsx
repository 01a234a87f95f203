import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createQueryClient } from './api/query-client.js';
import { queryKeys } from './api/user-api.js';
import { App } from './app/App.js';
import { readSignedInScreen } from './app/signed-in-screen.js';
import { loadGeneratorScreen } from './app/use-generator-screen.js';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const screen = readSignedInScreen(document);

if (screen) {
  // The server drew the generator for this user (decision 1021): the same tree from the same data,
  // so the first render is the server's markup once the generator's code is here. Hydrated in a
  // transition, React yields between slices rather than holding the page in one long task.
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.user, screen.user);
  queryClient.setQueryData(queryKeys.maxImages, screen.maxImages);
  void loadGeneratorScreen().then(
    () =>
      startTransition(() => {
        hydrateRoot(container, <App queryClient={queryClient} />);
      }),
    // Drawn afresh: the screen asks for the code again and shows its error if that fails too.
    () => createRoot(container).render(<App queryClient={queryClient} />),
  );
} else {
  // A page opened at '/' is almost always a signed-in user's generator: its code downloads while
  // the session is checked rather than after (one round trip less before the form paints, 38.7).
  if (window.location.pathname === '/') void loadGeneratorScreen();
  createRoot(container).render(<App />);
}
