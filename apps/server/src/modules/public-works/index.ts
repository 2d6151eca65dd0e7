/** What other modules may use of public works (docs/decisions/0049: module doors). */
export { shownOnPublicPage } from './public-works.repository';
