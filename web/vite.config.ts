import { transformAsync } from '@babel/core';
import { vitePlugin as remix } from '@remix-run/dev';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

/**
 * Runs babel-plugin-styled-components on app modules so the server and the browser give every
 * styled component the same class name. It must run before remix(), on the untouched source, and
 * see the file name without Remix's query, or the ids drift and hydration fails.
 */
function styledComponents(): Plugin {
  return {
    name: 'qanoon:styled-components',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (file.includes('/node_modules/') || !/\.[jt]sx?$/.test(file) || !code.includes('styled-components')) return null;
      const typescript = /\.tsx?$/.test(file);
      const jsx = /x$/.test(file);
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: [...(typescript ? ['typescript'] : []), ...(jsx ? ['jsx'] : [])] },
        plugins: [['babel-plugin-styled-components', { ssr: true, displayName: true, fileName: true }]],
      });
      if (!result?.code) return null;
      return { code: result.code, map: result.map ?? null };
    },
  };
}

/** The browser bundle's `zod` is app/zod-without-eval.ts, which turns zod's eval probe off first. */
function zodWithoutEval(): Plugin {
  const wrapper = fileURLToPath(new URL('./app/zod-without-eval.ts', import.meta.url));
  return {
    name: 'qanoon:zod-without-eval',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (source !== 'zod' || options?.ssr || importer === wrapper) return null;
      return wrapper;
    },
  };
}

export default defineConfig({
  plugins: [
    zodWithoutEval(),
    styledComponents(),
    remix({
      // Several checkouts of the app may build side by side (parallel test runs); see web/env.ts.
      buildDirectory: process.env.BUILD_DIR ?? 'build',
      future: {
        v3_fetcherPersist: true,
        v3_lazyRouteDiscovery: true,
        v3_relativeSplatPath: true,
        v3_singleFetch: true,
        v3_throwAbortReason: true,
      },
    }),
  ],
});
