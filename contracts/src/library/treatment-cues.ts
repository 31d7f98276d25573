import type { NegativeKind, Treatment } from './treatment.ts';

/**
 * The words by which a court treats a judgment it cites, as Pakistani judgments and their
 * head-notes write them (docs/decisions/0065-treatment-read-by-cue-patterns-with-scope-rules.md).
 *
 * Cues are matched in the order of this table and none may overlap an earlier one, so a longer or
 * negated form ("not distinguishable", "relied upon by learned counsel", "has not been
 * overruled") is taken before the plain cue it holds. A `neutral` cue is a mention that evaluates
 * nothing and stops a farther cue from reaching past it ("Ref.", "referred to"); a `counsel` cue
 * is counsel's reliance, evaluating nothing and letting a farther cue reach past it ("the
 * judgments relied upon by learned counsel are distinguishable").
 *
 * Every pattern is a plain alternation with bounded gaps (`(?:\s+\w+){0,3}`), so it reads a text
 * in time that grows with its length (docs/decisions/0057-user-text-read-in-linear-time.md).
 */
export type CueClass = Exclude<Treatment, 'neutral'> | 'neutral' | 'counsel' | 'discussed';

export interface CueRule {
  cue: CueClass;
  negativeKind?: NegativeKind;
  pattern: RegExp;
  /** Where the treated reference stands from the cue: after it ("we decline to follow X"), before it ("X was set aside"), or either. */
  reaches?: 'after' | 'before';
}

const not = String.raw`(?:not|never|no\s+longer|hardly|cannot|can\s*not|could\s+not|can't|couldn't|neither|nor)`;
const be = String.raw`(?:is|are|was|were|be|been|being|has\s+been|have\s+been|had\s+been|stands?|stood)`;
const counselWho = String.raw`(?:(?:the\s+)?(?:learned\s+|learnt\s+)?(?:(?:senior|sr\.|state|special|standing|defence|defense)\s+)?(?:counsels?|advocates?|asc|aor|a\.?\s?a\.?\s?g\.?|d\.?\s?p\.?\s?g\.?|d\.?\s?a\.?\s?g\.?|prosecutors?|law\s+officers?|(?:additional\s+)?(?:advocate|attorney|prosecutor)[-\s]+general)|the\s+(?:appellants?|petitioners?|respondents?|complainant|plaintiffs?|defendants?|applicants?|parties|other\s+side|prosecution|defence|defense))`;
const placeDefinitive = String.raw`(?:relied(?:\s+(?:up)?on)?|placed\s+reliance|cited|referred(?:\s+to)?|pressed\s+into\s+service|produced)`;

const rule = (cue: CueClass, source: string, negativeKind?: NegativeKind, reaches?: 'after' | 'before'): CueRule => ({
  cue,
  ...(negativeKind ? { negativeKind } : {}),
  ...(reaches ? { reaches } : {}),
  pattern: new RegExp(source, 'gi'),
});

