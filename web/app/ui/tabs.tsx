import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { styled } from 'styled-components';

export interface Tab {
  id: string;
  label: string;
  content: ReactNode;
}

interface TabsProps {
  label: string;
  tabs: readonly Tab[];
  /** Controlled selection; leave out to let the tabs keep their own. */
  selected?: string;
  defaultSelected?: string;
  onSelect?: (id: string) => void;
}

const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  border-bottom: 2px solid ${({ theme }) => theme.colors.border};

  /* On a phone the tabs wrap onto a second line: a strip scrolling sideways hid the later tabs
     (Search's third tab began at the screen's edge) with nothing to say they were there. */
  @media (max-width: 720px) {
    border-bottom: 0;
  }
`;

const TabButton = styled.button`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  margin-bottom: -2px;
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }

  @media (max-width: 720px) {
    min-height: 44px;
    margin-bottom: 0;
    padding: ${({ theme }) => `0 ${theme.space.sm}`};
    font-size: ${({ theme }) => theme.fontSize.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};

    &[aria-selected='true'] {
      border-color: ${({ theme }) => theme.colors.primary};
      background: ${({ theme }) => theme.colors.surface};
    }
  }

  &:hover {
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Panel = styled.div`
  padding: ${({ theme }) => `${theme.space.lg} 0`};
`;

export function Tabs({ label, tabs, selected, defaultSelected, onSelect }: TabsProps) {
  const baseId = useId();
  const [own, setOwn] = useState(defaultSelected ?? tabs[0]?.id);
  const current = selected ?? own;
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (id: string) => {
    setOwn(id);
    onSelect?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === current);
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    let next: number | undefined;
    if (step) next = (index + step + tabs.length) % tabs.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = tabs.length - 1;
    const tab = next === undefined ? undefined : tabs[next];
    if (next === undefined || !tab) return;
    event.preventDefault();
    select(tab.id);
    buttons.current[next]?.focus();
  };

  const strip = useRef<HTMLDivElement>(null);
  const currentIndex = tabs.findIndex((tab) => tab.id === current);
  // In a strip narrower than its tabs (a phone), the chosen tab is scrolled into the strip's view.
  useEffect(() => {
    const list = strip.current;
    const button = buttons.current[currentIndex];
    if (!list || !button || list.scrollWidth <= list.clientWidth) return;
    const from = list.getBoundingClientRect();
    const at = button.getBoundingClientRect();
    if (at.left < from.left || at.right > from.right) list.scrollLeft += at.left - from.left - (from.width - at.width) / 2;
  }, [currentIndex]);

  const active = tabs.find((tab) => tab.id === current);
  return (
    <div>
      <TabList ref={strip} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => {
          const isSelected = tab.id === current;
          return (
            <TabButton
              key={tab.id}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(tab.id)}
            >
              {tab.label}
            </TabButton>
          );
        })}
      </TabList>
      {active ? (
        <Panel role="tabpanel" id={`${baseId}-panel-${active.id}`} aria-labelledby={`${baseId}-tab-${active.id}`} tabIndex={0}>
          {active.content}
        </Panel>
      ) : null}
    </div>
  );
}
