import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { LanguageProvider } from '../i18n/i18n.tsx';
import { theme } from './theme.ts';

export function renderToHtml(node: ReactNode): string {
  return renderToStaticMarkup(
    <LanguageProvider language="en">
      <ThemeProvider theme={theme}>{node}</ThemeProvider>
    </LanguageProvider>,
  );
}
