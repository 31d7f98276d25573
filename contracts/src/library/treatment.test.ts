import { describe, expect, it } from 'vitest';
import { sentenceAround } from './sentences.ts';
import { treatmentPlaces } from './treatment-places.ts';
import { citingContexts, readTreatment, treatments, type CitingContext, type Treatment, type TreatmentReading } from './treatment.ts';

/** A place a judgment writes a reference, the reference marked [[like this]] in the text around it. */
function context(text: string): CitingContext {
  const open = text.indexOf('[[');
  const close = text.indexOf(']]');
  if (open === -1 || close < open) throw new Error(`no [[reference]] in ${text}`);
  return { before: text.slice(0, open), written: text.slice(open + 2, close), after: text.slice(close + 2) };
}

const read = (...texts: string[]) => readTreatment(texts.map(context));

/** The treatment, the kind and the deciding words, and that the words are the sentence's own. */
function verdict(reading: TreatmentReading) {
  if (reading.words !== null) expect(reading.sentence).toContain(reading.words);
  return { treatment: reading.treatment, negativeKind: reading.negativeKind, words: reading.words };
}

describe('the court relying on a judgment', () => {
  it('is positive in the court’s own words', () => {
    expect(verdict(read('In this regard reliance is placed on Amir Khan v. The State [[2000 SCMR 1885]], where the point was settled.'))).toEqual({
      treatment: 'positive',
      negativeKind: null,
      words: 'reliance is placed',
    });
    expect(read('We are fortified in this view by the judgment of this Court in Nazir Ahmed v. Muhammad Rafiq ([[1993 SCMR 257]]).').treatment).toBe('positive');
    expect(read('The principle laid down in Bashir Ahmed v. M. Siddique ([[PLD 2009 SC 11]]) squarely applies to the present case.').treatment).toBe('positive');
    // The court setting out what a judgment held, as authority for its own reasoning.
    expect(verdict(read('In Federation of Pakistan v. Ali ([[PLD 2010 SC 483]]), this Court held that a pronouncement on a question of law binds every court.'))).toEqual({
      treatment: 'positive',
      negativeKind: null,
      words: 'held',
    });
    expect(read('The judgment in Jamal Jute Baling ([[PLD 1971 SC 784]]) has not been overruled.').treatment).toBe('positive');
  });

  it('is neutral when counsel relied on it, however the sentence puts it', () => {
    for (const text of [
      'Learned counsel for the appellant placed reliance on Amir Khan v. The State [[2000 SCMR 1885]].',
      'He relied upon the judgments reported as 2007 SCMR 670, [[2014 PCr.LJ 139]] and 2018 MLD 43.',
      'In support of his contention, reliance was placed on [[PLD 2009 SC 11]].',
      'Mr. Ali, learned ASC for the respondents Nos.1 and 4 relied upon Shamir v. Faiz Elahi ([[1993 SCMR 145]]).',
      'It was argued that the case is squarely covered by [[PLD 2009 SC 11]].',
      'The learned trial court while relying on the reported judgment ([[2014 MLD 337]]) overruled the objection.',
      // A head-note's list closed by "ref." is the reporter's note that the judgment referred to it.
      'Accused was acquitted. Zafar Khan v. The State [[2022 SCMR 864]] ref.',
      // A paragraph setting out counsel's arguments, the court not yet speaking.
      '3. Learned counsel for the appellant contended that the recovery was doubtful. It has been held in [[2019 SCMR 1]] that such a recovery is no evidence.',
    ]) {
      expect(verdict(read(text)), text).toEqual({ treatment: 'neutral', negativeKind: null, words: null });
    }
  });
});

