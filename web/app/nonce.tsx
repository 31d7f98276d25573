import { createContext, useContext } from 'react';

/**
 * The response's CSP nonce while rendering on the server. In the browser it is empty: the
 * attributes rendered on the server stay as they are, and scripts read it from the page.
 */
export const NonceContext = createContext('');

export const useNonce = () => useContext(NonceContext);
