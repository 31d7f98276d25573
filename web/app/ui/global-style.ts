import { createGlobalStyle } from 'styled-components';
// The last resort for Urdu letters (Noto Naskh Arabic, SIL Open Font License): a device without an
// Urdu font showed ہ and ے as empty boxes. Fetched only then, and only for a page with such letters.
import naskhRegular from '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff2?url';
import naskhBold from '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-700-normal.woff2?url';

const urduLocal = "local('Noto Nastaliq Urdu'), local('Jameel Noori Nastaleeq'), local('Urdu Typesetting'), local('Noto Naskh Arabic'), local('Noto Sans Arabic')";
const arabicScript = 'U+0600-06FF, U+0750-077F, U+08A0-08FF, U+FB50-FDFF, U+FE70-FEFF';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
  }

  body {
    margin: 0;
    background: ${({ theme }) => theme.colors.page};
    color: ${({ theme }) => theme.colors.ink};
    font-family: ${({ theme }) => theme.font.body};
    font-size: ${({ theme }) => theme.fontSize.base};
    line-height: ${({ theme }) => theme.lineHeight.base};
  }

  /*
   * Urdu's letters in Nastaliq where the reader has it, else Naskh (the product's own copy when the
   * device has none); Latin letters keep the body font. Limited to the Arabic script's ranges.
   */
  @font-face {
    font-family: 'Qanoon Urdu';
    src: ${urduLocal}, url(${naskhRegular}) format('woff2');
    font-weight: 400;
    unicode-range: ${arabicScript};
    font-display: swap;
  }

  @font-face {
    font-family: 'Qanoon Urdu';
    src: ${urduLocal}, url(${naskhBold}) format('woff2');
    font-weight: 600 700;
    unicode-range: ${arabicScript};
    font-display: swap;
  }

  html[lang='ur'] body,
  html[lang='ur'] h1,
  html[lang='ur'] h2,
  html[lang='ur'] h3,
  html[lang='ur'] button,
  html[lang='ur'] input,
  html[lang='ur'] select,
  html[lang='ur'] textarea {
    font-family: ${({ theme }) => theme.font.body};
  }

  /* Nastaliq's letters climb and fall: Urdu lines need more room. */
  html[lang='ur'] body {
    line-height: 1.9;
  }

  h1, h2, h3 {
    font-family: ${({ theme }) => theme.font.heading};
    line-height: ${({ theme }) => theme.lineHeight.tight};
    color: ${({ theme }) => theme.colors.navy};
    margin: 0 0 ${({ theme }) => theme.space.md};
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
  }

  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  /*
   * On paper only the page's content: no menu, header, toasts or controls, black on white in a
   * readable size, headings kept with what follows and rows and entries never split across pages.
   */
  @media print {
    #side-menu,
    body header,
    a[href='#main'],
    [data-print='hide'],
    [role='search'],
    main button,
    main form {
      display: none !important;
    }

    /* An open popup (a judgment's description, a statute) prints alone and whole. */
    body:has([aria-modal='true']) {
      visibility: hidden;
    }

    [aria-modal='true'] {
      visibility: visible;
      position: absolute;
      inset: 0 0 auto 0;
      width: auto;
      box-shadow: none;
    }

    [aria-modal='true'],
    [aria-modal='true'] * {
      visibility: visible;
      max-height: none !important;
      overflow: visible !important;
    }

    body {
      background: #fff;
      color: #000;
      font-size: 11pt;
      line-height: 1.5;
    }

    main {
      max-width: none;
      padding: 0;
    }

    h1, h2, h3 {
      break-after: avoid;
    }

    p, li {
      orphans: 3;
      widows: 3;
    }

    tr, dt, dd, blockquote, figure, [data-print='keep'] {
      break-inside: avoid;
    }
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      transition-duration: 0.01ms !important;
      animation-duration: 0.01ms !important;
    }
  }
`;