describe('the reporter’s mark and the court’s own signals', () => {
  it('reads a head-note’s "rel." as the court relying on it, unless the judgment shows only counsel relying on it', () => {
    expect(verdict(read('Appeal dismissed. Zafar Khan v. The State [[2022 SCMR 864]] rel.'))).toMatchObject({ treatment: 'positive', words: 'rel.' });
    const note = 'Appeal dismissed. Zafar Khan v. The State [[2022 SCMR 864]] rel.';
    expect(read(note, 'The facts are these. Learned counsel for the appellant relied upon Zafar Khan v. The State [[2022 SCMR 864]].').treatment).toBe('neutral');
    expect(read(note, 'Reliance is placed on Zafar Khan v. The State [[2022 SCMR 864]].')).toMatchObject({ treatment: 'positive', words: 'Reliance is placed' });
  });

  it('reads "See X", "in terms of X" and "In X, this Court held" as the court relying on X', () => {
    expect(read('The right is settled. 19 See Shahida Zahir v. President of Pakistan [[PLD 1996 SC 632]]; Zulfiqar Mehdi v. PIA 1998 SCMR 793.').treatment).toBe('positive');
    expect(read('Therefore, in terms of judgments of this Court reported as Ali Azhar Khan Baloch vs. Province of Sindh ([[2015 SCMR 456]]), he shall be denotified.').treatment).toBe('positive');
    expect(verdict(read('The point is old. 13. In Muhammad Anwar Vs. Muhammad Aslam ([[2012 SCMR 345]]) in similar facts, this Court granted the same relief.'))).toMatchObject({
      treatment: 'positive',
      words: 'this Court',
    });
    // A scanned page's blank line after a party's "v." ends no sentence.
    expect(read('The point is old. In this regard, reference may be made to the case of Elahi Bakhsh v.\n\nMst. Balqees Begum [[1992 PSC 1655]], therefore, we dismiss it.').treatment).toBe('positive');
  });

  it('reads the court’s word on the judgments counsel cited, a few sentences on', () => {
    const text =
      'The learned counsel for the petitioners placed reliance on the judgments of Fateh Chand vs. Balkishan Dass ([[AIR 1963 SC 1405]]) and Hidayatullah vs. Khurshid Khan (1987 CLC 832). 8. We have gone through the judgments so referred by the learned counsel and the record. These judgments are distinguishable and have no bearing on the merits of this case. 9. The petition fails.';
    expect(verdict(read(text))).toMatchObject({ treatment: 'distinguished', words: 'distinguishable' });
    expect(read(text.replace('These judgments are distinguishable and have no bearing on the merits of this case.', 'The facts are distinguishable.')).treatment).toBe('neutral');
    // Where the sentence writing it does not show who cited it, the later sentence must say they are counsel's.
    const unsaid = 'The point was argued. Reliance was sought from Federal Public Service Commission v. Altaf Hussain ([[2015 SCMR 581]]) by iterating that the petition is not maintainable. ';
    expect(read(`${unsaid}We have heard the parties. The judgments referred by the learned counsel are distinguishable. 18. The petition fails.`).treatment).toBe('distinguished');
    expect(read(`${unsaid}We have heard the parties. These judgments are distinguishable. 18. The petition fails.`).treatment).not.toBe('distinguished');
  });

  it('reads "the same" after a turn of the sentence, and "however" set off by commas, as about the judgment just named', () => {
    expect(
      verdict(read('We do agree with the case law relied upon by the learned counsel in the case of Sardar Ali v. Sardar Bibi ([[2010 SCMR 1066]]) but the same in the peculiar circumstances of the case is not applicable and distinguishable.')),
    ).toMatchObject({ treatment: 'distinguished' });
    expect(read('Reliance was placed on Ali v. Khan [[PLD 1970 Lahore 614]], the case cited by him, however, does not advance his cause.').treatment).toBe('distinguished');
    // Counsel's argument about "the judgment" in the next sentence stays counsel's.
    expect(read('He argued that in Kaleem Shah ([[2011 SCMR 1004]]) this Court followed Abdullah Khan. The judgment, however, was wrongly decided. He further contended otherwise.').treatment).not.toBe('negative');
  });
});

