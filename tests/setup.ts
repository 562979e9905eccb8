import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// A loaded 2-core CI machine runs many test files at once: give findBy/waitFor more than the 1 s default.
configure({ asyncUtilTimeout: 4000 });
