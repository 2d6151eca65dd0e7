export { VersionContent } from './version-content';
export { VersionStack } from './version-stack';
