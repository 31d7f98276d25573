import { useRouteLoaderData } from '@remix-run/react';
import { defaultLanguage, type Language } from '@qanoon/contracts';
import type { IsPaid } from '@qanoon/services';

/** Who is looking at the page, as the root loader hands it to the browser: never secrets. */
export interface Viewer {
  id: string;
  email: string;
  firstName: string;
  isAdmin: boolean;
  /** URL of the profile picture, or null for the default image. */
  pictureUrl: string | null;
}

export interface ViewerPayment {
  isPaid: IsPaid;
  /** ISO time; null when not set. */
  expireAt: string | null;
}

export interface RootData {
  viewer: Viewer | null;
  payment: ViewerPayment | null;
  notice: { tone: 'success' | 'error' | 'info'; text: string } | null;
  /** Whether the development outbox is served (never in production by default). */
  devOutbox: boolean;
  /** The interface language: the user's choice, or this browser's when signed out. */
  language: Language;
}

/** URL of a stored picture, served to its owner by the files route. */
export const pictureUrlOf = (picture: string | null) => (picture ? `/files/${picture}` : null);

export function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>('root');
  return data ?? { viewer: null, payment: null, notice: null, devOutbox: false, language: defaultLanguage };
}
