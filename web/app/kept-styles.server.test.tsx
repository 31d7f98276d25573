import { renderToString } from 'react-dom/server';
import { createGlobalStyle, css, ServerStyleSheet, StyleSheetContext, styled, type IStyleSheetContext } from 'styled-components';
import { expect, test } from 'vitest';
import { keepingCompiled, KeptStyles } from './kept-styles.server.tsx';

const Global = createGlobalStyle`body { margin: 0; }`;
const Box = styled.div<{ $wide?: boolean }>`
  display: flex;
  & > p { color: ${({ $wide }) => ($wide ? 'red' : 'blue')}; }
  @media (max-width: 40rem) { ${({ $wide }) => $wide && css`flex-direction: column;`} }
`;
const Link = styled.a`
  ${Box}:hover & { text-decoration: underline; }
`;
const Page = ({ wide }: { wide: boolean }) => (
  <>
    <Global />
    <Box $wide={wide}>
      <p>قانون</p>
      <Link href="/search">Search</Link>
    </Box>
    <Box />
  </>
);

/** One page rendered as the server renders it: its markup and its style tags. */
function rendered(page: JSX.Element, kept: boolean) {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(kept ? <KeptStyles>{page}</KeptStyles> : page));
    return html + sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

test('a page has the same markup and styles with the compiled rules kept, however often it is rendered', () => {
  for (const wide of [true, false, true]) {
    expect(rendered(<Page wide={wide} />, true)).toBe(rendered(<Page wide={wide} />, false));
  }
});

test('each rule is compiled once, and every later page gets the same frozen rules', () => {
  let compiled = 0;
  let stylis: IStyleSheetContext['stylis'] | undefined;
  const Counting = ({ children }: { children: JSX.Element }) => (
    <StyleSheetContext.Consumer>
      {(context) => {
        stylis ??= Object.assign((...args: Parameters<IStyleSheetContext['stylis']>) => (compiled++, context.stylis(...args)), { hash: context.stylis.hash });
        return <StyleSheetContext.Provider value={{ ...context, stylis }}>{children}</StyleSheetContext.Provider>;
      }}
    </StyleSheetContext.Consumer>
  );
  const page = () => rendered(<Counting><KeptStyles><Page wide /></KeptStyles></Counting>, false);
  const first = page();
  const once = compiled;
  expect(once).toBeGreaterThan(0);
  expect(page()).toBe(first);
  expect(compiled).toBe(once);
  if (!stylis) throw new Error('no stylis');
  const keeping = keepingCompiled(stylis);
  expect(keepingCompiled(stylis)).toBe(keeping);
  expect(keeping.hash).toBe(stylis.hash);
  expect(Object.isFrozen(keeping('color: red;', '.a'))).toBe(true);
});