export const cueRules: readonly CueRule[] = [
  // Counsel's reliance: what counsel cited is not the court following it.
  rule('counsel', String.raw`\b${placeDefinitive}\s+(?:\w+\s+){0,2}by\s+(?:both\s+)?(?:${counselWho}(?:\s+for\s+(?:the\s+)?\w+)?|him|her|them)\b`),
  rule('counsel', String.raw`\bcited\s+at\s+the\s+bar\b|\b(?:on\s+which|upon\s+which|on\s+whom)\s+(?:the\s+)?(?:learned\s+)?counsel\s+\w+`),

  // A head-note's list of references closed by the reporter's mark: "rel." and "foll." record that the court relied on or
  // followed them (the law reports' own abbreviations, as a lawyer reads them), "ref." only that it referred to them.
  rule('positive', String.raw`\b(?:rel|foll)\.(?=\s|$|[,;:)])`),
  rule('neutral', String.raw`\b(?:ref|relied|referred|followed)\.(?=\s|$|[,;:)])`),

  // Negations that undo the cue they hold: a judgment "not distinguishable" or "not overruled" stands.
  // Not "not applicable and distinguishable": the words between hold no "and", "or".
  rule('positive', String.raw`\b${not}\s+(?:(?!(?:and|or)\b)\w+\s+){0,2}(?:distinguishable|distinguished|be\s+distinguished)\b`),
  rule('positive', String.raw`\b(?:${not}|nor)\s+(?:\w+\s+){0,4}(?:overruled|over-ruled|reversed|set\s+aside|disapproved|per\s+incuriam|upset|departed\s+from)\b`),
  rule('neutral', String.raw`\b(?:has|have|had)\s+not\s+(?:\w+\s+){0,2}(?:followed|approved|applied|relied)\b`),

  // A court overruling an objection or a plea treats no judgment.
  rule('neutral', String.raw`\bover-?rul(?:ed|es?|ing)\s+(?:\w+\s+){0,3}?(?:objections?|pleas?|contentions?|arguments?|submissions?|requests?|applications?|preliminary)\b|\b(?:objections?|pleas?|contentions?|arguments?)\s+(?:\w+\s+){0,2}(?:is|are|was|were|being|be|stands?)\s+(?:hereby\s+|accordingly\s+|therefore\s+)?over-?ruled\b`),

  // Negative: overruled, per incuriam, disapproved, not followed, reversed.
  // "wrongly decided and is hereby overruled" is overruled, not merely disapproved.
  rule('negative', String.raw`\b(?:wrongly|incorrectly)\s+decided\s+(?:and|&)\s+(?:${be}\s+)?(?:hereby\s+|accordingly\s+|therefore\s+)?over-?ruled\b`, 'overruled'),
  // "X (supra), which had been declared by a larger bench in Y as not good law": the relative clause's antecedent is the judgment declared.
  rule('negative', String.raw`\b(?:${be}\s+)?(?:declared|held)\s+(?:\S+\s+){0,24}?(?:as|to\s+be)\s+["“‘']?(?:not\s+(?:a\s+)?(?:good|correct)\s+law|no\s+(?:longer|more)\s+(?:a\s+)?good\s+law|per\s*-?\s*incuriam|bad\s+law)`, 'overruled', 'before'),
  // "are not relevant anymore and are of no legal effect": a judgment that once held is held no more.
  rule('negative', String.raw`\bnot\s+(?:\w+\s+){0,1}(?:relevant|valid|applicable|good\s+law)\s+any\s?(?:more|longer)\b|\b(?:is|are)\s+of\s+no\s+legal\s+(?:effect|force)\b`, 'overruled', 'before'),
  // "Y overruled the judgment in X": the judgment overruled stands after the word, Y is the one that overruled.
  rule('negative', String.raw`\bover-?rul(?:ed|es|ing)\s+(?=(?:the|that|this|its|an?|all|both|these)\s+(?:\w+\s+){0,2}(?:judgments?|views?|decisions?|case|cases|dicta|dictum|law|precedents?|ratio)\b)`, 'overruled', 'after'),
  rule('negative', String.raw`\bover-?rul(?:ed|es?|ing)\b`, 'overruled'),
  rule('negative', String.raw`\bper\s*-?\s*incuriam\b`, 'per-incuriam'),
  // "However, this view was reviewed by this Court in Y, where a Full Bench concluded …": a view revisited by a court is departed from (not when it was then affirmed).
  rule('negative', String.raw`\b(?:was|were|has\s+been|have\s+been|had\s+been)\s+(?:reviewed|revisited|reconsidered)\s+by\s+(?:this|the|a|an)\s+(?:\w+\s+){0,2}?(?:court|bench)\b(?![^.;]{0,80}\b(?:affirmed|reaffirmed|re-affirmed|upheld|maintained|endorsed)\b)`, 'overruled', 'before'),
  rule('negative', String.raw`\b(?:does|do|did)\s+not\s+(?:\w+\s+){0,2}(?:lay(?:s)?\s+down|enunciate|declare|state)\s+(?:a\s+|the\s+)?(?:correct|good|valid|sound|proper)\s+(?:law|proposition)|\bnot\s+(?:a\s+|the\s+)?(?:correct|good)\s+law\b|\bno\s+(?:longer|more)\s+(?:a\s+)?good\s+law\b|\b(?:wrongly|incorrectly)\s+decided\b`, 'disapproved'),
  rule('negative', String.raw`\bdisapprov(?:ed|es?|ing)\b|\bwith\s+(?:great\s+|utmost\s+|due\s+|all\s+)?respect\S*\s+(?:\w+\s+){0,4}(?:not|unable\s+to)\s+(?:\w+\s+){0,1}(?:agree|subscribe|endorse)`, 'disapproved'),
  rule('negative', String.raw`\b(?:declined?|declining|unable|not\s+inclined|reluctant|refuse[sd]?)\s+to\s+follow\b|\b(?:we|this\s+court)\s+(?:do|does|can|could|would|shall)\s*(?:not|n't)\s+(?:\w+\s+){0,1}follow\b|\bdissent(?:ed|ing)?\s+from\b`, 'not-followed', 'after'),
  rule('negative', String.raw`\b${be}\s+(?:\w+\s+){0,2}(?:reversed|set\s+aside|set-aside|upset|vacated)\b`, 'reversed', 'before'),

  rule('negative', String.raw`\b(?:is|are|was|were)\s+not\s+(?:a\s+)?correct(?:ly\s+decided)?\b`, 'disapproved', 'before'),
  rule('negative', String.raw`\b(?:do|does|did)\s+not\s+appear\s+to\s+be\s+in\s+(?:consonance|conformity|accord|line)\s+with\b|\bruns?\s+contrary\s+to\b`, 'disapproved', 'before'),
  rule('negative', String.raw`\b(?:may|should|can|could|cannot|can\s*not)\s+(?:not\s+)?be\s+treated\s+as\s+(?:a\s+)?(?:binding\s+)?precedents?\b|\bdid\s+not\s+(?:declare|enunciate|lay\s+down)\s+(?:\w+\s+){0,3}principle\b`, 'not-followed', 'before'),

  // Distinguished: does not apply on these facts or this law.
  // A scanned page may split the word ("disti nguished").
  rule('distinguished', String.raw`\bdistinguish(?:able|ed|es|ing)?\b|\bdist\.(?=\s|$)|\bd\s?i\s?s\s?t\s?i\s?n\s?g\s?u\s?i\s?s\s?h\s?(?:a\s?b\s?l\s?e|e\s?d)\b|\b(?:is|are|was|were|being)\s+(?:\w+\s+){0,1}misplaced\b`),
  rule('distinguished', String.raw`\b(?:not|hardly|never)\s+(?:\w+\s+){0,2}(?:attracted|applicable|relevant|germane|helpful|on\s+all\s+fours|of\s+(?:any\s+)?(?:help|avail|assistance)|apply|applies|applied\s+to\s+the\s+(?:facts|present|instant)|pertinent|analogous|similar|identical|akin|at\s+par|comparable|relatable)\b`),
  rule('distinguished', String.raw`\b(?:no|little|any)\s+(?:\w+\s+){0,1}(?:application|relevance|relevancy|bearing|help|avail)\s+(?:to|on|in|with|for)\b|\binapplicable\b|\birrelevant\b|\bof\s+no\s+(?:help|avail|assistance|use|relevance)\b|\b(?:does|do|did|can|could|would|will)\s*(?:not|n't)\s+(?:\w+\s+){0,1}(?:help|advance|support|come\s+to\s+the\s+rescue)\b|\bcannot\s+(?:\w+\s+){0,1}(?:help|advance|support|come\s+to\s+the\s+rescue)\b|\b(?:facts|circumstances)\s+(?:\w+\s+){0,4}(?:quite\s+|entirely\s+|altogether\s+|totally\s+)?(?:different|distinct|dissimilar)\b|\b(?:different|distinct|dissimilar)\s+(?:\w+\s+){0,2}(?:facts|circumstances)\b`),

  // Positive: followed, applied, relied upon, approved, affirmed.
  rule('positive', String.raw`\bfortified\b|\bsquarely\s+(?:\w+\s+){0,1}(?:appl\w+|attracted|covers?|cover(?:ed|s))\b|\b(?:fully|aptly|rightly|clearly|directly|equally|very\s+much)\s+(?:appl\w+|attracted|relevant)\b|\bon\s+all\s+fours\b|\b(?:is|are)\s+(?:\w+\s+){0,1}attracted\b`),
  rule('positive', String.raw`\b(?:we|i|this\s+court)\s+(?:\w+\s+){0,2}(?:rel(?:y|ies|ied)|place\s+(?:our\s+)?reliance|follow(?:ed|s)?|agree\s+with|endorse|approve|respectfully\s+follow)\b`),
  rule('positive', String.raw`\bas\s+(?:has\s+been\s+|was\s+|is\s+)?(?:held|laid\s+down|observed|ruled|enunciated|settled|declared)\s+(?:by\s+(?:\w+\s+){1,5}?)?in\b|\bfollowing\s+(?:the\s+)?(?:precedents?|judgments?|decisions?|dicta|dictum|ratio|law|principles?|view)\s+(?:laid\s+down\s+|of\s+|in\s+)`, undefined, 'after'),
  // The court's own signals: "in terms of", "in view of", "in the light of" a judgment, and "See X" opening its citation (a footnote's too).
  rule('positive', String.raw`\bin\s+(?:terms|view|the\s+light|light)\s+of\b|\b(?:one|we|you)\s+may\s+(?:also\s+)?(?:usefully\s+|profitably\s+)?see\b|^[\W\d]*see\b(?!\s+also)`, undefined, 'after'),
  rule('positive', String.raw`\breference\s+(?:\w+\s+){0,3}(?:may|can|could|might|is|be)\s+(?:also\s+)?(?:usefully\s+|gainfully\s+|profitably\s+)?(?:to\s+)?(?:be\s+)?(?:made|had)\b`),
  rule('positive', String.raw`\breliance\s+(?:\w+\s+){0,3}(?:is|are|can|may|could|might|has\s+been|be|being|also|is\s+also)\s+(?:\w+\s+){0,2}(?:placed|made|had|taken)\b|\breliance\s+(?:is|can|may)\b|\b(?:place|placing|placed)\s+(?:our\s+)?reliance\b|\brel(?:ied|y|ying)\s+(?:up)?on\b|\brelied\b`),
  rule('positive', String.raw`\b(?:followed|applied|approved|affirmed|endorsed|upheld|reaffirmed|re-affirmed|adopted)\b|\bwith\s+approval\b|\bguided\s+by\b|\bsupport\s+(?:\w+\s+){0,2}(?:from|by)\b|\bderive[sd]?\s+(?:\w+\s+){0,1}support\b|\bin\s+(?:line|consonance|conformity|accord|keeping)\s+with\b|\bbinding\b`),

  rule('positive', String.raw`\b(?:the\s+)?correct\s+law\b|\bgood\s+law\b|\bguidance\s+(?:\w+\s+){0,2}(?:sought|drawn|taken|derived)\b|\bsimilar\s+to\s+(?:the\s+)?facts\s+of\b|\bsimilar\s+view\b`),

  // The court setting out what a judgment held, as authority for its own reasoning: the judged set reads it as relied on.
  rule('discussed', String.raw`\b(?:held|holds|holding|observed|observes|observation|ruled|enunciated|expounded|propounded|declared|concluded|opined|pronounced|reiterated|re-iterated|considered|dealt|discussed|decided|settled|explained|elaborated|interpreted|clarified|emphasized|emphasised|noted|highlighted|examined|view|views|principles?|dicta|dictum|ratio|law\s+laid\s+down|laid\s+down|lay\s+hand|refer\s+to|may\s+refer|be\s+referred|reference\s+to|in\s+the\s+words\s+of)\b`),

  // Mentions that evaluate nothing and stop a farther cue.
  rule('neutral', String.raw`\bref\.(?=\s|$|[,;:)])|\breferred\s+to\b|\bsee\s+also\b|\bcf\.(?=\s)|\bcited\b|\bcase\s+law\s+(?:cited|referred)\b`),
];

