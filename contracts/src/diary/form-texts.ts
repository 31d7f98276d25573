/** The diary's own texts, where the spec shows none. */
export const diaryMessages = {
  clientAdded: 'Client added',
  clientUpdated: 'Client updated',
  clientIdTaken: 'You already have a client with this Client ID',
  noSuchClient: 'This client is not in your diary.',
  noSuchCase: 'This case is not in your diary.',
  fileRefused: 'Upload an image (PNG, JPEG, GIF, WebP) or a PDF of at most 10 MB',
  caseSaved: 'Case saved',
  caseUpdated: 'Case updated',
  hearingSaved: 'Hearing saved',
  caseClosed: 'Case closed',
  caseReopened: 'Case reopened',
  caseChangedElsewhere: 'This case was just changed elsewhere. Please try again.',
  closedCaseNoHearing: 'Reopen the case to schedule a hearing',
  judgmentAttached: 'Judgment attached to the case',
  judgmentDetached: 'Judgment removed from the case',
  judgmentNotBookmarked: 'Bookmark the judgment first, then attach it to a case',
  judgmentAlreadyAttached: 'This judgment is already attached to the case',
  judgmentNotAttached: 'This judgment is not attached to the case',
  invalidDate: 'Enter a real date, such as 2026-12-31',
  invalidTime: 'Enter a time such as 10:30',
  invalidOutcome: 'Choose Heard, Adjourned or Disposed',
  notHeldYet: 'This hearing has not been held yet: say how it went on or after its day.',
  clientNeedsNameOrContact: "Enter the client's name or contact",
  sectionsUnreadable: 'Write each section as 302 PPC or PPC-302, separated by commas',
  sectionsSaved: 'Sections followed saved',
  tooLong: (max: number) => `Keep this under ${max} characters`,
  feedReset: 'Your calendar link was changed. The old link no longer works.',
} as const;

/** What the diary shows when a list is empty (docs/product-rules.md#diary), and our own for the lists it adds. */
export const diaryEmptyTexts = {
  clients: 'No Clients Exist',
  cases: 'No Cases Exist',
  descriptions: 'No description was written for this case.',
  notes: 'No notes were written for this case.',
  files: 'No files were uploaded for this case.',
  hearings: 'No hearings yet.',
  upcoming: 'No hearings on these days.',
  found: 'Nothing in your diary matches.',
  judgments: 'No judgments attached.',
  newSinceLastHearing: 'No new judgments cite the attached ones or apply their sections since the last hearing.',
} as const;

/** Bounds on what a diary form keeps (the spec sets none; a serious product does). */
export const diaryLimits = {
  clientId: 50,
  name: 200,
  contact: 50,
  address: 500,
  city: 100,
  title: 300,
  number: 100,
  type: 100,
  court: 200,
  text: 20_000,
  /** The most sections a case follows. */
  sections: 30,
  /** The longest cause list a range asks for, in days, and how many hearings a page of it shows. */
  causeListDays: 366,
  causeListPage: 50,
  /** What Find in my diary answers: at most this many clients and as many cases; the longest text it takes. */
  found: 20,
  findText: 200,
  /** The largest file a case or hearing takes. */
  fileBytes: 10 * 1024 * 1024,
} as const;