describe('the court distinguishing a judgment', () => {
  it('reads distinguishable, not attracted and no application as distinguished', () => {
    expect(verdict(read('Muhammad Siddiq, reported in [[PLD 2009 SC 11]], which is distinguishable on facts.'))).toMatchObject({
      treatment: 'distinguished',
      words: 'distinguishable',
    });
    expect(read('The ratio of [[2007 CLD 1465]] is not attracted to the facts and circumstances of the instant case.').treatment).toBe('distinguished');
    expect(read('The case of Latif-ur-Rehman ([[2015 SCMR 1708]]) has no application to the present controversy.').treatment).toBe('distinguished');
  });

  it('reaches past counsel’s reliance to the court’s own word', () => {
    const reading = read('The judgment in Asian Pollux [[2007 CLD 1465]] relied upon by learned counsel for the plaintiff is distinguishable.');
    expect(verdict(reading)).toMatchObject({ treatment: 'distinguished', words: 'distinguishable' });
  });

  it('is not distinguished when counsel says so or the court says it is not', () => {
    expect(read('Learned counsel for the respondent contended that [[PLD 2009 SC 11]] is distinguishable on facts.').treatment).toBe('neutral');
    expect(verdict(read('The case of Ali Khan ([[PLD 2009 SC 11]]) is not distinguishable from the case in hand.'))).toMatchObject({
      treatment: 'positive',
      words: 'not distinguishable',
    });
  });

  it('treats every reference of a head-note list by the word that closes it, and no farther', () => {
    const list = 'PLD 2002 SC 534; 1997 PCr.LJ 1900 and 1984 SCMR 129 distinguished.';
    for (const reference of ['PLD 2002 SC 534', '1997 PCr.LJ 1900', '1984 SCMR 129']) {
      expect(read(`Petition dismissed. ${list.replace(reference, `[[${reference}]]`)}`).treatment, reference).toBe('distinguished');
    }
    // The nearer word closes its own list: in "A rel. B distinguished" only B is distinguished, and A relied on.
    expect(read('Appeal allowed. [[2001 SCMR 36]] rel. 2009 PCr.LJ 1270 and 2002 MLD 1198 distinguished.').treatment).toBe('positive');
    expect(read('Appeal allowed. 2001 SCMR 36 rel. [[2009 PCr.LJ 1270]] and 2002 MLD 1198 distinguished.').treatment).toBe('distinguished');
    expect(read('Appeal allowed. AIR 2004 SC 4609 and [[AIR 1990 SC 673]] ref.').treatment).toBe('neutral');
  });

  it('takes the word of the sentence that opens a list for each item of it', () => {
    const opened = (opener: string) =>
      read(`${opener}\n\n(i) Ali v. The State (PLD 1990 SC 1)\n\n(ii) Khan v. The State ([[2001 SCMR 25]])\n\n(iii) Din v. The State (2003 SCMR 4)`);
    expect(verdict(opened('5. The following judgments cited at the bar are distinguishable:'))).toMatchObject({ treatment: 'distinguished', words: 'distinguishable' });
    expect(opened('5. Learned counsel for the petitioners placed reliance on the following judgments:').treatment).toBe('neutral');
    expect(opened('5. The facts of the case are these:').treatment).toBe('neutral');
  });
});

describe('the court treating a judgment negatively', () => {
  it('names the kind: overruled, per incuriam, disapproved, not followed, reversed', () => {
    const kind = (text: string) => {
      const reading = read(text);
      return reading.treatment === 'negative' ? reading.negativeKind : reading.treatment;
    };
    expect(kind('The view in Basharat Ali v. Special Judge ([[PLD 2004 Lahore 199]]) was overruled by this Court in a later case.')).toBe('overruled');
    expect(kind('The judgment in Ghulam Ali ([[1997 SCMR 1477]]) was declared per incuriam by a larger bench.')).toBe('per-incuriam');
    expect(kind('The dictum in Nazir Ahmed v. Muhammad Rafiq ([[1993 CLC 257]]) does not lay down correct law.')).toBe('disapproved');
    expect(kind('With utmost respect, we are unable to follow the view taken in Muhammad Lal v. The State ([[2012 YLR 1771]]).')).toBe('not-followed');
    expect(kind('The impugned judgment of the High Court reported as [[2019 CLC 100]] is set aside and the suit is decreed.')).toBe('reversed');
  });

  it('is not negative for the judgment that overruled, for an objection overruled, or when the court says it was not', () => {
    expect(read('The view in Basharat Ali (PLD 2004 Lahore 199) was overruled by this Court in Mirza Shaukat Baig v. Shahid Jamil ([[PLD 2005 SC 530]]).').treatment).not.toBe(
      'negative',
    );
    expect(read('Reliance is placed on Shahida Parveen v. Sher Afzal [[2006 MLD 1752]]. Thus, the objection is overruled.').treatment).toBe('positive');
    expect(read('The law laid down in Jamal Jute Baling ([[PLD 1971 SC 784]]) has not been overruled.').treatment).not.toBe('negative');
    // The judgment that declared another not good law is the authority, not the one declared.
    expect(read('It had been declared by a larger bench in Gulshan Bibi v. Muhammad Sadiq ([[PLD 2016 SC 769]]) as "not a good law."').treatment).toBe('positive');
    expect(read('In Ijaz Hussain ([[2011 SCMR 1864]]), the order of the High Court was set aside.').treatment).not.toBe('negative');
    expect(read('The decision in Aamir Ali v. State ([[2002 YLR 1902]]), which dissented from the view taken in an earlier case, was not noticed.').treatment).not.toBe(
      'negative',
    );
  });
});

