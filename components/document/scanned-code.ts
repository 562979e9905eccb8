/** A scanned or typed code as the server stores it: trimmed, upper-case (as lib/server/documents/shared/scans.ts). */
export const scannedCode = (raw: unknown) => String(raw ?? '').trim().toUpperCase();
