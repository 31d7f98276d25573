import { libraryLetter, type OrdinanceView, type StatuteSection, type StatuteText, type TopicView } from '@qanoon/contracts';
import type { LibraryDeps } from '../deps.ts';
import { textKey } from './cases.ts';
import { sectionColumns, toSection, type SectionRow } from '../../shared/library-content.ts';

type Deps = Pick<LibraryDeps, 'db'>;

/** The Acts and Ordinances under a letter, with how many sections each has. */
export async function ordinances(deps: Deps, letterInput: unknown): Promise<OrdinanceView[]> {
  const { rows } = await deps.db.query<{ ordinance_name: string; sections: bigint }>(
    `SELECT ordinance_name, count(*) AS sections FROM statutes WHERE ordinance_letter = $1 GROUP BY ordinance_name ORDER BY ordinance_name`,
    [libraryLetter(letterInput)],
  );
  return rows.map((row) => ({ ordinanceName: row.ordinance_name, sections: Number(row.sections) }));
}

/** The sections of an Act or Ordinance, in section order (PPC-2 before PPC-10). */
export async function ordinanceSections(deps: Deps, input: unknown): Promise<StatuteSection[]> {
  const name = textKey(input, 1000);
  if (!name) return [];
  const { rows } = await deps.db.query<SectionRow>(`SELECT ${sectionColumns} FROM statutes WHERE ordinance_name = $1 ORDER BY sort_key`, [name]);
  return rows.map(toSection);
}

/** The sections of a statute named by a topic (the Topics screen's last step). */
export async function statuteSections(deps: Deps, input: unknown): Promise<StatuteSection[]> {
  const name = textKey(input, 1000);
  if (!name) return [];
  const { rows } = await deps.db.query<SectionRow>(`SELECT ${sectionColumns} FROM statutes WHERE statute_name = $1 ORDER BY sort_key`, [name]);
  if (rows.length > 0) return rows.map(toSection);
  return ordinanceSections(deps, name);
}

/** A section's full text, for the Read popup. */
export async function statuteText(deps: Deps, input: unknown): Promise<StatuteText | null> {
  const statuteId = textKey(input);
  if (!statuteId) return null;
  const { rows } = await deps.db.query<{ statute_id: string; section_name: string; ordinance_name: string; read_statute: string }>(
    'SELECT statute_id, section_name, ordinance_name, read_statute FROM statutes WHERE statute_id = $1',
    [statuteId],
  );
  const row = rows[0];
  return row ? { statuteId: row.statute_id, sectionName: row.section_name, ordinanceName: row.ordinance_name, readStatute: row.read_statute } : null;
}

/** Every topic, in the order of the file it came from (the chapters' order). */
export async function topics(deps: Deps): Promise<TopicView[]> {
  const { rows } = await deps.db.query<{ topic: string; statutes: bigint }>(
    'SELECT topic, count(*) AS statutes FROM topics GROUP BY topic ORDER BY min(position), topic',
  );
  return rows.map((row) => ({ topic: row.topic, statutes: Number(row.statutes) }));
}

/** The statute names a topic links to. */
export async function topicStatutes(deps: Deps, input: unknown): Promise<string[]> {
  const topic = textKey(input, 1000);
  if (!topic) return [];
  const { rows } = await deps.db.query<{ statute: string }>('SELECT statute FROM topics WHERE topic = $1 ORDER BY position, statute', [topic]);
  return rows.map((row) => row.statute);
}
