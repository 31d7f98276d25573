import { useNavigate } from '@remix-run/react';
import { useT } from '../i18n/i18n.tsx';
import { ButtonLink } from '../ui/button.tsx';

/**
 * Back to the previous screen: the browser's previous page when the visitor came from inside the
 * app, so Back and the browser's back button agree; else (a shared or reloaded address) the
 * screen above this one.
 */
export function BackLink({ fallback }: { fallback: string }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <ButtonLink
      to={fallback}
      variant="secondary"
      onClick={(event) => {
        const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (index > 0 && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) {
          event.preventDefault();
          navigate(-1);
        }
      }}
    >
      {t('← Back')}
    </ButtonLink>
  );
}
