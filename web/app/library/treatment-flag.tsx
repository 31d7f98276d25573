import { Link } from '@remix-run/react';
import { flagTone, treatmentFlagTexts, type CitingTreatment, type NegativeKind, type Treatment, type TreatmentFlag } from '@qanoon/contracts';
import { Fragment, type ReactNode } from 'react';
import { css, styled } from 'styled-components';
import { translatable, useT } from '../i18n/i18n.tsx';
import { caseHref, citatorTreatmentHref } from './hrefs.ts';

/** The filter's and the citing rows' names of the four treatments. */
export const treatmentLabels: Record<Treatment, string> = {
  positive: translatable('Positive'),
  distinguished: translatable('Distinguished'),
  negative: translatable('Negative'),
  neutral: translatable('Neutral'),
};

/** A citing row's name of a negative treatment. */
export const negativeKindLabels: Record<NegativeKind, string> = {
  overruled: translatable('Overruled'),
  'per-incuriam': translatable('Declared per incuriam'),
  reversed: translatable('Reversed'),
  disapproved: translatable('Disapproved'),
  'not-followed': translatable('Not followed'),
};

const tones = {
  negative: { color: 'danger', surface: 'dangerSurface' },
  distinguished: { color: 'warning', surface: 'warningSurface' },
  positive: { color: 'success', surface: 'successSurface' },
  neutral: { color: 'muted', surface: 'surface' },
} as const satisfies Record<Treatment, { color: string; surface: string }>;

// Colour is never the only signal: each tone has its own shape, beside words that say it all.
// Each shape is drawn once, in the style sheet, as a mask the text's colour shows through; so a
// flag on a page of results is one element with its words, not an inline drawing per row.
const drawing = (body: string) => `url("data:image/svg+xml,${encodeURIComponent(`<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'>${body}</svg>`)}")`;
const shapes: Record<Treatment, string> = {
  // An octagon with a bar cut out.
  negative: drawing("<path fill-rule='evenodd' d='M5 1h6l4 4v6l-4 4H5l-4-4V5zM4 7v2h8V7z'/>"),
  // A triangle with an exclamation mark cut out.
  distinguished: drawing("<path fill-rule='evenodd' d='M8 1l7.5 14H.5zM7.1 5.5v5h1.8v-5zM7.1 11.8v1.8h1.8v-1.8z'/>"),
  // A disc with a tick cut out.
  positive: drawing(
    "<mask id='t'><rect width='16' height='16' fill='white'/><path d='M4.3 8.3l2.5 2.5 4.9-5.2' fill='none' stroke='black' stroke-width='2'/></mask><circle cx='8' cy='8' r='7.5' mask='url(#t)'/>",
  ),
  // A ring.
  neutral: drawing("<circle cx='8' cy='8' r='6' fill='none' stroke='black' stroke-width='2'/>"),
};

/**
 * The shape of a tone (octagon, triangle, ticked disc, ring) before a flex box's words, in the
 * text's colour. It is decoration only (screen readers read the words) and it prints.
 */
export const toneShape = (tone: Treatment) => css`
  &::before {
    content: '';
    flex: none;
    width: 16px;
    height: 16px;
    margin-top: 0.2em;
    background: currentColor;
    -webkit-mask: ${shapes[tone]} center / contain no-repeat;
    mask: ${shapes[tone]} center / contain no-repeat;
    -webkit-print-color-adjust: exact;
    print-color-adjust: exact;
  }

  @media (forced-colors: active) {
    &::before {
      forced-color-adjust: none;
      background: CanvasText;
    }
  }
`;

const Badge = styled.p<{ $tone: Treatment }>`
  display: flex;
  align-items: flex-start;
  gap: 0.4em;
  width: fit-content;
  max-width: 100%;
  margin: ${({ theme }) => `${theme.space.xs} 0 0`};
  padding: 2px ${({ theme }) => theme.space.sm};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  line-height: ${({ theme }) => theme.lineHeight.base};
  color: ${({ theme, $tone }) => theme.colors[tones[$tone].color]};
  background: ${({ theme, $tone }) => theme.colors[tones[$tone].surface]};
  ${({ $tone }) => toneShape($tone)}

  a {
    color: inherit;
  }

  .flag-parties {
    font-weight: 400;
  }
`;

/** A placeholder's stand-in, to put a link where a translated sentence names a judgment. */
const slot = '\u0001';

function around(text: string, node: ReactNode): ReactNode {
  const [before = '', after = ''] = text.split(slot);
  return (
    <>
      {before}
      {node}
      {after}
    </>
  );
}

/**
 * A case's standing, the one flag every screen shows (the case page, result rows, the citator,
 * Check my citations): "Overruled by …" naming the latest negative judgment, "Distinguished by N"
 * or "Followed by N"; nothing when no judgment has evaluated the case. With `citationId` (the
 * flagged case) its counts link to its citator filtered to that treatment; `named` adds the
 * negative judgment's parties.
 */
export function StandingFlag({ flag, citationId, named = false }: { flag: TreatmentFlag | null | undefined; citationId?: string; named?: boolean }) {
  const t = useT();
  const tone = flagTone(flag);
  if (!flag || !tone) return null;
  const filtered = (text: string) => (citationId ? <Link to={citatorTreatmentHref(citationId, tone)}>{text}</Link> : text);
  let text: ReactNode;
  if (tone === 'negative') {
    const latest = flag.negative;
    const others = latest ? flag.negativeCount - 1 : flag.negativeCount;
    // One isolate around the citation and its parties: inside an Urdu sentence their brackets stay theirs.
    const judgment = latest ? (
      <bdi>
        <Link to={caseHref(latest.citationId)}>{latest.citationId}</Link>
        {named && latest.parties ? <span className="flag-parties"> ({latest.parties})</span> : null}
      </bdi>
    ) : null;
    text = (
      <span>
        {latest ? around(t(treatmentFlagTexts[latest.kind], { judgment: slot }), judgment) : filtered(t(treatmentFlagTexts.negative, { number: others }))}
        {latest && others > 0 ? <> {filtered(t(treatmentFlagTexts.moreNegative, { number: others }))}</> : null}
      </span>
    );
  } else if (tone === 'distinguished') {
    text = <span>{filtered(t(treatmentFlagTexts.distinguished, { number: flag.distinguished }))}</span>;
  } else {
    text = <span>{filtered(t(treatmentFlagTexts.positive, { number: flag.positive }))}</span>;
  }
  return (
    <Badge $tone={tone} data-flag={tone}>
      {text}
    </Badge>
  );
}

/** How one citing judgment treated the cited one: its name (the kind, when negative) with the tone's shape. */
export function TreatmentLabel({ treatment }: { treatment: Pick<CitingTreatment, 'treatment' | 'negativeKind'> }) {
  const t = useT();
  const label = treatment.treatment === 'negative' && treatment.negativeKind ? negativeKindLabels[treatment.negativeKind] : treatmentLabels[treatment.treatment];
  return (
    <Badge as="span" $tone={treatment.treatment} data-treatment={treatment.treatment}>
      <span>{t(label)}</span>
    </Badge>
  );
}

/**
 * The sentence that decided a treatment with its deciding words marked: both are the judgment's
 * own text, so they stay React text (never markup); words the sentence does not hold mark nothing.
 */
export function DecidingSentence({ sentence, words }: { sentence: string; words: string | null }) {
  const at = words ? sentence.indexOf(words) : -1;
  if (!words || at < 0) return <>{sentence}</>;
  return (
    <Fragment>
      {sentence.slice(0, at)}
      <mark>{words}</mark>
      {sentence.slice(at + words.length)}
    </Fragment>
  );
}
