import { publicEventText, trackingText } from '@/lib/resources/documents/tracking-texts';

describe('publicEventText: what the public page reads of an event', () => {
  it('masks the courier and the receiver as the consignee is', () => {
    expect(publicEventText('OUT_FOR_DELIVERY', 'out_for_delivery', trackingText('OUT_FOR_DELIVERY', null, { courier: 'RINA TANJUNG' }))).toBe('Paket sedang diantar oleh kurir RI** TA*****');
    expect(publicEventText('DELIVERED', 'delivered', trackingText('DELIVERED', null, { receiver: 'Siti', relation: 'yang bersangkutan' }))).toBe('Paket telah diterima oleh Si** (yang bersangkutan)');
    // a name with brackets of its own stays inside the name
    expect(publicEventText('DELIVERED', 'delivered', 'Paket telah diterima oleh Siti (Ibu Kos) (lainnya)')).toBe('Paket telah diterima oleh Si** (I** Ko** (lainnya)');
  });

  it('keeps texts that name nobody, and a courier left blank', () => {
    const arrived = trackingText('ARRIVED', 'SURABAYA');
    expect(publicEventText('ARRIVED', 'in_transit', arrived)).toBe(arrived);
    expect(publicEventText('OUT_FOR_DELIVERY', 'out_for_delivery', trackingText('OUT_FOR_DELIVERY', null, { courier: '' }))).toBe('Paket sedang diantar oleh kurir');
  });

  it('shows the status in words for a text that does not read as its template, or an unknown code', () => {
    expect(publicEventText('DELIVERED', 'delivered', 'Diterima Siti 0812 1111')).toBe('Terkirim');
    expect(publicEventText('SOMETHING_NEW', 'in_transit', 'Dibawa Joko')).toBe('Dalam perjalanan');
  });
});
