import { z } from 'zod';
import type { ActionHandler } from '../engine/types';
import { includeBody, setIncluded } from './exclude';

export const includeCdrLines: ActionHandler<z.infer<typeof includeBody>> = {
  body: includeBody,
  async run(tx, doc, input) {
    const totals = await setIncluded(tx, doc.id, input.line_ids, { included: true, exclude_reason: null, exclude_note: null });
    return { set: totals };
  },
};
