import { useFetcher, useRevalidator } from '@remix-run/react';
import { captcha } from '@qanoon/contracts';
import type { Puzzle, SolveOutcome } from '@qanoon/services';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { css, styled } from 'styled-components';
import { useT } from '../i18n/i18n.tsx';
import { serverMessage } from '../i18n/server-message.ts';

/** What the captcha action answers when the puzzle was not solved (solved answers redirect). */
export type CaptchaAnswer = Exclude<SolveOutcome, { status: 'solved' }>;

/** docs/product-rules.md#clicks-and-captcha: idle, dragging, success, fail; `checking` while the server judges the answer. */
type Phase = 'idle' | 'dragging' | 'checking' | 'success' | 'fail';

const thumbSize = 40;
const maxSamples = 400;

const Frame = styled.div<{ $width: number }>`
  width: ${({ $width }) => $width}px;
  max-width: 100%;
  user-select: none;
`;

const Picture = styled.div<{ $width: number; $height: number }>`
  position: relative;
  width: ${({ $width }) => $width}px;
  height: ${({ $height }) => $height}px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.border};

  img {
    position: absolute;
    top: 0;
    left: 0;
  }
`;

const Piece = styled.img<{ $resting: boolean }>`
  filter: drop-shadow(0 0 3px rgba(0, 0, 0, 0.55));
  ${({ $resting }) =>
    $resting &&
    css`
      transition: left 300ms ease;
    `}
`;

const Refresh = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  right: ${({ theme }) => theme.space.xs};
  display: grid;
  place-items: center;
  width: 30px;
  height: 30px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: rgba(20, 35, 60, 0.45);
  color: #ffffff;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: rgba(20, 35, 60, 0.7);
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

const tones = {
  idle: { thumb: '#ffffff', icon: '#5a6470', fill: 'transparent', edge: '#d8d3c6' },
  dragging: { thumb: '#0f3b2e', icon: '#ffffff', fill: 'rgba(15, 59, 46, 0.14)', edge: '#0f3b2e' },
  checking: { thumb: '#0f3b2e', icon: '#ffffff', fill: 'rgba(15, 59, 46, 0.14)', edge: '#0f3b2e' },
  success: { thumb: '#1e6b47', icon: '#ffffff', fill: '#e6f2ec', edge: '#1e6b47' },
  fail: { thumb: '#a12b2b', icon: '#ffffff', fill: '#f8e9e9', edge: '#a12b2b' },
} as const;

const Track = styled.div<{ $phase: Phase }>`
  position: relative;
  height: ${thumbSize}px;
  margin-top: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ $phase }) => tones[$phase].edge};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: #f3f1ea;
  box-sizing: content-box;
`;

const Fill = styled.div<{ $phase: Phase; $resting: boolean }>`
  position: absolute;
  top: 0;
  bottom: 0;
  left: 0;
  background: ${({ $phase }) => tones[$phase].fill};
  ${({ $resting }) =>
    $resting &&
    css`
      transition: width 300ms ease;
    `}
`;

const Hint = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  padding-left: ${thumbSize}px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  pointer-events: none;
`;

const Thumb = styled.div<{ $phase: Phase; $resting: boolean }>`
  position: absolute;
  top: 0;
  display: grid;
  place-items: center;
  width: ${thumbSize}px;
  height: ${thumbSize}px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ $phase }) => tones[$phase].thumb};
  color: ${({ $phase }) => tones[$phase].icon};
  box-shadow: 0 1px 3px rgba(20, 35, 60, 0.3);
  cursor: ${({ $phase }) => ($phase === 'idle' ? 'grab' : $phase === 'dragging' ? 'grabbing' : 'default')};
  touch-action: none;
  ${({ $resting }) =>
    $resting &&
    css`
      transition:
        left 300ms ease,
        background-color 200ms ease;
    `}

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Status = styled.p<{ $tone: 'error' | 'success' | 'muted' }>`
  min-height: 1.6em;
  margin: ${({ theme }) => `${theme.space.sm} 0 0`};
  font-weight: ${({ $tone }) => ($tone === 'muted' ? 400 : 600)};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : $tone === 'success' ? theme.colors.success : theme.colors.muted)};

  // Urdu is written with heh goal (ہ) and friends, which many Latin-first fonts lack.
  &:lang(ur) {
    font-family: 'Qanoon Urdu', 'Noto Nastaliq Urdu', 'Noto Naskh Arabic', 'Jameel Noori Nastaleeq', 'Urdu Typesetting', 'Segoe UI', 'Geeza Pro', Tahoma, sans-serif;
    font-size: ${({ theme }) => theme.fontSize.lg};
    line-height: 2;
  }
`;

