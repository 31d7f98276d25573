import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { styled } from 'styled-components';
import { getSessionUser, homeOf } from '../auth/session.server.ts';
import { ButtonLink } from '../ui/button.tsx';

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
    title: 'Case law and statutes',
    text: 'Search judgments by keyword, citation, court or journal, and read the statutes they rely on.',
  },
  {
    title: 'Terms, topics and dictionary',
    text: 'Legal terms, articles, topics and a law dictionary, a click away from every judgment.',
  },
  {
    title: "Lawyer's Diary",
    text: 'Keep clients, cases and hearings in one diary, with previous and next hearing dates.',
  },
];

/** Spec §2 "/": the landing page, a paid user's home, or the admin dashboard. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await getSessionUser(request, context);
  if (!session) return { screen: 'landing' as const, firstName: null };
  const { user } = session;
  if (user.isAdmin) return { screen: 'dashboard' as const, firstName: user.firstName };
  const payment = await context.services.billing.getPaymentStatus({ userId: user.id });
  const home = homeOf(user, payment);
  if (home !== '/') throw redirect(home);
  return { screen: 'home' as const, firstName: user.firstName };
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
  return (
    <Panel aria-labelledby="dashboard">
      <h1 id="dashboard">Dashboard</h1>
      <p>Manage users, payments, packages, accounts and the legal library from the menu.</p>
    </Panel>
  );
}

function Home({ firstName }: { firstName: string }) {
  return (
    <Hero aria-labelledby="welcome">
      <h1 id="welcome">Welcome, {firstName}</h1>
      <Tagline>Knowledge of the law, at your fingertips.</Tagline>
      <Actions>
        <ButtonLink to="/search" variant="secondary">
          Search case law
        </ButtonLink>
        <OnDarkLink to="/lawyersdairy" variant="ghost">
          Open your diary
        </OnDarkLink>
      </Actions>
    </Hero>
  );
}

export default function Index() {
  const { screen, firstName } = useLoaderData<typeof loader>();
  if (screen === 'dashboard') return <Dashboard />;
  if (screen === 'home') return <Home firstName={firstName} />;
  return <Landing />;
}

function Landing() {
  return (
    <>
      <Hero aria-labelledby="welcome">
        <h1 id="welcome">Welcome to Qanoon</h1>
        <Tagline>Knowledge of the law, at your fingertips.</Tagline>
        <Actions>
          <ButtonLink to="/signup" variant="secondary">
            Create an account
          </ButtonLink>
          <OnDarkLink to="/login" variant="ghost">
            Log in
          </OnDarkLink>
        </Actions>
      </Hero>
      <Features aria-label="What Qanoon offers">
        {features.map((feature) => (
          <Feature key={feature.title}>
            <h2>{feature.title}</h2>
            <p>{feature.text}</p>
          </Feature>
        ))}
      </Features>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
