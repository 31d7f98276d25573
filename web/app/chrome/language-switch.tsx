import { Form, useLocation } from '@remix-run/react';
import { styled } from 'styled-components';
import { useLanguage } from '../i18n/i18n.tsx';

const Switch = styled.button`
  flex-shrink: 0;
  min-height: 40px;
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.page};
  }

  @media (pointer: coarse) {
    min-height: 44px;
    min-width: 44px;
  }
`;

/**
 * English ⇄ Urdu, each offered in its own language. The whole page loads again in the chosen
 * language (its dictionary and direction come with the document), on the page the reader was on.
 */
export function LanguageSwitch() {
  const { language } = useLanguage();
  const { pathname, search } = useLocation();
  const other = language === 'ur' ? { code: 'en', name: 'English' } : { code: 'ur', name: 'اردو' };
  return (
    <Form method="post" action="/language" reloadDocument>
      <input type="hidden" name="language" value={other.code} />
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      <Switch type="submit" lang={other.code} dir="auto" data-testid="language-switch">
        {other.name}
      </Switch>
    </Form>
  );
}
