import type { NamedQueue } from '@stringer/shared/schemas/system';
import type { TFunction } from 'i18next';

/** A queue as admins read it, by what it is for; another program's queue by its own name. */
export const queueName = (t: TFunction, { queue, kind }: NamedQueue) => (kind ? t(`system.queueNames.${kind}`) : queue);
