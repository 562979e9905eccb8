import { COLLECTION_METHODS } from '@/lib/resources/documents/collector-invoice';
import { POD_SENDING } from '@/lib/resources/documents/pod-invoice';
import { VEHICLE_TYPES } from '@/lib/resources/organization';
import { COLLECTION_METHOD_WORDS, paperWords, POD_SENDING_WORDS, VEHICLE_TYPE_WORDS } from '@/lib/server/prints/words';

/* Issue 22 §5: a staff print (runsheet, manifest, POD cover, collection sheet) names a code in Indonesian words, never as stored. */

describe('the words printed for codes', () => {
  it.each([
    ['vehicle types', VEHICLE_TYPES, VEHICLE_TYPE_WORDS],
    ['POD sendings', POD_SENDING, POD_SENDING_WORDS],
    ['collection methods', COLLECTION_METHODS, COLLECTION_METHOD_WORDS],
  ] as const)('%s: every code has its words, none is the code', (_name, codes, words) => {
    for (const code of codes) {
      expect(paperWords(words, code), code).not.toBe(code);
      expect(paperWords(words, code).trim(), code).not.toBe('');
    }
  });

  it('reads a code in its words, an unknown one as it is', () => {
    expect(paperWords(VEHICLE_TYPE_WORDS, 'MOTORCYCLE')).toBe('Sepeda motor');
    expect(paperWords(POD_SENDING_WORDS, 'COURIER')).toBe('Kurir');
    expect(paperWords(VEHICLE_TYPE_WORDS, 'HOVERCRAFT')).toBe('HOVERCRAFT');
    expect(paperWords(VEHICLE_TYPE_WORDS, null)).toBe('');
  });
});
