import { z } from 'zod';
import { documentTable } from '../../db/schema/documents';
import type { DocRow } from '../engine/types';
import { countersMoved, scannedCode } from '../shared/scans';

export const body = z.object({ awb: z.string().trim().min(1, 'Scan or type the AWB on the paper POD').max(40).transform(scannedCode) });
export const counters = (moves: Record<string, number>) => countersMoved(documentTable('pod-reception'), moves, 1);
export const statusAfter = (doc: DocRow, missingMove: number) => (Number(doc.missing_count) + missingMove > 0 ? 'INCOMPLETE' : 'RECEIVED');
