export const theme = {
  colors: {
    primary: '#0f3b2e',
    primaryHover: '#16513f',
    primaryContrast: '#ffffff',
    navy: '#14233c',
    accent: '#b08d3c',
    page: '#f6f4ee',
    surface: '#ffffff',
    ink: '#1c232b',
    muted: '#5a6470',
    border: '#d8d3c6',
    focus: '#2f6fd6',
    info: '#1f4e79',
    infoSurface: '#e8f0f8',
    success: '#1e6b47',
    successSurface: '#e6f2ec',
    danger: '#a12b2b',
    dangerSurface: '#f8e9e9',
    warning: '#7a4a00',
    warningSurface: '#fdf1d6',
    menuText: '#e4ece8',
    menuActive: '#1b5a47',
  },
  space: {
    xs: '4px',
    sm: '8px',
    md: '16px',
    lg: '24px',
    xl: '32px',
    xxl: '48px',
  },
  font: {
    // Each stack starts with the product's Urdu face (global-style.ts), which holds only the Arabic
    // script's letters: Latin text skips it, and an Urdu text in any element, whatever stack it
    // chose, never falls to empty boxes on a device without an Urdu font.
    body: "'Qanoon Urdu', system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Liberation Sans', Arial, sans-serif",
    heading: "'Qanoon Urdu', Georgia, 'Iowan Old Style', 'Palatino Linotype', 'Liberation Serif', 'Times New Roman', serif",
    mono: "'Qanoon Urdu', ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, monospace",
  },
  fontSize: {
    sm: '0.875rem',
    base: '1rem',
    lg: '1.25rem',
    xl: '1.5rem',
    xxl: '2.25rem',
  },
  lineHeight: {
    tight: 1.25,
    base: 1.55,
  },
  radius: {
    sm: '4px',
    md: '8px',
    pill: '999px',
  },
  shadow: {
    card: '0 1px 2px rgba(20, 35, 60, 0.08), 0 2px 8px rgba(20, 35, 60, 0.06)',
    overlay: '0 12px 32px rgba(20, 35, 60, 0.28)',
  },
  layout: {
    sideMenuWidth: '230px',
    headerHeight: '64px',
    contentMaxWidth: '1100px',
  },
  motion: {
    quick: '200ms',
  },
} as const;

export type Theme = typeof theme;
