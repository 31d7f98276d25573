import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, Outlet, useLocation } from '@remix-run/react';
import { styled } from 'styled-components';
import { requirePaidUser } from '../auth/session.server.ts';
import { diaryHref } from '../diary/hrefs.ts';
import { pageTitle, translatable, useT } from '../i18n/i18n.tsx';
import { PageTitle } from '../ui/page-title.tsx';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, translatable("Lawyer's Dairy")) }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePaidUser(request, context);
  return null;
}

const sections = [
  { label: translatable('Clients'), to: diaryHref },
  { label: translatable('Upcoming'), to: `${diaryHref}/upcoming` },
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
      <Outlet />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
