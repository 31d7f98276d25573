import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import type { CauseList } from '@qanoon/contracts';
import { useId } from 'react';
import { styled } from 'styled-components';
import { getSessionUser, homeOf, paymentStatusOf } from '../auth/session.server.ts';
import { ButtonLink } from '../ui/button.tsx';
import { translatable, useT } from '../i18n/i18n.tsx';
import { causeListHref, diaryCaseHref } from '../diary/hrefs.ts';
import { useDates } from '../ui/dates.ts';

export const meta: MetaFunction = () => [{ title: 'Qanoon | Legal research for Pakistan' }];

const Hero = styled.section`
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl}`};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.navy}, ${({ theme }) => theme.colors.primary});
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.primaryContrast};
  box-shadow: ${({ theme }) => theme.shadow.card};

  h1 {
    color: inherit;
    font-size: ${({ theme }) => theme.fontSize.xxl};
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`;

const Tagline = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xl};
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-style: italic;
  color: #f1e6c8;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

const OnDarkLink = styled(ButtonLink)`
  border-color: rgba(255, 255, 255, 0.6);

  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }
`;

const Features = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => `${theme.space.xl} 0 0`};
  padding: 0;
  list-style: none;
`;

const Feature = styled.li`
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 3px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radius.md};

  h2 {
    font-size: ${({ theme }) => theme.fontSize.lg};
    margin-bottom: ${({ theme }) => theme.space.sm};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const features = [
  {
    title: translatable('Case law and statutes'),
    text: translatable('Search judgments by keyword, citation, court or journal, and read the statutes they rely on.'),
  },
  {
    title: translatable('Terms, topics and dictionary'),
    text: translatable('Legal terms, articles, topics and a law dictionary, a click away from every judgment.'),
  },
  {
    title: translatable("Lawyer's Diary"),
    text: translatable('Keep clients, cases and hearings in one diary, with previous and next hearing dates.'),
  },
];

/** "/" (docs/product-rules.md#access): the landing page, a paid user's home, or the admin dashboard. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await getSessionUser(request, context);
  if (!session) return { screen: 'landing' as const, firstName: null, hearings: null };
  const { user } = session;
  if (user.isAdmin) return { screen: 'dashboard' as const, firstName: user.firstName, hearings: null };
  const payment = await paymentStatusOf(request, context, user.id);
  const home = homeOf(user, payment);
  if (home !== '/') throw redirect(home);
  const actor = { userId: user.id };
  const { diary } = context.services;
  const [today, tomorrow] = await Promise.all([diary.causeList(actor, { span: 'today' }), diary.causeList(actor, { span: 'tomorrow' })]);
  return { screen: 'home' as const, firstName: user.firstName, hearings: { today, tomorrow } };
}

const Panel = styled.section`
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

function Dashboard() {
  const t = useT();
  return (
    <Panel aria-labelledby="dashboard">
      <h1 id="dashboard">{t('Dashboard')}</h1>
      <p>{t('Manage users, payments, packages, accounts and the legal library from the menu.')}</p>
    </Panel>
  );
}

type DayList = Pick<CauseList, 'from' | 'total' | 'hearings'>;

const Hearings = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};

  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl};
    margin-bottom: ${({ theme }) => theme.space.sm};
  }

  h3 {
    font-size: ${({ theme }) => theme.fontSize.lg};
    margin: ${({ theme }) => `${theme.space.md} 0 ${theme.space.sm}`};
  }

  ul {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li {
    display: grid;
    gap: 2px;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    overflow-wrap: anywhere;
  }

  li a {
    font-weight: 600;
  }

  small,
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** One day of the lawyer's hearings on the home page: time, case, its number and court. */
function HomeDay({ label, list }: { label: string; list: DayList }) {
  const t = useT();
  const dates = useDates();
  const id = useId();
  const more = list.total - list.hearings.length;
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>
        {label} <small>{dates.day(list.from)}</small>
      </h3>
      {list.hearings.length === 0 ? (
        <p>{t('No hearings')}</p>
      ) : (
        <ul>
          {list.hearings.map((h) => (
            <li key={h.caseId}>
              <span>
                {h.time ? `${h.time} · ` : null}
                <Link to={diaryCaseHref(h.caseId)}>
                  <bdi>{h.title || t('Untitled case')}</bdi>
                </Link>
              </span>
              <small>
                <bdi>{h.number || '—'}</bdi> · <bdi>{h.court || '—'}</bdi>
              </small>
            </li>
          ))}
        </ul>
      )}
      {more > 0 ? <p>{t('And {{count}} more on the cause list.', { count: more })}</p> : null}
    </section>
  );
}

/** A paid lawyer's home: the welcome, and their hearings of today and tomorrow. */
function Home({ firstName, hearings }: { firstName: string; hearings: { today: DayList; tomorrow: DayList } | null }) {
  const t = useT();
  return (
    <>
      <Hero aria-labelledby="welcome">
        <h1 id="welcome">{t('Welcome, {{name}}', { name: firstName })}</h1>
        <Tagline>{t('Knowledge of the law, at your fingertips.')}</Tagline>
        <Actions>
          <ButtonLink to="/search" variant="secondary">
            {t('Search case law')}
          </ButtonLink>
          <OnDarkLink to="/lawyersdairy" variant="ghost">
            {t('Open your diary')}
          </OnDarkLink>
        </Actions>
      </Hero>
      {hearings ? (
        <Hearings aria-labelledby="your-hearings">
          <h2 id="your-hearings">{t('Your hearings')}</h2>
          <HomeDay label={t('Today')} list={hearings.today} />
          <HomeDay label={t('Tomorrow')} list={hearings.tomorrow} />
          <p>
            <Link to={causeListHref}>{t('Open the cause list')}</Link>
          </p>
        </Hearings>
      ) : null}
    </>
  );
}

export default function Index() {
  const { screen, firstName, hearings } = useLoaderData<typeof loader>();
  if (screen === 'dashboard') return <Dashboard />;
  if (screen === 'home') return <Home firstName={firstName} hearings={hearings} />;
  return <Landing />;
}

function Landing() {
  const t = useT();
  return (
    <>
      <Hero aria-labelledby="welcome">
        <h1 id="welcome">{t('Welcome to Qanoon')}</h1>
        <Tagline>{t('Knowledge of the law, at your fingertips.')}</Tagline>
        <Actions>
          <ButtonLink to="/signup" variant="secondary">
            {t('Create an account')}
          </ButtonLink>
          <OnDarkLink to="/login" variant="ghost">
            {t('Log in')}
          </OnDarkLink>
        </Actions>
      </Hero>
      <Features aria-label={t('What Qanoon offers')}>
        {features.map((feature) => (
          <Feature key={feature.title}>
            <h2>{t(feature.title)}</h2>
            <p>{t(feature.text)}</p>
          </Feature>
        ))}
      </Features>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
