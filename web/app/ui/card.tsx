import type { ReactNode } from 'react';
import { styled } from 'styled-components';

const Box = styled.section<{ $width: string }>`
  width: 100%;
  max-width: ${({ $width }) => $width};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};

  h1 {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.fontSize.xl};
    color: ${({ theme }) => theme.colors.navy};
  }

  @media (max-width: 480px) {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

/** A titled panel holding one form: sign in, sign up, reset password, contact. */
export function Card({ title, width = '460px', children }: { title: string; width?: string; children: ReactNode }) {
  return (
    <Box $width={width} aria-label={title}>
      <h1>{title}</h1>
      {children}
    </Box>
  );
}

/** A row of links or buttons under a form. */
export const CardFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** Buttons of a form, side by side. */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};
`;
