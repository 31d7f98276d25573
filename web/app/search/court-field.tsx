import { useFetcher } from '@remix-run/react';
import type { CourtOption } from '@qanoon/contracts';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { styled } from 'styled-components';
import { useT } from '../i18n/i18n.tsx';
import { Input, Labelled } from '../ui/field.tsx';
import { courtSuggestionsHref } from './hrefs.ts';

const typingPauseMs = 150;

const Anchor = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
`;

const List = styled.ul`
  position: absolute;
  top: calc(100% + 2px);
  inset-inline: 0;
  z-index: 20;
  max-height: 280px;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  overflow-y: auto;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
`;

const Option = styled.li`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  cursor: pointer;

  &[aria-selected='true'],
  &:hover {
    background: ${({ theme }) => theme.colors.page};
  }

  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/**
 * The court field: free text, with the library's courts suggested while typing (docs/product-rules.md#search-modes), by
 * name or by the abbreviations people write (`Lah.`, `SC`, `Quetta`). A combobox of the ARIA
 * pattern: arrows move, Enter picks, Escape closes.
 */
export function CourtField({ label, defaultValue, required }: { label: string; defaultValue: string | undefined; required: boolean }) {
  const t = useT();
  const fetcher = useFetcher<CourtOption[]>();
  const listId = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  useEffect(() => () => clearTimeout(timer.current), []);
  const suggestions = fetcher.data ?? [];
  const shown = open && suggestions.length > 0;

  const ask = (typed: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => fetcher.load(courtSuggestionsHref(typed.trim())), typingPauseMs);
    setOpen(true);
    setActive(-1);
  };
  const choose = (court: CourtOption) => {
    if (input.current) input.current.value = court.name;
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!shown) return ask(event.currentTarget.value);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && shown && active >= 0) {
      const court = suggestions[active];
      if (court) {
        event.preventDefault();
        choose(court);
      }
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <Labelled label={label}>
      {(control) => (
        <Anchor>
          <Input
            {...control}
            ref={input}
            name="court"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={shown}
            aria-controls={listId}
            aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
            aria-required={required || undefined}
            defaultValue={defaultValue}
            autoComplete="off"
            placeholder={required ? t('e.g. Lahore High Court') : t('Any court')}
            onFocus={(event) => ask(event.currentTarget.value)}
            onChange={(event) => ask(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
          />
          <List id={listId} role="listbox" aria-label={t('{{label}} suggestions', { label })} hidden={!shown}>
            {suggestions.map((court, index) => (
              <Option
                key={court.name}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                // Before the input's blur, so the pick lands.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(court);
                }}
              >
                {court.name}
                <small>{[...court.aliases, court.cases === 1
                      ? t('{{number}} case', { number: court.cases.toLocaleString('en-US') })
                      : t('{{number}} cases', { number: court.cases.toLocaleString('en-US') })].join(' · ')}</small>
              </Option>
            ))}
          </List>
        </Anchor>
      )}
    </Labelled>
  );
}
