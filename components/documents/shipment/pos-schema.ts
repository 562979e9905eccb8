import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { shipmentBody, type ShipmentBody } from '@/lib/resources/documents/shipment-api';

/**
 * The contract's schema (shipmentBody) as a form resolver. Its own module, loaded by pos-form's
 * resolver when the entry screen opens (after the first paint) rather than with the screen: it
 * brings zod, which the screen needs only to check what is sent.
 */
export const shipmentBodyResolver = zodResolver(shipmentBody) as unknown as Resolver<Record<string, unknown>, unknown, ShipmentBody>;