function Icon({ phase }: { phase: Phase }) {
  const path =
    phase === 'success' ? 'M5 12.5l4.5 4.5L19 7.5' : phase === 'fail' ? 'M6.5 6.5l11 11M17.5 6.5l-11 11' : 'M5 12h13M13 6.5l5.5 5.5-5.5 5.5';
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={path} />
    </svg>
  );
}

/**
 * The server draws the picture with its gap and the piece (the page never learns where the gap
 * is); the puzzle is ready once both images have loaded.
 */
function useLoadedPuzzle(puzzle: Puzzle) {
  const background = useRef<HTMLImageElement>(null);
  const piece = useRef<HTMLImageElement>(null);
  const [readyId, setReadyId] = useState<string | null>(null);
  // Images rendered on the server may finish loading before the page hydrates, with no load
  // event left to hear: look at them once mounted, and again on each load.
  const check = useCallback(() => {
    if (background.current?.complete && piece.current?.complete) setReadyId(puzzle.id);
  }, [puzzle.id]);
  useEffect(check, [check]);
  return { background, piece, onLoad: check, ready: readyId === puzzle.id };
}

/** Every n-th sample when a long drag sent too many; the first and last are always kept. */
function thin(samples: number[]): number[] {
  if (samples.length <= maxSamples) return samples;
  const step = samples.length / (maxSamples - 1);
  const kept = Array.from({ length: maxSamples - 1 }, (_, i) => samples[Math.floor(i * step)] ?? 0);
  return [...kept, samples[samples.length - 1] ?? 0];
}

const rounded = (value: number) => String(Math.round(value * 10) / 10);

/**
 * The slider puzzle (docs/product-rules.md#clicks-and-captcha): drag (or move with the arrow keys) the piece into the gap. The
 * answer goes to the server, which judges it (docs/product-rules.md#departures); a solved puzzle redirects from there.
 */
