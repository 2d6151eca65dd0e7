import { z } from 'zod';
import { pageQuery } from './common';
import { pathId, queryId } from './fields';

export const taskIdParams = z.object({ id: pathId('errors.taskNotExist') });
export const activityIdParams = z.object({ id: pathId('errors.activityNotExist') });

/** My task: the caller's own; a `customId`, when sent, must name the caller. */
export const myTaskPageQuery = pageQuery.extend({ customId: queryId().optional() });
