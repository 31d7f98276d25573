import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, Outlet, useLocation, useSearchParams } from '@remix-run/react';
import { diaryLimits } from '@qanoon/contracts';
import { styled } from 'styled-components';
import { requirePaidUser } from '../auth/session.server.ts';
import { causeListHref, diaryHref, findHref } from '../diary/hrefs.ts';
import { OfflineDiary } from '../diary/offline/offline-diary.tsx';
import { pageTitle, translatable, useT } from '../i18n/i18n.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { Button } from '../ui/button.tsx';
import { Input } from '../ui/field.tsx';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, translatable("Lawyer's Dairy")) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePaidUser(request, context);
  return null;
}

const sections = [
  { label: translatable('Clients'), to: diaryHref },
  { label: translatable('Cause list'), to: causeListHref },
  { label: translatable('Calendar feed'), to: `${diaryHref}/calendar` },
] as const;

/** Clients holds every client and case panel; the other sections are their own pages. */
function currentSection(pathname: string): string {
  const other = sections.find((s) => s.to !== diaryHref && (pathname === s.to || pathname.startsWith(`${s.to}/`)));
  return other?.to ?? diaryHref;
}

const SubNav = styled.nav`
  margin: -${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.lg};
  border-bottom: 2px solid ${({ theme }) => theme.colors.border};

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: inline-block;
    margin-bottom: -2px;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-bottom: 3px solid transparent;
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
    text-decoration: none;
  }

  a:hover {
    color: ${({ theme }) => theme.colors.ink};
  }

  a[aria-current] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }

  /* On a phone the sections keep one line, scrolling sideways if they must. */
  @media (max-width: 480px) {
    ul {
      flex-wrap: nowrap;
      overflow-x: auto;
    }

    a {
      padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm}`};
      white-space: nowrap;
    }
  }
`;

const Find = styled(Form)`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.lg};

  input {
    flex: 1;
    min-width: 0;
  }
`;

/** Find in my diary: one box for clients and cases by name, case number, court or city. */
function FindInDiary() {
  const t = useT();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const typed = pathname === findHref ? params.get('q') ?? '' : '';
  return (
    <Find method="get" action={findHref} role="search" aria-label={t('Find in my diary')} data-print="hide">
      <Input
        type="search"
        name="q"
        aria-label={t('Find in my diary')}
        placeholder={t('Client, case number, court or city')}
        defaultValue={typed}
        key={typed}
        maxLength={diaryLimits.findText}
        dir="auto"
      />
      <Button type="submit" variant="secondary">
        {t('Find')}
      </Button>
    </Find>
  );
}

export default function LawyersDairy() {
  const t = useT();
  const { pathname } = useLocation();
  const current = currentSection(pathname);
  return (
    <>
      <PageTitle>{t("Lawyer's Dairy")}</PageTitle>
      <SubNav aria-label={t("Lawyer's Dairy")}>
        <ul>
          {sections.map((section) => (
            <li key={section.to}>
              <Link to={section.to} aria-current={section.to !== current ? undefined : section.to === pathname ? 'page' : 'true'}>
                {t(section.label)}
              </Link>
            </li>
          ))}
        </ul>
      </SubNav>
      <FindInDiary />
      <OfflineDiary />
      <Outlet />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
