import type { Random } from './random.ts';

export interface Court {
  /** How a PLD citation names it: `PLD 2019 Lahore 12`. */
  token: string;
  /** The Citation_Court column. */
  name: string;
  seat: string;
  supreme: boolean;
}

export const courts = {
  SC: { token: 'SC', name: 'Supreme Court of Pakistan', seat: 'Islamabad', supreme: true },
  FSC: { token: 'FSC', name: 'Federal Shariat Court', seat: 'Islamabad', supreme: false },
  Lahore: { token: 'Lahore', name: 'Lahore High Court', seat: 'Lahore', supreme: false },
  Karachi: { token: 'Karachi', name: 'Sindh High Court', seat: 'Karachi', supreme: false },
  Peshawar: { token: 'Peshawar', name: 'Peshawar High Court', seat: 'Peshawar', supreme: false },
  Islamabad: { token: 'Islamabad', name: 'Islamabad High Court', seat: 'Islamabad', supreme: false },
  Quetta: { token: 'Quetta', name: 'Balochistan High Court', seat: 'Quetta', supreme: false },
} as const satisfies Record<string, Court>;

export type CourtKey = keyof typeof courts;

/** The province a court sits in, for the places, prosecutors and departments of its cases. */
export const courtProvince: Record<CourtKey, string | null> = {
  SC: null,
  FSC: null,
  Lahore: 'Punjab',
  Karachi: 'Sindh',
  Peshawar: 'Khyber Pakhtunkhwa',
  Islamabad: 'Punjab',
  Quetta: 'Balochistan',
};

export const citiesOf: Record<string, readonly string[]> = {
  Punjab: ['Lahore', 'Rawalpindi', 'Multan', 'Faisalabad', 'Gujranwala', 'Sialkot', 'Sargodha', 'Bahawalpur', 'Sahiwal', 'Okara', 'Kasur', 'Sheikhupura', 'Jhang', 'Rahim Yar Khan', 'D.G. Khan'],
  Sindh: ['Karachi', 'Hyderabad', 'Sukkur', 'Larkana', 'Nawabshah', 'Mirpurkhas', 'Thatta', 'Dadu'],
  'Khyber Pakhtunkhwa': ['Peshawar', 'Mardan', 'Abbottabad', 'Swat', 'D.I. Khan', 'Kohat', 'Bannu', 'Charsadda'],
  Balochistan: ['Quetta', 'Turbat', 'Khuzdar', 'Sibi', 'Loralai', 'Gwadar', 'Zhob'],
};

export const highCourtWeights: readonly (readonly [CourtKey, number])[] = [
  ['Lahore', 8],
  ['Karachi', 4],
  ['Peshawar', 3],
  ['Islamabad', 2],
  ['Quetta', 2],
];

export function weighted<T>(random: Random, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((n, [, w]) => n + w, 0);
  let at = random.next() * total;
  for (const [choice, weight] of choices) {
    at -= weight;
    if (at < 0) return choice;
  }
  const last = choices.at(-1);
  if (!last) throw new Error('no choices');
  return last[0];
}

/** Journals by share of the generated reports; a journal with n slots has n times the cases. */
export const journalSlots: readonly (readonly [string, number])[] = [
  ['SCMR', 4],
  ['PLD', 4],
  ['PCrLJ', 3],
  ['CLC', 2],
  ['YLR', 2],
  ['MLD', 2],
  ['PLC', 1],
  ['CLD', 1],
];

export const firstYear = 1990;
export const lastYear = 2024;
