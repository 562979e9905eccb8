/**
 * label-batch: 100 AWB labels (100 shipments × 1 koli, distinct AWBs) in one PDF through renderAwbLabels —
 * what `GET /api/operational/print/shipment/label?ids=…` renders — against rendering their barcodes
 * alone (code128Png + qrPng for each of the 100, the same sizes the label asks for): how much of a batch
 * the barcodes are, and how many labels a second one process turns out. No database, no HTTP.
 * Medians of max(3, BENCH_ROUNDS) runs after one unmeasured run of each. Check: ≥ 50 labels/s.
 */
import { code128Png, qrPng } from '@/lib/server/prints/barcodes';
import { renderAwbLabels, type AwbLabelData } from '@/lib/server/prints/awb-label';
import type { BenchEnv, Scenario } from '../lib/types';

const NAME = 'label-batch';
const LABELS = 100;
const TARGET_LABELS_PER_SECOND = 50;
const FIRST_AWB = 100_000_000_001;
const PRINTED_AT = new Date('2026-11-24T03:00:00Z');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function labels(): AwbLabelData[] {
  return Array.from({ length: LABELS }, (_, i) => {
    const awb = String(FIRST_AWB + i);
    return {
      awb,
      createdAt: '2026-11-24T02:15:00.000Z',
      service: { code: i % 3 ? 'REG' : 'YES', name: i % 3 ? 'Reguler' : 'Yakin Esok Sampai' },
      origin: { code: 'JKT', city: 'Kota Adm. Jakarta Pusat' },
      destination: { code: 'SUB', city: 'Kota Surabaya', district: 'Gubeng' },
      koli: { index: 1, count: 1, weightKg: 1 + (i % 9) * 0.5 },
      chargeableKg: 1 + Math.ceil((i % 9) * 0.5),
      codAmount: i % 10 === 0 ? 150_000 : null,
      paymentType: i % 4 ? 'CASH' : 'CREDIT',
      shipper: { name: 'Toko Sinar Jaya', phone: '0812 3456 7890', address: 'Jl. Mangga Dua Raya No. 7, Pademangan, Jakarta Utara' },
      consignee: { name: `Budi Santoso ${i + 1}`, phone: '0813 9876 5432', address: `Jl. Raya Gubeng No. ${45 + i}, RT 3 RW 5, Gubeng, Surabaya, Jawa Timur 60281` },
      goodsDescription: 'Pakaian',
      specialInstructions: i % 5 === 0 ? 'Jangan dibanting' : null,
      reference: i % 4 ? null : `ORD-${String(i + 1).padStart(6, '0')}`,
      trackingUrl: `https://kurir.example/track/${awb}`,
      providerName: 'PT Kurir Nusantara Ekspres',
    };
  });
}

async function barcodesOnly(batch: AwbLabelData[]) {
  for (const label of batch) {
    await code128Png(label.awb, { moduleMm: 0.5, heightMm: 15 });
    await qrPng(label.trackingUrl, { moduleMm: 0.5 });
  }
}

const scenario: Scenario = {
  name: NAME,
  description: `${LABELS} AWB labels in one PDF (renderAwbLabels) vs their barcodes alone (code128Png + qrPng)`,

  async run(env: BenchEnv) {
    const batch = labels();
    const rounds = Math.max(3, env.rounds);
    // one unmeasured run of each (JIT, fonts)
    const warm = await renderAwbLabels(batch, { printedAt: PRINTED_AT });
    await barcodesOnly(batch);
    const pages = (warm.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
    if (pages !== LABELS) throw new Error(`the PDF has ${pages} pages, expected ${LABELS}`);

    const pdfMs: number[] = [];
    const barcodeMs: number[] = [];
    for (let round = 1; round <= rounds; round++) {
      env.log(`${NAME}: round ${round}/${rounds}`);
      let t = performance.now();
      await renderAwbLabels(batch, { printedAt: PRINTED_AT });
      pdfMs.push(performance.now() - t);
      t = performance.now();
      await barcodesOnly(batch);
      barcodeMs.push(performance.now() - t);
    }
    const pdf = median(pdfMs);
    const barcodes = median(barcodeMs);
    const perSecond = LABELS / (pdf / 1000);
    const ratio = pdf / barcodes;
    return {
      title: `${NAME}: ${LABELS} labels (100 AWBs × 1 koli) in one PDF vs their barcodes alone`,
      measurements: [],
      checks: [{ name: NAME, connections: 0, ratio: perSecond, target: TARGET_LABELS_PER_SECOND, unit: 'labels/s', pass: perSecond >= TARGET_LABELS_PER_SECOND }],
      notes: [
        `renderAwbLabels, ${LABELS} labels: ${pdf.toFixed(0)} ms (${perSecond.toFixed(0)} labels/s, ${(warm.length / 1024).toFixed(0)} KB PDF)`,
        `barcodes alone (code128Png + qrPng × ${LABELS}): ${barcodes.toFixed(0)} ms (${(barcodes / LABELS).toFixed(2)} ms per label)`,
        `ratio PDF / barcodes alone: ${ratio.toFixed(2)}× (the barcodes are ${((barcodes / pdf) * 100).toFixed(0)} % of the batch); medians of ${rounds} runs`,
        `check: labels/s ≥ ${TARGET_LABELS_PER_SECOND}`,
      ],
    };
  },
};

export default scenario;
