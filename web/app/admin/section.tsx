import type { ReactNode } from 'react';
import { styled } from 'styled-components';

const Box = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};

  > h2 {
    font-size: ${({ theme }) => theme.fontSize.lg};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }

  > p {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }

  @media (max-width: 480px) {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

/** One titled part of an admin screen, set apart from the next. */
export function Section({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <Box aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p>{intro}</p>
      {children}
    </Box>
  );
}
