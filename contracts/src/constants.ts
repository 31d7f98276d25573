/** Business constants (docs/product-rules.md#constants). */
export const limits = {
  minPasswordLength: 6,
  searchPageSize: 25,
  dictionaryPageSize: 100,
  loginResendCountdownSeconds: 61,
  signupAlertSeconds: 5,
  signupRedirectMs: 200,
  alertSeconds: 2,
  countdownRefreshMs: 1000,
  clickCounterLimit: 50,
  sideNavHiddenOffsetPx: -230,
  paidTableHeight: '70vh',
  bookmarkDateFormat: 'MM/DD/YYYY',
} as const;

export const captcha = {
  width: 400,
  height: 200,
  pieceSize: 42,
  pieceRadius: 9,
  tolerancePx: 10,
  retryDelayMs: 1000,
} as const;

/** Self-chosen roles at sign-up; admin accounts are created by admins. */
export const criteria = ['lawyer', 'judge', 'student', 'clerk', 'others'] as const;
export type Criteria = (typeof criteria)[number] | 'admin';

/** The side menu of the chrome (docs/product-rules.md#screens), in order, with the research tools a lawyer returns to daily after Search. */
export const sideMenu = [
  { label: 'Home', to: '/' },
  { label: 'Search', to: '/search' },
  { label: 'Saved searches', to: '/alerts' },
  { label: 'Check my citations', to: '/citations/check' },
  { label: 'Legal Terms', to: '/legal-terms' },
  { label: 'Articles', to: '/articles' },
  { label: 'Topics', to: '/topics' },
  { label: 'Statutes', to: '/statutes' },
  { label: 'Dictionary', to: '/dictionary' },
  { label: 'Bookmarks', to: '/bookmarks' },
  { label: "Lawyer's Diary", to: '/lawyersdairy' },
] as const;

/** The admin's side menu: the dashboard screens (docs/product-rules.md#admin-screens). */
export const adminMenu = [
  { label: 'Home', to: '/' },
  { label: 'Users', to: '/dashboard/users' },
  { label: 'Paid Users', to: '/dashboard/paid' },
  { label: 'Payments', to: '/dashboard/payments' },
  { label: 'Reports', to: '/dashboard/reports' },
  { label: 'Packages', to: '/dashboard/packages' },
  { label: 'Settings', to: '/dashboard/settings' },
  { label: 'Upload Data', to: '/dashboard/uploadData' },
  { label: 'Search Synonyms', to: '/dashboard/synonyms' },
] as const;

/** The live event carrying a short notice for a page to show (a receipt to verify, an operator's word): `{ text }`. */
export const noticeEvent = 'notice';
