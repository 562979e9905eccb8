import { z } from 'zod';
import type { ActionHandler } from '../engine/types';
import { fourEyesRefusal } from '../shared/four-eyes';

/** Approve: by someone other than whoever entered or changed its figures. */
export const approveTripAllowance: ActionHandler<Record<string, never>> = {
  body: z.object({}),
  refusal: fourEyesRefusal('A trip allowance'),
  async run() {
    return {};
  },
};
