import { memo, useDeferredValue, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from '@remix-run/react';
import { styled } from 'styled-components';
import { useT } from '../i18n/i18n.tsx';
import { Button } from '../ui/button.tsx';
import { Input } from '../ui/field.tsx';
import { Modal } from '../ui/modal.tsx';
import { caseDescriptionHref, popupParams } from './hrefs.ts';
import { useModalParam } from './url-state.ts';

/** Shorter queries would mark most of a judgment. */
const minQueryLength = 2;
/** Beyond this many marks a long judgment slows to a crawl; the count says there are more. */
const maxMarks = 5000;

type Match = readonly [start: number, end: number];

/** Where `query` occurs in `text`, ignoring capitals (indices of the text as it is). */
export function findMatches(text: string, query: string): { matches: Match[]; capped: boolean } {
  if (query.length < minQueryLength) return { matches: [], capped: false };
  const pattern = new RegExp(query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'giu');
  const matches: Match[] = [];
  for (const found of text.matchAll(pattern)) {
    if (matches.length === maxMarks) return { matches, capped: true };
    matches.push([found.index, found.index + found[0].length]);
  }
  return { matches, capped: false };
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.page};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};

  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.colors.navy};
  }

  input {
    flex: 1 1 220px;
  }
`;

const Count = styled.span`
  min-width: 9em;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

// The judgment scrolls on its own, so the title, the close button and the search stay in view.
const Judgment = styled.div`
  position: relative;
  height: calc(100vh - 240px);
  min-height: 200px;
  overflow: auto;
  padding-inline-end: ${({ theme }) => theme.space.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-family: ${({ theme }) => theme.font.heading};
  line-height: ${({ theme }) => theme.lineHeight.base};

  mark {
    background: #fbe7a1;
    color: inherit;
    border-radius: 2px;
  }

  mark[data-current] {
    background: #f0a830;
    outline: 2px solid #b9770e;
  }
`;

const Citation = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

/** A place the judgment writes a citation the index resolves, and where to read it (the case or its citator page). */
export interface DescriptionLink {
  start: number;
  end: number;
  href: string;
}

/**
 * The judgment with every match in a <mark> and every resolved citation a link to where to read it;
 * re-rendered only when the text, the links or the matches change. React writes the text as text:
 * nothing in a judgment becomes markup.
 */
const MarkedJudgment = memo(function MarkedJudgment({ text, links, matches }: { text: string; links: readonly DescriptionLink[]; matches: readonly Match[] }) {
  let next = 0;
  let key = 0;
  // The text from `from` to `to` with its matches marked (a match across a link's edge is marked on each side).
  const marked = (from: number, to: number): ReactNode[] => {
    const nodes: ReactNode[] = [];
    let at = from;
    while (next < matches.length && (matches[next] as Match)[0] < to) {
      const [start, end] = matches[next] as Match;
      const markFrom = Math.max(start, from);
      const markTo = Math.min(end, to);
      if (markFrom > at) nodes.push(text.slice(at, markFrom));
      nodes.push(
        <mark key={key++} data-match={next}>
          {text.slice(markFrom, markTo)}
        </mark>,
      );
      at = markTo;
      if (end > to) break;
      next++;
    }
    if (at < to) nodes.push(text.slice(at, to));
    return nodes;
  };
  const nodes: ReactNode[] = [];
  let at = 0;
  for (const link of links) {
    if (link.start < at || link.end > text.length) continue;
    nodes.push(...marked(at, link.start));
    nodes.push(
      <Link key={key++} to={link.href}>
        {marked(link.start, link.end)}
      </Link>,
    );
    at = link.end;
  }
  nodes.push(...marked(at, text.length));
  return <>{nodes}</>;
});

type Loaded = { status: 'loading' } | { status: 'ready'; text: string; links: DescriptionLink[] } | { status: 'failed' };

