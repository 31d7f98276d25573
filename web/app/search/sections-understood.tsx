import type { SearchFormValues, SearchMode, SectionReading } from '@qanoon/contracts';
import { Link } from '@remix-run/react';
import { styled } from 'styled-components';
import { useT } from '../i18n/i18n.tsx';
import { searchHref } from './hrefs.ts';

const Line = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.navy};

  a + a::before {
    content: ' · ';
  }
`;

/**
 * The sections the keyword was read as naming (ADR 0060), so a lawyer sees that `302` became
 * s.302 PPC, and the other Acts it may have meant, each one click away.
 */
export function SectionsUnderstood({ tab, values, reading }: { tab: SearchMode; values: SearchFormValues; reading: SectionReading }) {
  const t = useT();
  const others = (() => {
    const rest: SearchFormValues = { ...values };
    delete rest.page;
    return reading.others.map((other) => ({ ...other, href: searchHref(tab, { ...rest, keyword: other.keyword }) }));
  })();
  return (
    <Line role="note" data-testid="sections-understood">
      <span>{t('Understood as {{sections}}', { sections: reading.understood.join(', ') })}</span>
      {others.length > 0 ? (
        <>
          {' — '}
          {t('Search instead:')}{' '}
          {others.map((other) => (
            <Link key={other.keyword} to={other.href} dir="ltr">
              {other.label}
            </Link>
          ))}
        </>
      ) : null}
    </Line>
  );
}