// A court below, whose reasoning this court reports ("the learned trial court while relying on X").
const courtBelow = String.raw`(?:the\s+(?:learned\s+)?|learned\s+)(?:(?:trial|appellate|lower|revisional|executing|rent|family|banking|sessions|district)\s+courts?|courts?\s+below|(?:trial|single|additional\s+sessions|sessions|civil|district|family)\s+judge|judge|tribunal|high\s+court|(?:division|single|full|larger)\s+bench)`;

// An argument's verbs, whole (`stated`, never `State`).
const speechVerb = String.raw`(?:contend(?:s|ed|ing)?|argu(?:e|es|ed|ing)|submit(?:s|ted|ting)?|urg(?:e|es|ed|ing)|plead(?:s|ed|ing)?|stat(?:es|ed|ing)|maintain(?:s|ed|ing)?|point(?:s|ed|ing)\s+out|rel(?:y|ies|ied|ying)|(?:made|make|makes|making)\s+(?:a\s+)?reference|plac(?:e|es|ed|ing)\s+(?:his\s+|her\s+|their\s+|heavy\s+|much\s+)?reliance|refer(?:s|red|ring)|cit(?:es|ed|ing)|canvass(?:es|ed|ing)?|assert(?:s|ed|ing)?|stress(?:es|ed|ing)?|emphasi[sz](?:e|es|ed|ing)|add(?:s|ed)|press(?:es|ed|ing)|sought|seek(?:s|ing)?|rais(?:e|es|ed|ing)|prayed|averred|took\s+the\s+stance)\b`;