function useDescription(citationId: string): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ status: 'loading' });
    fetch(caseDescriptionHref(citationId), { signal: controller.signal, headers: { Accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok || !response.headers.get('Content-Type')?.startsWith('application/json')) throw new Error(`HTTP ${response.status}`);
        const { text, links } = (await response.json()) as { text: string; links: DescriptionLink[] };
        setLoaded({ status: 'ready', text, links });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ status: 'failed' });
      });
    return () => controller.abort();
  }, [citationId]);
  return loaded;
}

function DescriptionReader({ citationId }: { citationId: string }) {
  const t = useT();
  const loaded = useDescription(citationId);
  const inputId = useId();
  const [query, setQuery] = useState('');
  const searched = useDeferredValue(query.trim());
  const text = loaded.status === 'ready' ? loaded.text : '';
  const { matches, capped } = useMemo(() => findMatches(text, searched), [text, searched]);
  const [current, setCurrent] = useState(0);
  const judgment = useRef<HTMLDivElement>(null);

  useEffect(() => setCurrent(0), [matches]);
  // The current match is marked in the DOM, so stepping through thousands re-renders none of them.
  useEffect(() => {
    const body = judgment.current;
    if (!body) return;
    body.querySelector('mark[data-current]')?.removeAttribute('data-current');
    const mark = body.querySelector<HTMLElement>(`mark[data-match="${current}"]`);
    if (!mark) return;
    mark.setAttribute('data-current', 'true');
    // Scroll the judgment only (scrollIntoView would move the page under the popup too).
    body.scrollTo({ top: mark.offsetTop - body.clientHeight / 2 });
  }, [current, matches]);

  const step = (by: number) => {
    if (matches.length > 0) setCurrent((at) => (at + by + matches.length) % matches.length);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    step(event.shiftKey ? -1 : 1);
  };

  const count =
    searched.length < minQueryLength
      ? ''
      : matches.length === 0
        ? t('No matches')
        : matches.length === 1
          ? t('{{current}} of {{total}} match', { current: current + 1, total: `${matches.length}${capped ? '+' : ''}` })
          : t('{{current}} of {{total}} matches', { current: current + 1, total: `${matches.length}${capped ? '+' : ''}` });

  if (loaded.status === 'loading') return <Note role="status">{t('Loading the judgment…')}</Note>;
  if (loaded.status === 'failed') return <Note role="alert">{t('The description could not be loaded. Please try again.')}</Note>;
  if (!loaded.text.trim()) return <Note>{t('The library holds no description of this case.')}</Note>;
  return (
    <>
      <Bar role="search">
        <label htmlFor={inputId}>{t('Search in the description')}</label>
        <Input id={inputId} type="search" dir="auto" value={query} onChange={(event) => setQuery(event.target.value)} onKeyDown={onKeyDown} autoComplete="off" />
        <Count aria-live="polite" data-testid="match-count">
          {count}
        </Count>
        <Button variant="secondary" onClick={() => step(-1)} disabled={matches.length === 0} aria-label={t('Previous match')}>
          {t('↑ Previous')}
        </Button>
        <Button variant="secondary" onClick={() => step(1)} disabled={matches.length === 0} aria-label={t('Next match')}>
          {t('↓ Next')}
        </Button>
      </Bar>
      <Judgment ref={judgment} data-testid="judgment" tabIndex={0} aria-label={t('Judgment text')} dir="auto">
        <MarkedJudgment text={loaded.text} links={loaded.links} matches={matches} />
      </Judgment>
    </>
  );
}

/** The Case Description popup, open while the address has `?description=open`; the text loads only then. */
export function CaseDescription({ citationId }: { citationId: string }) {
  const t = useT();
  const modal = useModalParam(popupParams.description);
  if (!modal.value) return null;
  return (
    <Modal open wide title={t('Case Description')} onClose={modal.close}>
      <Citation>
        <bdi>{citationId}</bdi>
      </Citation>
      <DescriptionReader citationId={citationId} />
    </Modal>
  );
}
