import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// A loaded 2-core CI machine runs many test files at once: give findBy/waitFor more than the 1 s default.
configure({ asyncUtilTimeout: 4000 });

// jsdom loads no PDF into a frame: a print in component tests reports "sent to the print dialog" at once.
// tests/unit/client/print-pdf.test.ts tests the real one; a file may mock it again to count the prints.
vi.mock('@/services/print-pdf', () => ({ printPdf: vi.fn(async () => 'dialog') }));
