import { z } from 'zod';
import { pathId } from './fields';

export const taskIdParams = z.object({ id: pathId('errors.taskNotExist') });
export const activityIdParams = z.object({ id: pathId('errors.activityNotExist') });
