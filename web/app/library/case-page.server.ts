import type { AppLoadContext } from '@remix-run/node';
import { requirePaidUser } from '../auth/session.server.ts';
import type { CasePageData } from './case-view.tsx';
import { notFound, statuteInAddress } from './library.server.ts';

/** A case page's data for the signed-in paid user: the case, their bookmark, its citing cases, cases like it, an open statute. */
export async function loadCasePage(request: Request, context: AppLoadContext, citationId: string | undefined): Promise<CasePageData> {
  const { user } = await requirePaidUser(request, context);
  const { library } = context.services;
  const actor = { userId: user.id };
  const citedPage = new URL(request.url).searchParams.get('citedPage');
  const [detail, bookmarkedAt, citedBy, similar, statute] = await Promise.all([
    library.caseById(citationId),
    library.bookmarkedAt(actor, citationId),
    library.citedBy(citationId, citedPage),
    library.similarCases(citationId),
    statuteInAddress(request, context),
  ]);
  if (!detail) throw notFound();
  return { detail, bookmarkedAt: bookmarkedAt?.toISOString() ?? null, citedBy, similar, statute };
}
