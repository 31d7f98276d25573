/**
 * Roman-Urdu spellings of the same name in the parties of Pakistani judgments (ADR 0035). A name
 * is transliterated by ear, so one person is `Muhammad` in one report and `Mohammad` or `Mohd.`
 * in the next, a woman `Mst.` or `Mussammat`, a Syed `Sayyed`. Party search folds every spelling
 * of a group to its first on the stored names and on the typed name alike, on both engines.
 *
 * A group holds the spellings of one Urdu word only: names that sound alike but are written
 * apart in Urdu stay apart (`Hamid` حامد and `Hameed` حمید, `Rashid` and `Rasheed`, `Majid` and
 * `Majeed`, `Wahid` and `Waheed`, `Zahir` and `Zaheer`, `Nazir` and `Nazeer`, `Nasir` and
 * `Naseer`, `Siddique` and `Siddiqui`, `Maulana` and `Maulvi`, `Khawaja` and the `Khoja`
 * community), and so do words that are common English (`Said`) or a title beside a name
 * (`Hafiz` and `Hafeez`). The spellings are those the reports use (the library's parties,
 * counted: `Muhammad` 627 times, `Mohammad` 11, `Mst.` 96, `Syed` 61, `Sayed` 1, `Ahmed` 147,
 * `Ahmad` 29, `Akhtar` 22, `Akhter` 4) and the common Roman transliterations of the same word.
 */
