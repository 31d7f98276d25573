import { useLocation } from '@remix-run/react';
import { useEffect, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { useRootData } from '../auth/viewer.ts';
import { Alert } from '../ui/alert.tsx';
import { Header } from './header.tsx';
import { useT } from '../i18n/i18n.tsx';
import { SideMenu } from './side-menu.tsx';

const narrowScreen = '(max-width: 720px)';

const Frame = styled.div`
  display: flex;
  min-height: 100vh;
  overflow-x: clip;
`;

const Column = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: ${({ theme }) => theme.space.md};
  top: -100px;
  z-index: 100;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.sm};

  &:focus {
    top: ${({ theme }) => theme.space.md};
  }
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
`;

const Flash = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

// One-shot notices from the server ("Logout Successfully", …), shown where the redirect lands.
const flashMs = 5_000;

export function AppShell({ children }: { children: ReactNode }) {
  // Null until mounted: the server cannot know the screen width (see SideMenu).
  const [menuOpen, setMenuOpen] = useState<boolean | null>(null);
  const { key: navigation } = useLocation();
  const { notice } = useRootData();
  const t = useT();

  // Small screens fold the menu after each navigation, since there it covers the page.
  useEffect(() => {
    setMenuOpen((open) => (window.matchMedia(narrowScreen).matches ? false : (open ?? true)));
  }, [navigation]);

  return (
    <Frame>
      <SkipLink href="#main">{t('Skip to content')}</SkipLink>
      <SideMenu open={menuOpen} />
      <Column>
        <Header menuOpen={menuOpen ?? true} onToggleMenu={() => setMenuOpen((open) => !(open ?? true))} />
        <Main id="main">
          {notice ? (
            <Flash key={navigation}>
              <Alert tone={notice.tone} hideAfterMs={flashMs}>
                {t(notice.text)}
              </Alert>
            </Flash>
          ) : null}
          {children}
        </Main>
      </Column>
    </Frame>
  );
}
