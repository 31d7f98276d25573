import { Link } from '@remix-run/react';
import { libraryLetters, otherLetter } from '@qanoon/contracts';
import { styled } from 'styled-components';
import { useT } from '../i18n/i18n.tsx';

const Letters = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
`;

const Letter = styled(Link)`
  display: inline-grid;
  place-items: center;
  min-width: 36px;
  height: 36px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryContrast};
  }
`;

/** The A–Z buttons of a library screen, and `#` for entries starting with anything else. */
export function LetterBar({ current, hrefFor, label }: { current: string | null; hrefFor: (letter: string) => string; label: string }) {
  const t = useT();
  return (
    <nav aria-label={label}>
      <Letters>
        {[...libraryLetters, otherLetter].map((letter) => (
          <li key={letter}>
            <Letter to={hrefFor(letter)} aria-current={letter === current ? 'page' : undefined} aria-label={letter === otherLetter ? t('Other') : letter}>
              {letter}
            </Letter>
          </li>
        ))}
      </Letters>
    </nav>
  );
}
