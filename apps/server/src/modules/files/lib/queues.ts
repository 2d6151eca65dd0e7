/**
 * The files module's job queues, named apart from its service: a restored backup queues probes
 * through the module's door, and the service (which reaches audit) would close a circle there.
 */
export const PROBE_QUEUE = 'media.probe';
export const CLEANUP_QUEUE = 'files.cleanup';