/** Every place the reader is given for `written` in `text`, as the citation index finds them. */
function places(text: string, written: string) {
  const found: { index: number; end: number }[] = [];
  for (let at = text.indexOf(written); at !== -1; at = text.indexOf(written, at + written.length)) found.push({ index: at, end: at + written.length });
  return found;
}
const readAll = (text: string, written: string) => readTreatment(citingContexts(text, treatmentPlaces(text, places(text, written))));
const filler = 'The facts need not be repeated here. '.repeat(30);

describe('the places past the reference’s own', () => {

  it('reads the court’s word at a later mention of the case by its party’s name', () => {
    const text =
      'In particular, reliance was placed by learned counsel on Habib Ullah v. Abdul Manan (2012 SCMR 1533). ' +
      filler +
      '9. We agree with the learned counsel for the petitioner that the High Court could not have placed reliance on the judgments in the cases of Habib Ullah (supra) ' +
      'which had been declared by the five member bench of this Court in the case of Gulshan Bibi v. Muhammad Sadiq (PLD 2016 SC 769) as “not a good law.”';
    expect(readTreatment(citingContexts(text, places(text, '2012 SCMR 1533'))).treatment).toBe('neutral');
    expect(verdict(readAll(text, '2012 SCMR 1533'))).toMatchObject({ treatment: 'negative', negativeKind: 'overruled' });
    // The judgment that declared it is the authority.
    expect(readAll(text, 'PLD 2016 SC 769').treatment).not.toBe('negative');
  });

  it('maps "X’s case (supra)" and "X (supra)" to the reference whose first party is X, and no other', () => {
    const text = `Learned counsel relied on Haji Abdul Ali v. Haji Bismillah (PLD 2005 SC 163) and Ghulam Murtaza v. The State (1998 SCMR 1). ${filler}The judgment in Abdul Ali’s case (supra) was wrongly decided and is hereby overruled.`;
    expect(verdict(readAll(text, 'PLD 2005 SC 163'))).toMatchObject({ treatment: 'negative', negativeKind: 'overruled', words: 'wrongly decided and is hereby overruled' });
    expect(readAll(text, '1998 SCMR 1').treatment).toBe('neutral');
  });

  it('reads a later mention by the reference’s High Court, or as "the X case", for the court’s negative word', () => {
    const text =
      'Learned counsel relied upon Muhammad Khan Vs. Amanullah (PLD 2014 Balochistan 128) and Ali v. Khan (PLD 2010 Lahore 1). ' +
      filler +
      'In this respect, the judgments of the learned High Court of Balochistan (supra) do not enunciate proper law and are therefore set aside to the extent of the law laid down therein.';
    expect(verdict(readAll(text, 'PLD 2014 Balochistan 128'))).toMatchObject({ treatment: 'negative', words: 'do not enunciate proper law' });
    // Another High Court's judgment is not the one named.
    expect(readAll(text, 'PLD 2010 Lahore 1').treatment).toBe('neutral');
    const named = `However this Court in Joydeb Agarwala Vs. Baitulmal Karkhana Ltd. (PLD 1965 SC 37) took a different view. ${filler}The earlier verdict was not taken into consideration and therefore the said decision (Joydeb Agarwala case) with due deference, is per incuriam.`;
    expect(verdict(readAll(named, 'PLD 1965 SC 37'))).toMatchObject({ treatment: 'negative', negativeKind: 'per-incuriam' });
    // "the instant case" names no case.
    const instant = `Learned counsel relied on Joydeb Agarwala Vs. Baitulmal Karkhana Ltd. (PLD 1965 SC 37). ${filler}The instant case, with due deference, is distinguishable.`;
    expect(readAll(instant, 'PLD 1965 SC 37').treatment).toBe('neutral');
  });

  it('takes only a distinguishing or negative word at a mention by name, not a reliance counsel may be making', () => {
    const text = `Learned counsel relied on Usman Ali v. Moula Bukhsh (2019 SCMR 2043). ${filler}3. He submitted that reliance is placed on Usman Ali’s case (supra).`;
    expect(readAll(text, '2019 SCMR 2043').treatment).toBe('neutral');
  });

  it('reads the final order for the judgment under appeal named as reported, and for no other reference', () => {
    const text =
      'Through this appeal, the appellant has impugned the judgment dated 28.05.2015 passed by a Division Bench of the High Court, also reported as ' +
      'National Electric Power Regulatory Authority v. Faisalabad Electric Supply Co. Ltd (PLD 2015 Lahore 661), whereby its order was set aside. ' +
      `The High Court followed Ali v. Khan (2010 SCMR 1) in doing so. ${filler}Accordingly, the impugned judgment is set aside. Resultantly, the appeal is allowed.`;
    expect(verdict(readAll(text, 'PLD 2015 Lahore 661'))).toMatchObject({ treatment: 'negative', negativeKind: 'reversed', words: 'the appeal is allowed' });
    expect(readAll(text, '2010 SCMR 1').treatment).not.toBe('negative');
    const dismissed = text.replace('Accordingly, the impugned judgment is set aside. Resultantly, the appeal is allowed.', 'The appeal is dismissed.');
    expect(readAll(dismissed, 'PLD 2015 Lahore 661').treatment).not.toBe('negative');
  });
});

