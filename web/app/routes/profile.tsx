import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData, useNavigation, useSearchParams, type ShouldRevalidateFunction } from '@remix-run/react';
import { styled } from 'styled-components';
import { AccountInfo } from '../account/account-info.tsx';
import { AccessTokens, type TokenAnswer } from '../account/access-tokens.tsx';
import { answerFor, messageOf } from '../account/answer.ts';
import { replacePicture } from '../account/picture.server.ts';
import { isMultipart } from '../uploads/upload.server.ts';
import { AccountInfoForm, ChangePasswordForm, PictureForm, type ProfileAnswer, type ProfileIntent } from '../account/profile-forms.tsx';
import { toProfileView } from '../account/profile-view.ts';
import { formFields } from '../auth/form-data.server.ts';
import { requireNonAdmin } from '../auth/session.server.ts';
import type { ActionMessage } from '../ui/form-alert.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { Tabs } from '../ui/tabs.tsx';
import { pageTitle, translatable, useT } from '../i18n/i18n.tsx';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, translatable('My Profile')) }];

const tabIds: readonly ProfileIntent[] = ['info', 'picture', 'password'];
const tabOf = (value: string | null): ProfileIntent => tabIds.find((id) => id === value) ?? 'info';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requireNonAdmin(request, context);
  const actor = { userId: user.id };
  const [profile, tokens] = await Promise.all([context.services.identity.getOwnProfile(actor), context.services.identity.listAccessTokens(actor)]);
  if (!profile) throw new Response('Not found', { status: 404 });
  return { profile: toProfileView(profile), tokens };
}

// Switching tabs only changes ?tab: the account did not change, so there is nothing to reload.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  formMethod === undefined && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

/** The three Edit Profile forms and the access tokens'; the picture arrives as multipart, the others as plain forms. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { user } = await requireNonAdmin(request, context);
  const { identity } = context.services;
  const actor = { userId: user.id };
  const answer = (intent: ProfileIntent, outcome: ActionMessage) => data<ProfileAnswer>({ intent, ...messageOf(outcome) });

  if (isMultipart(request)) return answer('picture', await replacePicture(request, context.services.identity, user));
  const form = await formFields(request);
  switch (form.intent) {
    case 'info':
      return answer('info', await identity.updateProfile(actor, form));
    case 'password':
      return answer('password', await identity.changePassword(actor, form));
    case 'remove-picture':
      return answer('picture', await context.services.identity.removePicture({ userId: user.id }));
    case 'create-token': {
      const created = await identity.createAccessToken(actor, form);
      // The one time the token itself reaches the browser (ADR 0043).
      return data<TokenAnswer>({ intent: 'create-token', ...messageOf(created), ...(created.ok ? { token: created.token } : {}) });
    }
    case 'revoke-token':
      return data<TokenAnswer>({ intent: 'revoke-token', ...messageOf(await identity.revokeAccessToken(actor, form.tokenId)) });
    default:
      throw new Response('Unknown request', { status: 400 });
  }
}

const EditPanel = styled.section`
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} 0`};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};

  h2 {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

export default function Profile() {
  const t = useT();
  const { profile, tokens } = useLoaderData<typeof loader>();
  const answer = useActionData<ProfileAnswer | TokenAnswer>();
  const tokenAnswer = answer && (answer.intent === 'create-token' || answer.intent === 'revoke-token') ? answer : null;
  const profileAnswer = answer && !tokenAnswer ? (answer as ProfileAnswer) : undefined;
  const navigation = useNavigation();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const busy = navigation.state === 'submitting' && navigation.formAction?.startsWith('/profile') === true;
  const props = { profile, busy };

  return (
    <>
      <PageTitle>{t('My Profile')}</PageTitle>
      <AccountInfo profile={profile} />
      <EditPanel aria-labelledby="edit-profile">
        <h2 id="edit-profile">{t('Edit Profile')}</h2>
        <Tabs
          label={t('Edit Profile')}
          selected={tab}
          onSelect={(id) => setParams({ tab: id }, { preventScrollReset: true })}
          tabs={[
            { id: 'info', label: t('Change Account Info'), content: <AccountInfoForm {...props} answer={answerFor(profileAnswer, 'info')} /> },
            { id: 'picture', label: t('Change Profile Picture'), content: <PictureForm {...props} answer={answerFor(profileAnswer, 'picture')} /> },
            { id: 'password', label: t('Change Password'), content: <ChangePasswordForm busy={busy} answer={answerFor(profileAnswer, 'password')} /> },
          ]}
        />
      </EditPanel>
      <AccessTokens tokens={tokens} answer={tokenAnswer} busy={busy} />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../ui/route-error-boundary.tsx';
