import { Form } from '@remix-run/react';
import { styled } from 'styled-components';
import { useT } from '../i18n/i18n.tsx';
import { Button } from '../ui/button.tsx';
import { Input } from '../ui/field.tsx';

const SearchForm = styled(Form)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};

  input {
    flex: 0 1 420px;
  }
`;

const Hint = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** A library screen's search box: `?q=` on the screen's own address, so Back, reload and sharing work (docs/product-rules.md#departures). */
export function SearchBox({ label, placeholder, value, hint }: { label: string; placeholder: string; value: string; hint?: string }) {
  const t = useT();
  return (
    <SearchForm method="get" role="search">
      <Input type="search" dir="auto" name="q" defaultValue={value} key={value} aria-label={label} placeholder={placeholder} maxLength={500} />
      <Button type="submit">{t('Search')}</Button>
      {hint ? <Hint>{hint}</Hint> : null}
    </SearchForm>
  );
}