export const partyNameVariants: readonly (readonly string[])[] = [
  // Honorifics and titles written before a name.
  ['mst', 'mussammat', 'musammat', 'mussamat', 'musamat', 'mosammat', 'mosamat', 'mussammet'],
  ['syed', 'sayyed', 'sayed', 'syyed', 'saiyid', 'sayyid', 'sayyad', 'saiyed', 'seyed'],
  ['syeda', 'sayyeda', 'sayeda', 'syyeda', 'saiyida', 'sayyida', 'saiyeda'],
  ['chaudhry', 'chaudhary', 'chaudhri', 'chaudary', 'chaudri', 'choudhry', 'choudhary', 'chowdhry', 'chowdhury', 'chodhry', 'ch'],
  ['haji', 'hajji', 'hajee', 'alhaj', 'alhajj'],
  ['mian', 'miyan'],
  ['sheikh', 'shaikh', 'shaykh', 'shiekh', 'sheik', 'shaik'],
  ['khawaja', 'khwaja', 'khuwaja', 'khawja', 'khwajah'],
  ['malik', 'malick', 'malek'],
  ['maulana', 'molana', 'moulana', 'mowlana'],
  ['maulvi', 'molvi', 'moulvi', 'maulvee'],
  ['qazi', 'kazi', 'qazee', 'qadhi'],
  ['sahibzada', 'sahabzada', 'sahebzada', 'sahibzadah'],
  ['makhdoom', 'makhdum', 'makhdom'],
  ['begum', 'begam', 'baigum', 'begom'],
  ['bibi', 'bibee', 'beebee', 'bi bi'],
  ['khatoon', 'khatun', 'khaton'],
  // Given names and the parts of names.
  ['muhammad', 'mohammad', 'muhammed', 'mohammed', 'mohamed', 'muhamad', 'mohamad', 'mohammd', 'muhammd', 'muhamamd', 'mohd', 'muhd', 'mhd', 'md'],
  ['ahmed', 'ahmad', 'ehmad', 'ahmid'],
  ['mehmood', 'mahmood', 'mahmud', 'mehmud', 'mahmoud'],
  ['ghulam', 'gulam', 'gholam', 'ghulaam'],
  ['abdul', 'abdool', 'abdal', 'abdur', 'abdus', 'abdun', 'abd'],
  ['rehman', 'rahman', 'rehmaan', 'rahmaan', 'rahmān', 'rehmān'],
  ['rehmat', 'rahmat', 'rahmet'],
  ['hussain', 'husain', 'hussein', 'husein', 'hossain', 'hosain', 'husayn'],
  ['hassan', 'hasan', 'hasson'],
  ['haider', 'hyder', 'haidar', 'hayder'],
  ['ali', 'aly'],
  ['farooq', 'farooque', 'faruq', 'farouk', 'farook', 'faruque'],
  ['iqbal', 'iqbaal', 'ikbal'],
  ['zafar', 'zaffar', 'zafer'],
  ['tariq', 'tarique', 'tarik', 'tareq', 'tarek'],
  ['nawaz', 'nawaaz', 'nawas'],
  ['aslam', 'aslum'],
  ['akhtar', 'akhter', 'akhtur', 'akhthar'],
  ['qureshi', 'qureshy', 'quraishi', 'qoreshi', 'kureshi', 'qureishi'],
  ['yousaf', 'yousuf', 'yusuf', 'yousif', 'yusaf', 'yousef', 'yusof'],
  ['usman', 'osman', 'uthman', 'othman'],
  ['umar', 'omar', 'omer', 'umer'],
  ['zulfiqar', 'zulfikar', 'zulfiquar', 'zulfeqar'],
  ['ijaz', 'ejaz', 'aijaz', 'eijaz'],
  ['ishaq', 'ishaque', 'ishaaq', 'ishak'],
  ['mushtaq', 'mushtaque', 'mushtak'],
  ['ashfaq', 'ashfaque', 'ashfak'],
  ['ishtiaq', 'ishtiaque', 'ishtiak'],
  ['shafiq', 'shafique', 'shafeeq', 'shafik'],
  ['rafiq', 'rafique', 'rafeeq', 'rafik'],
  ['khurshid', 'khursheed', 'khurshed'],
  ['javed', 'javaid', 'jawed', 'javid', 'jawaid'],
  ['pervaiz', 'pervez', 'parvez', 'parvaiz', 'perwaiz', 'pervaz'],
  ['parveen', 'perveen', 'parvin', 'parween'],
  ['nasreen', 'nasrin'],
  ['zainab', 'zenab', 'zeinab', 'zaynab'],
  ['fatima', 'fatma', 'fatimah', 'fatema'],
  ['ayesha', 'aisha', 'ayisha', 'aysha', 'aiysha', 'aesha'],
  ['saleem', 'salim', 'saleim'],
  ['kareem', 'karim'],
  ['aziz', 'azeez'],
  ['hakeem', 'hakim'],
  ['jameel', 'jamil'],
  ['nadeem', 'nadim'],
  ['raheem', 'rahim'],
  ['waseem', 'wasim'],
  ['shamim', 'shameem'],
  ['naeem', 'naim'],
  ['rasool', 'rasul', 'rusool'],
  ['masood', 'masud', 'masoud', 'masaud'],
  ['bashir', 'basheer', 'basher'],
  ['munir', 'muneer'],
  ['zameer', 'zamir'],
  ['shabbir', 'shabir'],
  ['anwar', 'anwer', 'anwaar'],
  ['sarwar', 'sarwer'],
  ['asghar', 'asgar', 'asgher'],
  ['yaqoob', 'yaqub', 'yakub', 'yaqoub', 'yakoob', 'yaqob'],
  ['ayub', 'ayyub', 'ayoob', 'ayyoob'],
  ['younas', 'younis', 'yunus', 'yunas', 'younus', 'yunis'],
  ['idrees', 'idris', 'idrís'],
  ['ilyas', 'ilias', 'elyas', 'ilyaas'],
  ['ismail', 'ismael', 'esmail', 'ismaeel'],
  ['ibrahim', 'ebrahim', 'ibraheem'],
  ['mustafa', 'mustapha', 'mustafah'],
  ['mehdi', 'mahdi'],
  ['naveed', 'navid', 'naved'],
  ['rauf', 'raoof', 'rauff'],
  ['noor', 'nur'],
  ['bakhsh', 'bakhash', 'baksh', 'bux', 'buksh', 'bukhsh'],
  ['fayyaz', 'fayaz', 'fiaz', 'fiyaz'],
  ['riaz', 'riyaz', 'riyaaz'],
  ['niaz', 'niyaz'],
  ['sajjad', 'sajad'],
  ['imtiaz', 'imtiyaz'],
  ['mumtaz', 'mumtaaz'],
  ['pir', 'peer'],
  ['mirza', 'meerza'],
  ['sardar', 'sirdar'],
  ['sufi', 'soofi'],
];

const marks = /\p{M}/gu;

/** A word as compared: no capitals, no accents, no dots. */
const plainWord = (word: string) => word.normalize('NFD').replace(marks, '').toLowerCase().replace(/\./g, '');

const canonical: ReadonlyMap<string, string> = new Map(
  partyNameVariants.flatMap(([first, ...rest]) => (first ? [first, ...rest].map((v) => [plainWord(v), first] as const) : [])),
);

/** Two-word spellings (`Bi Bi`) folded before the words one by one. */
const phrases = [...canonical.entries()].filter(([spelling]) => spelling.includes(' '));

/**
 * Names with every known Roman-Urdu spelling folded to one (`Mohammad Aslam` and `Muhammad
 * Aslam` both read `muhammad Aslam`, `Mst. Zainab` and `Mussammat Zainab` both `mst Zainab`);
 * the rest of the text as it was. Folded words lose their capitals and trailing dot.
 */
export function foldPartyNames(names: string): string {
  let text = names;
  for (const [spelling, first] of phrases) {
    const words = spelling.split(' ').join('\\.?\\s*');
    text = text.replace(new RegExp(`(?<![\\p{L}\\p{N}])${words}(?![\\p{L}\\p{N}])`, 'giu'), first);
  }
  return text.replace(/[\p{L}\p{M}]+\.?/gu, (word) => canonical.get(plainWord(word)) ?? word);
}
