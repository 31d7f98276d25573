import { describe, expect, it } from 'vitest';
import { axisMarks } from './charts.tsx';

describe('a chart’s axis', () => {
  it('marks whole counts once each: a largest value of 1 reads 0 and 1, not 0, 0, 1, 1, 1', () => {
    const written = (marks: number[]) => marks.map((v) => Math.round(v).toLocaleString('en'));
    expect(written(axisMarks(1, 1))).toEqual(['0', '1']);
    expect(written(axisMarks(3, 1))).toEqual(['0', '1', '2', '3']);
    expect(axisMarks(2000, 1)).toEqual([0, 500, 1000, 1500, 2000]);
    expect(axisMarks(2100, 1)).toEqual([0, 1000, 2000, 3000]);
    for (const max of [1, 2, 3, 7, 13, 99, 1500, 123_456]) {
      const marks = axisMarks(max, 1);
      expect(new Set(written(marks)).size).toBe(marks.length);
      expect(marks.at(-1)).toBeGreaterThanOrEqual(max);
    }
  });

  it('marks hours to a tenth, each mark its own', () => {
    expect(axisMarks(0.02, 0.1)).toEqual([0, 0.1]);
    expect(axisMarks(1.3, 0.1)).toEqual([0, 0.5, 1, 1.5]);
    for (const max of [0.01, 0.3, 2.2, 48]) {
      const marks = axisMarks(max, 0.1);
      expect(new Set(marks.map((v) => (v < 10 ? v.toFixed(1) : String(Math.round(v))))).size).toBe(marks.length);
    }
  });
});
