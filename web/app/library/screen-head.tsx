import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { PageTitle } from '../ui/page-title.tsx';
import { BackLink } from './back-link.tsx';

const Head = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};

  h1 {
    margin: 0;
  }
`;

const Note = styled.p`
  margin: -${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** A drill-down screen's top: Back (to `back` when there is no page to return to) and the title. */
export function ScreenHead({ back, title, note }: { back: string; title: ReactNode; note?: ReactNode }) {
  return (
    <Head>
      <BackLink fallback={back} />
      <PageTitle>{title}</PageTitle>
      {note ? <Note>{note}</Note> : null}
    </Head>
  );
}
