import { RemixBrowser } from '@remix-run/react';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { registerTranslations } from './i18n/i18n.tsx';

async function hydrate() {
  // A page in Urdu loads its dictionary (a chunk of its own) before it hydrates.
  if (document.documentElement.lang === 'ur') registerTranslations('ur', (await import('./i18n/translations.ts')).urdu);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
}

void hydrate();
