import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { refreshSession } from './access/session.ts';
import { App } from './App.tsx';
import { preloadForPath } from './routing/preloads.ts';

// Ask who is signed in straight away; screens wait for the answer before deciding guard or sign-in form.
void refreshSession();
// And fetch the chunks of the screen this address shows meanwhile, rather than after the first render.
preloadForPath(location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* Real paths (the manifest's), not react-admin's default hash router. */}
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