/** Who is speaking: counsel, a party or a court below as the subject of an argument or a reliance. */
export const counselSpeaking = new RegExp(
  String.raw`(?<!\b(?:by|agree\s+with|agreement\s+with)\s+(?:the\s+)?(?:learned\s+)?)(?:${counselWho}|${courtBelow})\b(?:[^.;:]|\.(?!\s)|\.(?=\s+\d)){0,120}?\b${speechVerb}` +
    String.raw`|\b(?:he|she|they)\s+(?:(?!(?:be|been|being|is|are|was|were)\b)\w+\s+){0,2}${speechVerb}` +
    String.raw`|\b(?:it|which|that|these|this|they|same)\s+(?:is|was|were|are|has\s+been|have\s+been|had\s+been)\s+(?:further\s+|also\s+|lastly\s+|next\s+|vehemently\s+|strenuously\s+)?(?:contended|argued|submitted|urged|pleaded|stated|maintained|asserted|canvassed|pointed\s+out|pressed)` +
    String.raw`|\b(?:were|was|has\s+been|have\s+been)\s+(?:\w+\s+){0,1}(?:pressed|urged|canvassed|argued)\b` +
    String.raw`|\baccording\s+to\s+${counselWho}(?!\s+(?:story|version|case|evidence|witness|witnesses|record)\b)|\bin\s+support\s+of\s+(?:his|her|their|this|the|such|these|its)\s+(?:\w+\s+){0,1}(?:contentions?|submissions?|arguments?|pleas?|stance|case|claim|version)` +
    String.raw`|\bon\s+behalf\s+of\s+the\s+(?:appellants?|petitioners?|respondents?|complainant|plaintiffs?|defendants?|state|prosecution|accused)`,
  'gi',
);

