/** What other modules may use of licences (docs/decisions/0049: module doors). */
export { issueFormToken } from './lib/form-token';
