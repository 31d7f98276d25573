import { styled } from 'styled-components';
import { days, rupees } from './money.ts';

export const Terms = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.muted};
  }

  dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;

export interface PackageTerms {
  package: string;
  duration: number;
  fee: number;
  registration: number;
  total: number;
}

/** Package, duration, package fee, registration fee and total (spec §2 Package Details). */
export function PackageTermsList({ terms, total = rupees }: { terms: PackageTerms; total?: (n: number) => string }) {
  return (
    <Terms>
      <dt>Package</dt>
      <dd>{terms.package}</dd>
      <dt>Duration</dt>
      <dd>{days(terms.duration)}</dd>
      <dt>Package fee</dt>
      <dd>{rupees(terms.fee)}</dd>
      <dt>Registration fee</dt>
      <dd>{rupees(terms.registration)}</dd>
      <dt>Total</dt>
      <dd>{total(terms.total)}</dd>
    </Terms>
  );
}
