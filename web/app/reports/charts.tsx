import { styled } from 'styled-components';

const palette = ['#0f3b2e', '#b08d3c', '#2f6fd6', '#a12b2b', '#5a6470', '#1e6b47'];
export const colourOf = (i: number) => palette[i % palette.length] ?? '#5a6470';

const Figure = styled.figure`
  margin: 0 0 ${({ theme }) => theme.space.md};

  /* A chart reads left to right, months and axis alike, whatever the page's direction. */
  svg {
    display: block;
    width: 100%;
    height: auto;
    direction: ltr;
    font-family: ${({ theme }) => theme.font.body};
  }

  figcaption {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => `${theme.space.sm} 0 0`};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSize.sm};

  span {
    display: inline-block;
    width: 12px;
    height: 12px;
    margin-inline-end: ${({ theme }) => theme.space.xs};
    vertical-align: middle;
  }
`;

export interface Series {
  name: string;
  values: (number | null)[];
}

const width = 760;
const height = 260;
const pad = { left: 64, right: 12, top: 12, bottom: 40 };

/**
 * The axis' marks: from 0 up by a round step (1, 2 or 5 times a power of ten) to the first mark at
 * or above the largest value, four or so of them. The step is `least` at least, the smallest the
 * axis' format tells apart (1 for counts and rupees): a chart whose largest value is 1 reads 0, 1,
 * not 0, 0, 1, 1, 1.
 */
export function axisMarks(max: number, least: number): number[] {
  if (!(max > 0)) return [0, least];
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  let step = [1, 2, 5, 10].map((m) => m * power).find((v) => v >= rough) ?? rough;
  step = Math.max(least, step);
  const count = Math.ceil(max / step - 1e-9);
  return Array.from({ length: count + 1 }, (_, i) => Number((i * step).toPrecision(12)));
}

function Axes({ labels, marks, format }: { labels: string[]; marks: number[]; format: (v: number) => string }) {
  const plotH = height - pad.top - pad.bottom;
  const top = marks.at(-1) ?? 1;
  const step = (width - pad.left - pad.right) / Math.max(labels.length, 1);
  const every = Math.max(1, Math.ceil(labels.length / 12));
  return (
    <g fontSize="11" fill="#5a6470">
      {marks.map((mark) => (
        <g key={mark}>
          <line x1={pad.left} x2={width - pad.right} y1={pad.top + plotH * (1 - mark / top)} y2={pad.top + plotH * (1 - mark / top)} stroke="#d8d3c6" />
          <text x={pad.left - 6} y={pad.top + plotH * (1 - mark / top) + 4} textAnchor="end">
            {format(mark)}
          </text>
        </g>
      ))}
      {labels.map((label, i) =>
        i % every === 0 ? (
          <text key={label} x={pad.left + step * (i + 0.5)} y={height - pad.bottom + 16} textAnchor="middle">
            {label}
          </text>
        ) : null,
      )}
    </g>
  );
}

const Empty = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

interface ChartProps {
  title: string;
  labels: string[];
  series: Series[];
  format: (v: number) => string;
  /** Said instead of an empty chart when the period has nothing to draw. */
  emptyText: string;
}

/** Bars per month, stacked by series (server-rendered SVG; the data table beside it says the same). */
export function StackedBars({ title, labels, series, format, emptyText }: ChartProps) {
  const totals = labels.map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
  const max = Math.max(0, ...totals);
  if (max === 0) return <Empty>{emptyText}</Empty>;
  const marks = axisMarks(max, 1);
  const top = marks.at(-1) ?? 1;
  const plotH = height - pad.top - pad.bottom;
  const step = (width - pad.left - pad.right) / Math.max(labels.length, 1);
  const barW = Math.min(48, Math.max(2, step * 0.7));
  return (
    <Figure>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={title}>
        <Axes labels={labels} marks={marks} format={format} />
        {labels.map((label, i) => {
          let y = pad.top + plotH;
          return (
            <g key={label}>
              {series.map((s, k) => {
                const h = ((s.values[i] ?? 0) / top) * plotH;
                y -= h;
                return h > 0 ? <rect key={s.name} x={pad.left + step * i + (step - barW) / 2} y={y} width={barW} height={h} fill={colourOf(k)} /> : null;
              })}
            </g>
          );
        })}
      </svg>
      <SeriesLegend series={series} />
    </Figure>
  );
}

/** The series' colours and names under a chart (the data table under it says the same to a screen reader). */
function SeriesLegend({ series }: { series: Series[] }) {
  return (
    <Legend aria-hidden="true">
      {series.map((s, k) => (
        <li key={s.name}>
          <span style={{ background: colourOf(k) }} />
          {s.name}
        </li>
      ))}
    </Legend>
  );
}

/** Lines per series over the months; a month without a value leaves a gap. */
export function Lines({ title, labels, series, format, emptyText }: ChartProps) {
  const values = series.flatMap((s) => s.values.filter((v): v is number => v !== null));
  if (values.length === 0) return <Empty>{emptyText}</Empty>;
  // Hours written to a tenth.
  const marks = axisMarks(Math.max(0, ...values), 0.1);
  const top = marks.at(-1) ?? 1;
  const plotH = height - pad.top - pad.bottom;
  const step = (width - pad.left - pad.right) / Math.max(labels.length, 1);
  const point = (i: number, v: number) => `${pad.left + step * (i + 0.5)},${pad.top + plotH * (1 - v / top)}`;
  return (
    <Figure>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={title}>
        <Axes labels={labels} marks={marks} format={format} />
        {series.map((s, k) => {
          const runs: string[][] = [[]];
          s.values.forEach((v, i) => (v === null ? runs.push([]) : runs.at(-1)?.push(point(i, v))));
          return (
            <g key={s.name} stroke={colourOf(k)} fill={colourOf(k)}>
              {runs.filter((r) => r.length > 0).map((r) => (
                <polyline key={r[0]} points={r.join(' ')} fill="none" strokeWidth="2" />
              ))}
              {s.values.map((v, i) => (v === null ? null : <circle key={labels[i]} cx={point(i, v).split(',')[0]} cy={point(i, v).split(',')[1]} r="3" />))}
            </g>
          );
        })}
      </svg>
      <SeriesLegend series={series} />
    </Figure>
  );
}
