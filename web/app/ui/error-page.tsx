import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { ButtonLink } from './button.tsx';
import { useT } from '../i18n/i18n.tsx';

const Panel = styled.section`
  max-width: 560px;
  margin: ${({ theme }) => `${theme.space.xxl} auto`};
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
  text-align: center;
`;

const Status = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-family: ${({ theme }) => theme.font.heading};
  font-size: 3rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.accent};
`;

const Body = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.muted};
`;

export function ErrorPage({ status, title, children }: { status: number; title: string; children: ReactNode }) {
  const t = useT();
  return (
    <Panel aria-labelledby="error-title">
      <Status>{status}</Status>
      <h1 id="error-title">{title}</h1>
      <Body>{children}</Body>
      <ButtonLink to="/">{t('Go to the home page')}</ButtonLink>
    </Panel>
  );
}