describe('the court’s negative words in more of the ways judgments write them', () => {
  it('reads "wrongly decided and is hereby overruled" as overruled, and "Y overruled the judgment in X" for X only', () => {
    expect(read('We hold that Ali v. Khan ([[PLD 1990 SC 1]]) was wrongly decided and is hereby overruled.').negativeKind).toBe('overruled');
    expect(read('The case of Ali v. Khan ([[PLD 1990 SC 1]]) was wrongly decided.').negativeKind).toBe('disapproved');
    expect(read('A larger bench in Gul Khan v. Registrar ([[PLD 2021 SC 391]]) overruled the judgment in Akram v. Registrar (PLD 2016 SC 961).').treatment).not.toBe('negative');
    expect(read('A larger bench in Gul Khan v. Registrar (PLD 2021 SC 391) overruled the judgment in Akram v. Registrar ([[PLD 2016 SC 961]]).').treatment).toBe('negative');
  });

  it('reads a judgment’s view reversed after a turn of the sentence, and a judgment held of no legal effect', () => {
    expect(read('This view was accepted in Abdul Karim v. Mirza Bashir ([[PLD 1967 Lahore 365]]) but then this view was reversed in Satish Kumar v. Surinder Kumar (AIR 1970 SC 833).').treatment).toBe(
      'negative',
    );
    expect(read('We hold that the observations of this Court in the judgment reported as [[PLD 2017 SC 18]] are not relevant anymore and are of no legal effect.').treatment).toBe('negative');
  });

  it('leaves to counsel what counsel contends this Court did, and to the court what it holds of the view its example shows', () => {
    expect(
      read('Mr. Qayyum, learned Sr. ASC for respondent Nos. 1 and 2 has contended that the case relied upon by learned counsel for the appellants i.e. [[1969 SCMR 254]] was considered by this Court and this Court has overruled the same.').treatment,
    ).toBe('neutral');
    expect(read('Delay in judgments has been frowned upon and disapproved, for example in the case reported as Ovais v. Federation ([[2007 SCMR 1587]]).').treatment).not.toBe('negative');
  });
});

