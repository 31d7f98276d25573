import { flagTone, type TreatmentFlag } from '@qanoon/contracts';
import { describe, expect, it } from 'vitest';
import { renderToHtml } from '../ui/render-to-html.test-helper.tsx';
import { DecidingSentence, StandingFlag, TreatmentLabel } from './treatment-flag.tsx';

const flag = (over: Partial<TreatmentFlag>): TreatmentFlag => ({ negative: null, negativeCount: 0, distinguished: 0, positive: 0, ...over });
const overruled = flag({
  negative: { kind: 'overruled', citationId: 'PLD 2020 SC 5', parties: 'Muhammad Aslam v. The State' },
  negativeCount: 3,
  distinguished: 2,
  positive: 4,
});

describe('a case’s flag', () => {
  it('is red when any judgment treated the case negatively, else amber when distinguished, else green when followed', () => {
    expect(flagTone(overruled)).toBe('negative');
    expect(flagTone(flag({ distinguished: 1, positive: 5 }))).toBe('distinguished');
    expect(flagTone(flag({ positive: 1 }))).toBe('positive');
  });

  it('shows nothing when no judgment has evaluated the case', () => {
    expect(flagTone(null)).toBeNull();
    expect(flagTone(flag({}))).toBeNull();
    expect(renderToHtml(<StandingFlag flag={null} />)).toBe('');
    expect(renderToHtml(<StandingFlag flag={flag({})} />)).toBe('');
  });

  it('says amber and green in words', () => {
    const amber = renderToHtml(<StandingFlag flag={flag({ distinguished: 2, positive: 1 })} />);
    expect(amber).toContain('data-flag="distinguished"');
    expect(amber).toContain('Distinguished by 2');
    expect(renderToHtml(<StandingFlag flag={flag({ positive: 4 })} />)).toContain('Followed by 4');
  });
});

describe('a citing judgment’s treatment', () => {
  it('names a negative treatment by its kind', () => {
    expect(renderToHtml(<TreatmentLabel treatment={{ treatment: 'negative', negativeKind: 'per-incuriam' }} />)).toContain('Declared per incuriam');
    expect(renderToHtml(<TreatmentLabel treatment={{ treatment: 'distinguished', negativeKind: null }} />)).toContain('Distinguished');
  });

  it('marks the deciding words in their sentence and keeps the judgment’s text as text', () => {
    const html = renderToHtml(
      <p>
        <DecidingSentence sentence={'We hold that <b>X</b> was wrongly decided and overrule it.'} words="wrongly decided and overrule it" />
      </p>,
    );
    expect(html).toBe('<p>We hold that &lt;b&gt;X&lt;/b&gt; was <mark>wrongly decided and overrule it</mark>.</p>');
  });

  it('marks nothing when the sentence does not hold the words or nothing decided it', () => {
    expect(renderToHtml(<DecidingSentence sentence="Reliance was placed on X." words="overrule" />)).toBe('Reliance was placed on X.');
    expect(renderToHtml(<DecidingSentence sentence="Reliance was placed on X." words={null} />)).toBe('Reliance was placed on X.');
  });
});