export function SliderPuzzle({ puzzle, redirectTo }: { puzzle: Puzzle; redirectTo: string | null }) {
  const t = useT();
  const fetcher = useFetcher<CaptchaAnswer>();
  const revalidator = useRevalidator();
  const [shown, setShown] = useState(puzzle);
  const [phase, setPhase] = useState<Phase>('idle');
  const [left, setLeft] = useState(0);
  const [message, setMessage] = useState<{ text: string; urdu: boolean } | null>(null);
  const drag = useRef<{ startX: number; startY: number; ys: number[] } | null>(null);
  const answered = useRef<CaptchaAnswer | undefined>(undefined);
  const { background, piece, onLoad, ready: painted } = useLoadedPuzzle(shown);
  const maxLeft = shown.width - shown.pieceBox;

  // A new puzzle (after each answer, or asked for) is shown only once the slider is back at rest.
  useEffect(() => {
    if (phase === 'idle') setShown(puzzle);
  }, [puzzle, phase]);

  useEffect(() => {
    if (phase !== 'checking') return;
    // A solved answer redirects: the fetcher then loads the next page and holds no answer.
    if (fetcher.state === 'loading' && fetcher.data === undefined) {
      setPhase('success');
      setMessage({ text: t('Verified. Taking you back…'), urdu: false });
      return;
    }
    if (fetcher.state !== 'idle' || !fetcher.data || fetcher.data === answered.current) return;
    answered.current = fetcher.data;
    setPhase('fail');
    setMessage({ text: serverMessage(t, fetcher.data.message), urdu: fetcher.data.status === 'bot' });
  }, [phase, fetcher.state, fetcher.data, t]);

  // docs/product-rules.md#clicks-and-captcha: a failed try resets after a second, with a new puzzle.
  useEffect(() => {
    if (phase !== 'fail') return;
    const timer = setTimeout(() => {
      setLeft(0);
      setPhase('idle');
    }, captcha.retryDelayMs);
    return () => clearTimeout(timer);
  }, [phase]);

  const clamp = (x: number) => Math.min(maxLeft, Math.max(0, x));

  function send(x: number, input: 'pointer' | 'keyboard', ys: number[]) {
    setPhase('checking');
    fetcher.submit(
      { challengeId: shown.id, x: rounded(x), input, ys: thin(ys).map(rounded).join(','), redirectTo: redirectTo ?? '' },
      { method: 'post', action: '/captcha' },
    );
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (phase !== 'idle' || event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX, startY: event.clientY, ys: [0] };
    setMessage(null);
    setPhase('dragging');
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current) return;
    setLeft(clamp(event.clientX - current.startX));
    current.ys.push(event.clientY - current.startY);
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current) return;
    drag.current = null;
    const x = clamp(event.clientX - current.startX);
    if (x === 0) return setPhase('idle');
    current.ys.push(event.clientY - current.startY);
    send(x, 'pointer', current.ys);
  }

  function onPointerCancel() {
    drag.current = null;
    setLeft(0);
    setPhase('idle');
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (phase !== 'idle' && phase !== 'dragging') return;
    if (drag.current) return;
    const step = event.shiftKey ? 10 : 1;
    const moves: Record<string, number> = {
      ArrowRight: left + step,
      ArrowUp: left + step,
      ArrowLeft: left - step,
      ArrowDown: left - step,
      PageUp: left + 10,
      PageDown: left - 10,
      Home: 0,
      End: maxLeft,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setMessage(null);
      setLeft(clamp(next));
      setPhase('dragging');
    } else if ((event.key === 'Enter' || event.key === ' ') && phase === 'dragging' && left > 0) {
      event.preventDefault();
      send(left, 'keyboard', []);
    }
  }

  const resting = phase !== 'dragging';
  const busy = phase === 'checking' || phase === 'success';
  return (
    <Frame $width={shown.width} data-state={phase} data-ready={painted}>
      <Picture $width={shown.width} $height={shown.height}>
        <img
          key={`background-${shown.id}`}
          ref={background}
          src={shown.background}
          width={shown.width}
          height={shown.height}
          onLoad={onLoad}
          alt={t('A landscape with a puzzle-shaped gap')}
          draggable={false}
        />
        <Piece
          key={`piece-${shown.id}`}
          ref={piece}
          src={shown.piece}
          width={shown.pieceBox}
          height={shown.pieceBox}
          onLoad={onLoad}
          style={{ width: shown.pieceBox, height: shown.pieceBox, left, top: shown.gapY }}
          $resting={resting}
          alt=""
          draggable={false}
          aria-hidden="true"
        />
        <Refresh type="button" aria-label={t('New puzzle')} title={t('New puzzle')} disabled={phase !== 'idle' || revalidator.state !== 'idle'} onClick={() => revalidator.revalidate()}>
          <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" aria-hidden="true">
            <path d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" />
          </svg>
        </Refresh>
      </Picture>
      <Track $phase={phase}>
        <Fill $phase={phase} $resting={resting} style={{ width: left + thumbSize }} />
        {phase === 'idle' && left === 0 ? <Hint aria-hidden="true">{t('Slide to fit the piece into the gap')}</Hint> : null}
        <Thumb
          role="slider"
          tabIndex={0}
          aria-label={t('Puzzle piece position')}
          aria-valuemin={0}
          aria-valuemax={maxLeft}
          aria-valuenow={Math.round(left)}
          aria-valuetext={t('{{at}} of {{max}} pixels', { at: Math.round(left), max: maxLeft })}
          aria-describedby="captcha-keyboard-help"
          aria-busy={busy}
          data-testid="captcha-slider"
          style={{ left }}
          $phase={phase}
          $resting={resting}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerCancel}
          onKeyDown={onKeyDown}
        >
          <Icon phase={phase} />
        </Thumb>
      </Track>
      <Status
        role="status"
        $tone={phase === 'success' ? 'success' : message ? 'error' : 'muted'}
        {...(message?.urdu ? { lang: 'ur', dir: 'rtl' } : {})}
      >
        {message?.text ?? ''}
      </Status>
    </Frame>
  );
}
