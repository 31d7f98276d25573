import type { LoaderFunctionArgs } from '@remix-run/node';
import { loader as fileLoader } from './files.$area.$name.tsx';

/**
 * A case file, at an address inside the diary so the diary's service worker keeps a file once
 * opened, to view again with no signal (ADR 0067). Served exactly as /files/case-files/… is.
 */
export const loader = (args: LoaderFunctionArgs) => fileLoader({ ...args, params: { area: 'case-files', name: args.params.name ?? '' } });