/** Counsel's reliance alone, no argument: the court may still evaluate what counsel cited in the same sentence. */
export const relianceOnly = /^(?:(?!\b(?:contend|argu|submi|urg|plead|stat|maintain|point|canvass|assert|stress|emphasi|add|press|sought|seek|rais|pray|aver)).)*$/is;

/** A later sentence's words for a judgment already named: "the cited case", "the said judgment", "reliance on … is misplaced". */
export const anaphor = /\b(?:the|this|that|these|those|such)\s+(?:(?:cited|said|above|aforesaid|aforementioned|referred|relied|same|case|reported)\s+){0,2}(?:case|cases|judgments?|judgements?|decisions?|case\s*-?\s*law|authority|authorities|precedents?|verdict|dictum|ratio|view|observations?|pronouncements?)\b|\breliance\s+on\s+(?:the\s+)?(?:cited|said)\b|\bibid\b|\bsupra\b|\btherein\b/i;

/** The court taking the word again after counsel's argument in the same sentence. */
export const courtSpeaking = /\b(?:we|us|our|this\s+court|this\s+bench|however|but)\b/gi;

/** Words that end the reach of a cue inside a sentence: a head-note's dashes, a turn of the argument. */
export const clauseBreak = /(?<![:\s]\s*)(?:-{2,}|—)|;\s*[a-z]|\b(?:[Hh]owever|[Bb]ut|[Ww]hereas|[Ww]hereafter|[Tt]hereafter|[Mm]oreover|[Bb]esides|[Aa]lthough|[Tt]hough)\b/;

/** Words after a reference that report what its court held, so a cue after them is about the holding, not the reference. */
export const holdingReported = /\b(?:that|held|holding|observed|ruled|reiterated|wherein|whereby|where|which\s+reads?|laid\s+down|enunciated|declared\s+that)\b/i;

/** A judgment under appeal named as such, and the court undoing it in the same sentence. */
export const impugned = /\b(?:impugned|judgment\s+under\s+(?:appeal|challenge)|appealed\s+against|assailed)\b/i;
export const undone = /\b(?:set\s+aside|reversed|appeal\s+(?:is|was)\s+(?:accordingly\s+)?allowed)\b/i;