describe('the reader’s fifth method', () => {

  it('reads a per incuriam the court says of the judgment again by a pronoun, later in its sentence', () => {
    expect(read('Reference to Nazir Ahmed v. Muhammad Rafiq ([[1993 CLC 257]]) (supra) cannot help the appellant when it being against the terms of the Article is per incuriam.')).toMatchObject({
      treatment: 'negative',
      negativeKind: 'per-incuriam',
    });
    // Another judgment between them is what the word is about.
    expect(read('He relied on Nazir Ahmed ([[1993 CLC 257]]), which followed Ali v. Khan (PLD 1990 SC 1) that is per incuriam.').treatment).not.toBe('negative');
  });

  it('reads the classic ground of per incuriam, a view reviewed by a larger bench, and "these observations … per incuriam" a sentence on', () => {
    const unnoticed =
      'It was not brought to the notice of this Court in Shah Hussain’s case ([[PLD 2009 SC 460]]) that the section had been declared ultra vires by a full Bench (PLD 2007 Kar 139). So the observation made qua inclusion of convicts under the NAB Ordinance be treated as per incuriam. The rest stands.';
    expect(read(unnoticed)).toMatchObject({ treatment: 'negative', negativeKind: 'per-incuriam', words: 'per incuriam' });
    // The judgment the court was not told of is not the one decided per incuriam.
    expect(read(unnoticed.replace('[[PLD 2009 SC 460]]', 'PLD 2009 SC 460').replace('PLD 2007 Kar 139', '[[PLD 2007 Kar 139]]')).treatment).not.toBe('negative');
    expect(
      read('A Division Bench in Abdul Qayyum v. Iqbal ([[PLD 1992 SC 184]]) has held that “out of turn promotion was lawful.” However, this view was reviewed by this Court in Nadeem Arif v. IGP (2010 PLC (C.S) 924), where a Full Bench concluded otherwise. The rest stands.'),
    ).toMatchObject({ treatment: 'negative', negativeKind: 'overruled' });
    expect(read('The view in Abdul Qayyum v. Iqbal ([[PLD 1992 SC 184]]) stood. However, this view was reconsidered by a larger Bench of this Court in Y and affirmed. The rest stands.').treatment).not.toBe('negative');
    expect(
      read('In Shahnaz Begum v. Judges ([[PLD 1971 SC 677]]) the Supreme Court held that there is no scope of suo motu action. These observations were made in the context of the case before the Supreme Court and therefore clearly per incuriam. The rest stands.'),
    ).toMatchObject({ treatment: 'negative', negativeKind: 'per-incuriam' });
  });

  it('does not read the court’s word on a view as about the judgment the view relied on', () => {
    expect(read('The view of the High Court in light of the law laid down in Nasrullah Khan v. Mukhtar ([[PLD 2013 SC 478]]) is not correct.').treatment).not.toBe('negative');
  });

  it('reads a party respelt by one letter at a later mention, and a court the judgment names the case by', () => {
    const respelt = `The law was set out in Ch. Muhammad Akram v. Registrar (PLD 2016 SC 961). ${filler}The judgment rendered in Ch. Muhammad Ikram’s case was declared as per incuriam.`;
    expect(readAll(respelt, 'PLD 2016 SC 961').treatment).toBe('negative');
    // Two letters apart is another party.
    expect(readAll(respelt.replace('Ikram', 'Ikrim'), 'PLD 2016 SC 961').treatment).not.toBe('negative');
    const court =
      `Reliance was placed on Zulikha Bibi v. Election Commission (2015 YLR 1584). ${filler}As far as the view of the learned High Court of Balochistan in the case of Zulikha Bibi is concerned, it was taken on other facts. ` +
      'In this respect, the judgments of the learned High Court of Balochistan (supra) do not enunciate proper law and are therefore set aside.';
    expect(readAll(court, '2015 YLR 1584').treatment).toBe('negative');
  });

  it('reads the judgment under appeal as affirmed when the final order dismisses the appeal', () => {
    const text = `The References were dismissed by the High Court vide impugned judgment (reported as Lucky Cement v. CIT 2006 PTD 578). ${filler}Consequently, the appeals do not merit consideration and are dismissed.`;
    expect(verdict(readAll(text, '2006 PTD 578'))).toMatchObject({ treatment: 'positive', words: 'merit consideration and are dismissed' });
    // A party's "Ltd." just before the report, and a review allowed recalling the judgment under review.
    const reviewed = `The impugned judgment is reported as Adamjee Polycraft Ltd. v. National Investment Trust Ltd. 2017 CLD 380. ${filler}All review petitions except C.R.P. No. 296 of 2020, are allowed and the directions are recalled.`;
    expect(verdict(readAll(reviewed, '2017 CLD 380'))).toMatchObject({ treatment: 'negative', negativeKind: 'reversed' });
    expect(readAll(reviewed.replace(/All review petitions.*$/, 'This appeal is dismissed.'), '2017 CLD 380').treatment).toBe('positive');
  });

  it('leaves to counsel the reliance that opens counsel’s sentence, and to the court its present-tense signals', () => {
    expect(read('Relying on Sindh Revenue Board v. CAA ([[2017 SCMR 1344]]), she argued that the entries must be read broadly.').treatment).toBe('neutral');
    expect(read('Concluding arguments, the learned counsels placed reliance on the following case laws: Ali v. The State [[2009 SCMR 8]].').treatment).toBe('neutral');
    expect(read('It has been argued by the learned counsel that in Arshad v. The State ([[2005 SCMR 1524]]) this Court had held so.').treatment).toBe('neutral');
    expect(read('Although it is argued by the learned Law Officer that he is involved in another case, it is well settled that this is no ground. Reference may be made to Ali v. The State ([[2012 SCMR 573]]).').treatment).toBe(
      'positive',
    );
    expect(read('Reference in this respect is to be made in case titled Ashiq Hussain v. The State reported in [[1993 SCMR 417]].').treatment).toBe('positive');
    expect(read('This Court in the case of Bashir Ahmad v. Zafar ul Islam ([[PLD 2004 SC 298]]) did not approve such decisions.').treatment).toBe('positive');
  });
});

