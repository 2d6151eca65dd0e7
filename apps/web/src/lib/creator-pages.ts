import { createContext, useContext } from 'react';

/**
 * Whether a path (no query) is a page a visitor or creator can open. The route table belongs to
 * app/, which features do not import: the console's layout hands this answer down.
 */
const CreatorPages = createContext<(path: string) => boolean>(() => false);

export const CreatorPagesProvider = CreatorPages.Provider;
export const useIsCreatorPage = () => useContext(CreatorPages);
