import { Link } from '@remix-run/react';
import { css, styled } from 'styled-components';
import { useT } from '../i18n/i18n.tsx';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** Pages become links when given (results with URLs); otherwise buttons calling onPageChange. */
  hrefFor?: (page: number) => string;
  onPageChange?: (page: number) => void;
  label?: string;
}

type Item = number | 'gap-before' | 'gap-after';

/** First, last, and the pages around the current one; gaps stand for the rest. */
export function pageItems(page: number, pageCount: number, around = 2): Item[] {
  const items: Item[] = [];
  const from = Math.max(2, page - around);
  const to = Math.min(pageCount - 1, page + around);
  items.push(1);
  if (from > 2) items.push('gap-before');
  for (let p = from; p <= to; p++) items.push(p);
  if (to < pageCount - 1) items.push('gap-after');
  if (pageCount > 1) items.push(pageCount);
  return items;
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => `${theme.space.md} 0`};
  padding: 0;
  list-style: none;
`;

const pageStyles = css`
  display: inline-grid;
  place-items: center;
  min-width: 40px;
  height: 40px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
  text-decoration: none;
  cursor: pointer;

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryContrast};
    font-weight: 700;
  }

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const PageButton = styled.button`
  ${pageStyles}
`;

const PageLink = styled(Link)`
  ${pageStyles}
`;

const Gap = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 24px;
  height: 40px;
  color: ${({ theme }) => theme.colors.muted};
`;

export function Pagination({ page, pageCount, hrefFor, onPageChange, label }: PaginationProps) {
  const t = useT();
  if (pageCount <= 1) return null;

  const control = (target: number, text: string, ariaLabel: string, isCurrent = false) => {
    const disabled = target < 1 || target > pageCount;
    if (hrefFor && !disabled && !isCurrent) {
      return (
        <PageLink to={hrefFor(target)} aria-label={ariaLabel}>
          {text}
        </PageLink>
      );
    }
    return (
      <PageButton
        type="button"
        aria-label={ariaLabel}
        aria-current={isCurrent ? 'page' : undefined}
        disabled={disabled}
        onClick={() => {
          if (!isCurrent) onPageChange?.(target);
        }}
      >
        {text}
      </PageButton>
    );
  };

  return (
    <nav aria-label={label ?? t('Pages')}>
      <List>
        <li>{control(page - 1, '‹', t('Previous page'))}</li>
        {pageItems(page, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>{control(item, String(item), t('Page {{page}}', { page: item }), item === page)}</li>
          ) : (
            <li key={item} aria-hidden="true">
              <Gap>…</Gap>
            </li>
          ),
        )}
        <li>{control(page + 1, '›', t('Next page'))}</li>
      </List>
    </nav>
  );
}
