import { sectionMentions } from '@qanoon/contracts';

// The statute sections a case's own words name, as the library ids them (`PPC-302`, `CRPC-561-A`),
// so a case followed before any judgment is attached still has sections to follow: the sections
// written with their Act, read by the library's one reader of sections (ADR 0060).

/** The section ids a text names, each once, in the order it names them. */
export function namedSections(text: string): string[] {
  return [...new Set(sectionMentions(text).map((mention) => mention.key))];
}
