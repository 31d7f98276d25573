import { describe, expect, it } from 'vitest';
import { monthLabel, monthOf, monthStart } from './months.ts';

const label = (ms: number) => monthLabel(monthOf(ms));

describe('monthOf', () => {
  it('puts an instant in its month in Pakistan time, whatever was asked before it', () => {
    // 2025-02-28T19:00Z is midnight of 1 March in Pakistan; a millisecond earlier is still February.
    const march = Date.parse('2025-02-28T19:00:00.000Z');
    const asked = [march, march - 1, march + 1, march - 1, Date.parse('2024-12-31T18:59:59.999Z'), Date.parse('2024-12-31T19:00:00.000Z'), march - 1];
    expect(asked.map(label)).toEqual(['2025-03', '2025-02', '2025-03', '2025-02', '2024-12', '2025-01', '2025-02']);
  });

  it('agrees with the calendar at the first and last instant of every month of two years', () => {
    for (let month = monthOf(Date.parse('2024-01-15T00:00:00Z')); month < monthOf(Date.parse('2026-01-15T00:00:00Z')); month++) {
      const start = monthStart(month);
      for (const [ms, expected] of [
        [start - 1, month - 1],
        [start, month],
        [start + 86_400_000, month],
        [monthStart(month + 1) - 1, month],
      ] as const) {
        const local = new Date(ms + 5 * 3_600_000);
        expect(monthOf(ms)).toBe(expected);
        expect(expected).toBe(local.getUTCFullYear() * 12 + local.getUTCMonth());
      }
    }
  });

  it('gives no month for an instant that is not one', () => {
    expect(monthOf(Number.NaN)).toBeNaN();
    expect(label(Date.parse('2025-03-01T00:00:00Z'))).toBe('2025-03');
  });
});
