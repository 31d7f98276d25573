// The statute sections a case's own words name, as the library ids them (`PPC-302`, `CRPC-561-A`),
// so a case followed before any judgment is attached still has sections to follow. Deliberately
// small: the forms lawyers write on a brief, not every way a section can be cited.

// A section (up to three digits, so a year or case number is never one), a letter (`302-B`,
// `302B`) and clauses that do not change the section (`302(b)`).
const section = String.raw`\d{1,3}(?!\d)(?:-?[A-Za-z](?![A-Za-z]))?(?:\([a-z0-9]+\))*`;
// "302 PPC", "s. 302-B PPC", "u/s 302/34 PPC", "497 of the Cr.P.C.": sections, then the Act. The
// spaces around a comma are read in one way only: two runs that could share them made a number
// followed by a long run of spaces cost the square of its length (ADR 0057).
const written = new RegExp(String.raw`(?<![\d/.])(${section}(?:\s*(?:/|,|&|and)\s*${section})*)\s*(?:,\s*)?(?:of\s+(?:the\s+)?)?([A-Z][A-Za-z.]*[A-Za-z]\.?)`, 'g');
// The library's own form: "PPC-302", "CrPC-561-A"; not a case's number written the same way
// ("WP-123/2025", "ICA-12 of 2024": a number of a year is a case, not a section).
const libraryForm = /\b([A-Z][A-Za-z]{1,7})-(\d{1,3})(?:-([A-Z]))?\b(?!\/\d|\s+of\s+\d)/g;

/** An Act's abbreviation as the library writes it (`Cr.P.C.` is `CRPC`); null for a word that is none (`Appeal`). */
function actOf(token: string): string | null {
  const letters = token.replaceAll('.', '');
  const capitals = letters.replace(/[^A-Z]/g, '').length;
  return letters.length >= 2 && letters.length <= 8 && capitals >= 2 ? letters.toUpperCase() : null;
}

/** One section's id: `302-b` of the PPC is `PPC-302-B`, `302(b)` is `PPC-302`. */
function sectionId(act: string, written: string): string {
  const [, number = '', letter = ''] = /^(\d+)-?([A-Za-z])?/.exec(written) ?? [];
  return letter ? `${act}-${number}-${letter.toUpperCase()}` : `${act}-${number}`;
}

/** The section ids a text names, each once, in the order it names them. */
export function namedSections(text: string): string[] {
  const found = new Set<string>();
  for (const [, sections = '', token = ''] of text.matchAll(written)) {
    const act = actOf(token);
    if (!act) continue;
    for (const one of sections.split(/\s*(?:\/|,|&|and)\s*/)) found.add(sectionId(act, one));
  }
  for (const [, token = '', number = '', letter] of text.matchAll(libraryForm)) {
    const act = actOf(token);
    if (act) found.add(letter ? `${act}-${number}-${letter}` : `${act}-${number}`);
  }
  return [...found];
}
