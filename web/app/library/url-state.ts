import { useLocation, useNavigate } from '@remix-run/react';
import { hrefWith } from './hrefs.ts';

interface OpenedBy {
  openedModal?: string;
}

/**
 * A popup whose state is a query parameter (`?read=12`), so reload and sharing show it and the
 * browser's Back closes it. Closing one opened here steps back; one that came with the address
 * is closed in place.
 */
export function useModalParam(name: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const value = new URLSearchParams(location.search).get(name);
  return {
    value,
    /** Props for a Link opening the popup with `next` as the parameter's value. */
    linkTo: (next: string) => ({
      to: hrefWith(location, { [name]: next }),
      state: { openedModal: name } satisfies OpenedBy,
      preventScrollReset: true,
    }),
    close: () => {
      if ((location.state as OpenedBy | null)?.openedModal === name) navigate(-1);
      else navigate(hrefWith(location, { [name]: null }), { replace: true, preventScrollReset: true });
    },
  };
}
