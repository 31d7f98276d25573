/** The diary's addresses, one function each, so every link, Back and redirect agree on them. */
const segment = (text: string) => encodeURIComponent(text);

export const diaryHref = '/lawyersdairy';
// Not under /clients/, where it would hide a client whose id is "new".
export const newClientHref = `${diaryHref}/add-client`;
export const clientHref = (clientId: string) => `${diaryHref}/clients/${segment(clientId)}`;
export const editClientHref = (clientId: string) => `${clientHref(clientId)}/edit`;
export const newCaseHref = (clientId: string) => `${clientHref(clientId)}/cases/new`;
export const diaryCaseHref = (caseId: string) => `${diaryHref}/cases/${segment(caseId)}`;
/** The cause list (today unless asked otherwise) and Find in my diary. */
export const causeListHref = `${diaryHref}/upcoming`;
export const findHref = `${diaryHref}/find`;
export const hearingHref = (caseId: string) => `${diaryCaseHref(caseId)}/hearing`;
export const editCaseHref = (caseId: string) => `${diaryCaseHref(caseId)}/edit`;
/** The case page's "New since the last hearing" section, where a reminder's link lands. */
export const newSinceLastHearingAnchor = 'new-since-last-hearing';

/** The popups of a case's read panel, as the `popup` query parameter names them. */
export const casePopups = ['description', 'notes', 'files'] as const;
export type CasePopup = (typeof casePopups)[number];
export const casePopupOf = (value: string | null): CasePopup | null => casePopups.find((p) => p === value) ?? null;

/** A stored case file's last path segment (`case-files/<generated name>` → the name). */
export const fileSegment = (key: string) => key.split('/').pop() ?? key;

/** Where the browser fetches a case file: served only to the case's owner, inside the diary so it is kept offline once opened. */
export const caseFileHref = (key: string) => `${diaryHref}/files/${segment(fileSegment(key))}`;
