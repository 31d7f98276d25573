import { Link } from '@remix-run/react';
import { css, styled } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

const buttonStyles = css<{ $variant: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.sm};
  font: inherit;
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.quick}, border-color ${({ theme }) => theme.motion.quick};

  ${({ $variant, theme }) => {
    switch ($variant) {
      case 'primary':
        return css`
          background: ${theme.colors.primary};
          color: ${theme.colors.primaryContrast};
          &:hover:not(:disabled) {
            background: ${theme.colors.primaryHover};
          }
        `;
      case 'secondary':
        return css`
          background: ${theme.colors.surface};
          color: ${theme.colors.primary};
          border-color: ${theme.colors.primary};
          &:hover:not(:disabled) {
            background: ${theme.colors.page};
          }
        `;
      case 'danger':
        return css`
          background: ${theme.colors.danger};
          color: ${theme.colors.primaryContrast};
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: inherit;
          &:hover:not(:disabled) {
            background: rgba(0, 0, 0, 0.06);
          }
        `;
    }
  }}

  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

const StyledButton = styled.button<{ $variant: ButtonVariant }>`
  ${buttonStyles}
`;

const StyledLink = styled(Link)<{ $variant: ButtonVariant }>`
  ${buttonStyles}
`;

type ButtonProps = React.ComponentPropsWithoutRef<'button'> & { variant?: ButtonVariant };

export function Button({ variant = 'primary', type = 'button', ...props }: ButtonProps) {
  return <StyledButton $variant={variant} type={type} {...props} />;
}

type ButtonLinkProps = React.ComponentPropsWithoutRef<typeof Link> & { variant?: ButtonVariant };

/** A link that looks like a button, for navigation that should keep working without scripts. */
/** A submit button that asks first (deleting, ending or revoking something); a cancelled confirm sends nothing. */
export function ConfirmButton({ confirm, ...props }: ButtonProps & { confirm: string }) {
  return (
    <Button
      type="submit"
      {...props}
      onClick={(event) => {
        if (!window.confirm(confirm)) event.preventDefault();
      }}
    />
  );
}

export function ButtonLink({ variant = 'primary', ...props }: ButtonLinkProps) {
  return <StyledLink $variant={variant} {...props} />;
}
