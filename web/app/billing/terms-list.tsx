import { styled } from 'styled-components';
import { rupees } from './money.ts';
import { useT } from '../i18n/i18n.tsx';

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

/** Package, duration, package fee, registration fee and total (docs/product-rules.md#payments). */
export function PackageTermsList({ terms, total = rupees }: { terms: PackageTerms; total?: (n: number) => string }) {
  const t = useT();
  return (
    <Terms>
      <dt>{t('Package')}</dt>
      <dd dir="auto">{terms.package}</dd>
      <dt>{t('Duration')}</dt>
      <dd>{terms.duration === 1 ? t('1 day') : t('{{count}} days', { count: terms.duration })}</dd>
      <dt>{t('Package fee')}</dt>
      <dd dir="ltr">{rupees(terms.fee)}</dd>
      <dt>{t('Registration fee')}</dt>
      <dd dir="ltr">{rupees(terms.registration)}</dd>
      <dt>{t('Total')}</dt>
      <dd>{total(terms.total)}</dd>
    </Terms>
  );
}
