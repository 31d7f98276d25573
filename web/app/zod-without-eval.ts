import { z } from 'zod';

// The browser's zod (vite.config.ts sends the client bundle's `zod` imports here). The CSP allows
// no eval, and zod probes for it with new Function when a schema is built, which the browser
// reports as a violation; without JIT it never tries. Schemas are built as modules load, so this
// must run before any of them: it is the module every `zod` import reaches first.
z.config({ jitless: true });

export * from 'zod';
export { z, z as default };
