export { VersionContent } from './version-content';
export { VersionNotes } from './version-notes';
export { VersionStack } from './version-stack';
