import { NavLink } from '@remix-run/react';
import { css, styled } from 'styled-components';
import { adminMenu, sideMenu } from '@qanoon/contracts';
import { useRootData } from '../auth/viewer.ts';
import { useT } from '../i18n/i18n.tsx';

export const sideMenuId = 'side-menu';

// The spec hides the side bar by shifting it -230px; it stays in the flow so the page widens.
// Until the browser has said which, 'auto' is open on a wide screen and shut on a phone, in CSS,
// so a phone's first paint does not show the menu over the page.
const shut = css`
  margin-inline-start: -${({ theme }) => theme.layout.sideMenuWidth};
  visibility: hidden;
  transition:
    margin-inline-start ${({ theme }) => theme.motion.quick} ease,
    visibility 0s linear ${({ theme }) => theme.motion.quick};
`;

// On a wide screen the menu's column runs the page's whole height (its dark background never stops
// beside a long judgment), and what it holds stays in sight while the page scrolls.
const Nav = styled.nav`
  position: relative;
  flex: 0 0 ${({ theme }) => theme.layout.sideMenuWidth};
  align-self: stretch;
  width: ${({ theme }) => theme.layout.sideMenuWidth};
  min-height: 100vh;
  margin-inline-start: 0px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.menuText};
  visibility: visible;
  transition:
    margin-inline-start ${({ theme }) => theme.motion.quick} ease,
    visibility 0s linear 0s;
  z-index: 20;

  &[data-open='false'] {
    ${shut}
  }

  // On phones the menu opens over the page, below the header so its toggle stays in reach.
  @media (max-width: 720px) {
    position: fixed;
    top: ${({ theme }) => theme.layout.headerHeight};
    inset-inline-start: 0;
    min-height: 0;
    height: calc(100vh - ${({ theme }) => theme.layout.headerHeight});
    overflow-y: auto;
    box-shadow: ${({ theme }) => theme.shadow.overlay};

    &[data-open='auto'] {
      ${shut}
    }
  }
`;

const Held = styled.div`
  position: sticky;
  top: 0;
  max-height: 100vh;
  overflow-y: auto;

  @media (max-width: 720px) {
    position: static;
    max-height: none;
    overflow-y: visible;
  }
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  height: ${({ theme }) => theme.layout.headerHeight};
  padding: 0 ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid rgba(255, 255, 255, 0.12);
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: 700;
  letter-spacing: 0.02em;
  color: ${({ theme }) => theme.colors.primaryContrast};
`;

const Mark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 30px;
  height: 30px;
  border: 2px solid ${({ theme }) => theme.colors.accent};
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSize.base};
`;

const List = styled.ul`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.md} 0`};
  list-style: none;
`;

const Item = styled(NavLink)`
  display: block;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-inline-start: 4px solid transparent;
  color: inherit;
  text-decoration: none;

  &:hover {
    background: rgba(255, 255, 255, 0.08);
    color: ${({ theme }) => theme.colors.primaryContrast};
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.menuActive};
    border-inline-start-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.primaryContrast};
    font-weight: 600;
  }
`;

/** `open` is null until the browser knows the screen: the menu then follows the screen's width. */
export function SideMenu({ open }: { open: boolean | null }) {
  const t = useT();
  const { viewer } = useRootData();
  const items = viewer?.isAdmin ? adminMenu : sideMenu;
  return (
    <Nav id={sideMenuId} aria-label={t('Main')} data-open={open ?? 'auto'}>
      <Held>
        <Brand>
          <Mark aria-hidden="true">§</Mark>
          Qanoon
        </Brand>
        <List>
          {items.map((item) => (
            <li key={item.to}>
              <Item to={item.to} end={item.to === '/'}>
                {t(item.label)}
              </Item>
            </li>
          ))}
        </List>
      </Held>
    </Nav>
  );
}