describe('the scope of a cue', () => {
  it('takes the court’s word for “the cited case” in the sentence that follows, and nothing else there', () => {
    expect(
      verdict(read('The Division Bench relied upon Professor Razia Sultana v. Ghazala Nizam ([[2016 SCMR 992]]) to support its conclusions. The cited case on its facts is distinguishable.')),
    ).toMatchObject({ treatment: 'distinguished', words: 'distinguishable' });
    expect(read('Counsel relied upon [[PLD 1988 SC 670]]. Reliance on cited case is totally misplaced.').treatment).toBe('distinguished');
    expect(read('Counsel relied upon [[PLD 1988 SC 670]]. The facts of the present appeal are distinguishable.').treatment).toBe('neutral');
  });

  it('is the sentence that writes the reference, not one before or after it', () => {
    expect(read('This view was disapproved long ago. In Ali v. The State ([[PLD 1990 SC 1]]) the accused was a minor. The rest is distinguishable.').treatment).toBe(
      'neutral',
    );
  });

  it('is a few words of the court’s own, not a cue across a long clause about something else', () => {
    const far =
      'An identification parade held jointly has consistently been disapproved by this Court through many judgments over the years and the point may be seen in Kamal Din v. The State ([[2018 SCMR 577]]).';
    expect(read(far).treatment).not.toBe('negative');
  });

  it('leaves out the words of a judgment the court quotes', () => {
    expect(read('It was held as under: "The principle of [[PLD 1990 SC 1]] was set aside in appeal and cannot be relied upon."').treatment).toBe('neutral');
  });
});

describe('the treatment from every place a judgment writes the reference', () => {
  it('is the court’s strongest evaluation: negative, then distinguished, then positive', () => {
    const followed = 'Reliance is placed on [[PLD 1990 SC 1]].';
    const distinguished = 'The case of [[PLD 1990 SC 1]] is distinguishable on facts.';
    const counsel = 'Learned counsel relied upon [[PLD 1990 SC 1]].';
    expect(read(followed, distinguished).treatment).toBe('distinguished');
    expect(read(distinguished, followed)).toMatchObject({ treatment: 'distinguished', words: 'distinguishable' });
    expect(read(counsel, followed).treatment).toBe('positive');
    expect(read(counsel, counsel)).toMatchObject({ treatment: 'neutral', words: null, sentence: 'Learned counsel relied upon PLD 1990 SC 1.' });
    expect(readTreatment([])).toEqual({ treatment: 'neutral', negativeKind: null, sentence: '', words: null });
  });

  it('gives the deciding sentence with its whitespace collapsed, the words as it holds them', () => {
    const reading = read('Facts differ.   The   case of   Ali Khan v. The State\n([[PLD 1990\nSC 1]])  is\n  distinguishable on   facts. The appeal fails.');
    expect(reading.sentence).toBe('The case of Ali Khan v. The State (PLD 1990 SC 1) is distinguishable on facts.');
    expect(reading.words).toBe('distinguishable');
  });

  it('reads the windows `citingContexts` cuts around each place', () => {
    const text = `${'Background. '.repeat(80)}The case of Ali ([[PLD 1990 SC 1]]) is distinguishable. ${'More. '.repeat(100)}`.replace(/\[\[|\]\]/g, '');
    const index = text.indexOf('PLD 1990 SC 1');
    const [cut] = citingContexts(text, [{ index, end: index + 13 }]);
    expect(readTreatment([cut as CitingContext]).treatment).toBe('distinguished');
  });
});

describe('the sentence rule shared with the citing sentence', () => {
  it('does not end a sentence at a report’s dots, a party’s “v.” or an initial, and ends it before a head-note’s reference', () => {
    const text = 'Reliance is placed on Ali v. Khan PLD 1960 Kar. 697 and M. Anwar v. The State PLD 1994 S.C. 879. Appeal allowed. 2003 SCMR 1419 rel.';
    const at = text.indexOf('PLD 1994');
    const { start, stop } = sentenceAround(text, at, at + 16);
    expect(text.slice(start, stop)).toBe('Reliance is placed on Ali v. Khan PLD 1960 Kar. 697 and M. Anwar v. The State PLD 1994 S.C. 879.');
    const last = text.indexOf('2003');
    expect(text.slice(sentenceAround(text, last, last + 14).start)).toBe('2003 SCMR 1419 rel.');
  });
});

