import { useContext, useMemo, type ReactNode } from 'react';
import { StyleSheetContext, type IStyleSheetContext } from 'styled-components';

type Stringifier = IStyleSheetContext['stylis'];

/** Compiled rules kept per process at most: the app's components and their variants fit many times over. */
const keptRules = 5_000;
const keptStringifiers = new WeakMap<Stringifier, Stringifier>();

/**
 * `stylis` that keeps what it compiled. Each page's style sheet is new, so styled-components
 * compiles every rule a page uses again on every page (a twentieth of a search page's server
 * time); the same CSS, selector and component compile to the same rules, kept here, frozen.
 */
export function keepingCompiled(stylis: Stringifier): Stringifier {
  let keeping = keptStringifiers.get(stylis);
  if (keeping) return keeping;
  const kept = new Map<string, string[]>();
  const compile = (css: string, selector?: string, prefix?: string, componentId?: string): string[] => {
    // stylis gives an absent argument a default of its own, so absent and empty stay apart.
    const key = `${selector ?? '\u0001'}\u0000${prefix ?? '\u0001'}\u0000${componentId ?? '\u0001'}\u0000${css}`;
    let rules = kept.get(key);
    if (rules === undefined) {
      rules = Object.freeze(stylis(css, selector, prefix, componentId)) as string[];
      // Rules made of unbounded values would grow without end: the kept ones start again instead.
      if (kept.size >= keptRules) kept.clear();
      kept.set(key, rules);
    }
    return rules;
  };
  keeping = Object.assign(compile, { hash: stylis.hash });
  keptStringifiers.set(stylis, keeping);
  return keeping;
}

/** Inside a server render's style sheet: its components' rules compiled once per process. */
export function KeptStyles({ children }: { children: ReactNode }) {
  const context = useContext(StyleSheetContext);
  const value = useMemo(() => ({ ...context, stylis: keepingCompiled(context.stylis) }), [context]);
  return <StyleSheetContext.Provider value={value}>{children}</StyleSheetContext.Provider>;
}
