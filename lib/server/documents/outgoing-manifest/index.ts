import type { outgoingManifestDocument } from '@/lib/resources/documents/outgoing-manifest';
import type { DocumentHandlers } from '../engine/types';
import { departManifest } from './book';
import { cancelManifest } from './cancel';
import { createOutgoingManifest, updateOutgoingManifest } from './create';
import { printManifest } from './print-manifest';
import { scanOntoManifest } from './scan';
import { takeOffManifest } from './take-out';

export const outgoingManifestHandlers = {
  create: createOutgoingManifest,
  update: updateOutgoingManifest,
  actions: { scan: scanOntoManifest, takeOut: takeOffManifest, book: departManifest, cancel: cancelManifest },
  prints: { manifest: printManifest },
} satisfies DocumentHandlers<typeof outgoingManifestDocument>;
