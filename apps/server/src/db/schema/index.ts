// The schema drizzle-kit reads to generate migrations, and the one the query builder is typed by.
export * from './accounts';
export * from './activities';
export * from './app-secrets';
export * from './areas';
export * from './certifications';
export * from './clues';
export * from './content';
export * from './dev-mails';
export * from './files';
export * from './messages';
export * from './notifications';
export * from './reference-data';
export * from './sessions';
export * from './tags';
export * from './tasks';
export * from './verification-codes';
export * from './works';
