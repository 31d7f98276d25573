import { Form, Link } from '@remix-run/react';
import { limits, messages } from '@qanoon/contracts';
import { useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { defaultAvatar } from '../chrome/header.tsx';
import { Button } from '../ui/button.tsx';
import { FormActions } from '../ui/card.tsx';
import { Field } from '../ui/field.tsx';
import { FormAlert } from '../ui/form-alert.tsx';
import type { IntentAnswer } from './answer.ts';
import { FieldPair, Hint } from './form-layout.tsx';
import type { ProfileView } from './profile-view.ts';
import { useT } from '../i18n/i18n.tsx';

export type ProfileIntent = 'info' | 'picture' | 'password';
export type ProfileAnswer = IntentAnswer<ProfileIntent>;

interface FormProps {
  profile: ProfileView;
  /** This form's last answer; null when another form spoke last. */
  answer: ProfileAnswer | null;
  busy: boolean;
}

const alertMs = limits.alertSeconds * 1000;

/** Empty the fields once the change went through, so the form is ready for the next one. */
function useResetOnSuccess(answer: ProfileAnswer | null) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (answer?.ok) form.current?.reset();
  }, [answer]);
  return form;
}

/** Change Account Info: only the fields filled in change (docs/product-rules.md#accounts). */
export function AccountInfoForm({ profile, answer, busy }: FormProps) {
  const t = useT();
  const form = useResetOnSuccess(answer);
  return (
    <Form ref={form} method="post" action="/profile?tab=info" noValidate preventScrollReset>
      <FormAlert result={answer} hideAfterMs={alertMs} />
      <Hint>{t('Fill in only what you want to change; empty fields stay as they are.')}</Hint>
      <FieldPair>
        <Field label={t('First name')} name="firstName" placeholder={profile.firstName} autoComplete="given-name" />
        <Field label={t('Last name')} name="lastName" placeholder={profile.lastName} autoComplete="family-name" />
      </FieldPair>
      <Field label={t('Address')} name="address" placeholder={profile.address} autoComplete="street-address" />
      <FieldPair>
        <Field label={t('City')} name="city" placeholder={profile.city} autoComplete="address-level2" />
        <Field label={t('Speciality')} name="speciality" placeholder={profile.speciality} />
      </FieldPair>
      <FormActions>
        <Button type="submit" name="intent" value="info" disabled={busy}>
          {t('Save Changes')}
        </Button>
      </FormActions>
    </Form>
  );
}

const PictureRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xl};
`;

const Column = styled.div`
  flex: 1;
  min-width: 240px;
`;

const Preview = styled.img`
  width: 120px;
  height: 120px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.page};
  object-fit: cover;
`;

/** Change Profile Picture: an image up to 2 MB, or back to the default image. */
export function PictureForm({ profile, answer, busy }: FormProps) {
  const t = useT();
  const form = useResetOnSuccess(answer);
  return (
    <>
      <FormAlert result={answer} hideAfterMs={alertMs} />
      <PictureRow>
        <Preview src={profile.pictureUrl ?? defaultAvatar} alt={t('Current profile picture')} width={120} height={120} />
        <Column>
          <Form ref={form} method="post" action="/profile?tab=picture" encType="multipart/form-data" preventScrollReset>
            <Field label={t('Picture')} name="picture" type="file" accept="image/png,image/jpeg,image/gif,image/webp" />
            <Hint>{t('A PNG, JPEG, GIF or WebP image of up to 2 MB.')}</Hint>
            <FormActions>
              <Button type="submit" disabled={busy}>
                {t('Upload Picture')}
              </Button>
            </FormActions>
          </Form>
          {profile.pictureUrl ? (
            <Form method="post" action="/profile?tab=picture" preventScrollReset>
              <FormActions>
                <Button type="submit" name="intent" value="remove-picture" variant="secondary" disabled={busy}>
                  {t('Use the default picture')}
                </Button>
              </FormActions>
            </Form>
          ) : null}
        </Column>
      </PictureRow>
    </>
  );
}

const Forgot = styled.p`
  margin: ${({ theme }) => `${theme.space.md} 0 0`};
`;

/** Change Password: the old one proves it is you; forgot it? the reset proves it by phone. */
export function ChangePasswordForm({ answer, busy }: Omit<FormProps, 'profile'>) {
  const t = useT();
  const form = useResetOnSuccess(answer);
  return (
    <Form ref={form} method="post" action="/profile?tab=password" noValidate preventScrollReset>
      <FormAlert result={answer} hideAfterMs={alertMs} />
      <Field label={t('Old password')} name="oldPassword" type="password" autoComplete="current-password" required />
      <FieldPair>
        <Field label={t('New password')} name="newPassword" type="password" autoComplete="new-password" required />
        <Field label={t('Confirm new password')} name="confirmPassword" type="password" autoComplete="new-password" required />
      </FieldPair>
      <FormActions>
        <Button type="submit" name="intent" value="password" disabled={busy}>
          {t('Change Password')}
        </Button>
      </FormActions>
      {answer?.message === messages.wrongOldPassword ? (
        <Forgot>
          {t('Forgot your old password?')} <Link to="/password">{t('Reset it with your phone')}</Link>
        </Forgot>
      ) : null}
    </Form>
  );
}