// The judged set: real contexts a person labelled. Tuned on the dev half only; the fresh part was judged, by reading,
// after the rules were written, from judgments not in the rest. The scores below are on the whole set.
interface Judged {
  id?: string;
  contexts: CitingContext[];
  label: Treatment;
  negativeKind: string | null;
  counsel: boolean;
  /**
   * dev: the rules are tuned on it; test: held back from tuning; fresh and fresh2: judged, by reading, before the reader
   * was run on them, from judgments not in the rest, to check the rules were not fitted to the rest (fresh2 a second such part).
   */
  split: 'dev' | 'test' | 'fresh' | 'fresh2';
}

// Read through the test runner's own file glob (contracts imports nothing but zod): an empty match while the file is not merged yet.
declare global {
  interface ImportMeta {
    glob(pattern: string, options: { query: '?raw'; import: 'default'; eager: true }): Record<string, string>;
  }
}
const judgedText = Object.values(import.meta.glob('./treatment-judged.jsonl', { query: '?raw', import: 'default', eager: true }))[0] ?? '';
const judged: Judged[] = judgedText
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as Judged);

interface Scores {
  precision: number;
  recall: number;
  f1: number;
  support: number;
}

function scoresOf(pairs: readonly { label: Treatment; read: Treatment }[]): Record<Treatment, Scores> & { accuracy: number } {
  const out = {} as Record<Treatment, Scores>;
  for (const treatment of treatments) {
    const truePositive = pairs.filter((pair) => pair.label === treatment && pair.read === treatment).length;
    const predicted = pairs.filter((pair) => pair.read === treatment).length;
    const support = pairs.filter((pair) => pair.label === treatment).length;
    const precision = predicted ? truePositive / predicted : 1;
    const recall = support ? truePositive / support : 1;
    out[treatment] = { precision, recall, f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0, support };
  }
  const accuracy = pairs.length ? pairs.filter((pair) => pair.label === pair.read).length / pairs.length : 1;
  return Object.assign(out, { accuracy });
}

function table(name: string, scores: ReturnType<typeof scoresOf>): string {
  const row = (cells: string[]) => cells.map((cell, k) => (k === 0 ? cell.padEnd(14) : cell.padStart(9))).join(' ');
  const lines = [row([name, 'precision', 'recall', 'F1', 'support'])];
  for (const treatment of treatments) {
    const { precision, recall, f1, support } = scores[treatment];
    lines.push(row([treatment, precision.toFixed(2), recall.toFixed(2), f1.toFixed(2), String(support)]));
  }
  lines.push(row(['accuracy', scores.accuracy.toFixed(2), '', '', '']));
  return lines.join('\n');
}

describe('the judged set', () => {
  it('is read as the people who judged it read it', () => {
    // The judged set is part of the repository: a missing or emptied file fails here, never skips.
    expect(judged.length).toBeGreaterThanOrEqual(150);
    const pairs = judged.map((item) => ({ item, label: item.label, read: readTreatment(item.contexts).treatment }));
    for (const split of ['dev', 'test', 'fresh', 'fresh2'] as const) {
      const some = pairs.filter((pair) => pair.item.split === split);
      console.log(`${table(split, scoresOf(some))}\n(${some.length} references)\n`);
    }
    const all = scoresOf(pairs);
    console.log(`${table('all', all)}\n(${pairs.length} references)`);
    // Counsel's reliance the court does not evaluate is never the court following it.
    const counselOnly = pairs.filter((pair) => pair.item.counsel && pair.label === 'neutral');
    const counselPositive = counselOnly.filter((pair) => pair.read === 'positive').length / Math.max(1, counselOnly.length);
    console.log(`counsel's reliance read positive: ${(100 * counselPositive).toFixed(1)}% of ${counselOnly.length}`);

    // The issue's targets, printed with what the reader reaches (docs/decisions/0065-treatment-read-by-cue-patterns-with-scope-rules.md);
    // the assertions below hold the reader at what it reaches today, at or above the targets, so a change that reads worse fails.
    const targets = [
      ['negative precision', all.negative.precision, 0.9, 0.95],
      ['negative recall', all.negative.recall, 0.8, 0.82],
      ['distinguished F1', all.distinguished.f1, 0.7, 0.88],
      ['accuracy', all.accuracy, 0.85, 0.86],
    ] as const;
    for (const [name, value, target] of targets) console.log(`${name}: ${value.toFixed(3)} (target ${target}${value >= target ? ', met' : ', not met'})`);
    expect(judged.length).toBeGreaterThanOrEqual(480);
    for (const [name, value, , floor] of targets) expect(value, name).toBeGreaterThanOrEqual(floor);
    expect(counselPositive).toBeLessThanOrEqual(0.05);
  });
});
