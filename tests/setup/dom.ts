import { configure } from '@testing-library/react';

import '@testing-library/jest-dom/vitest';
import './wording';

// Waits (findBy…, waitFor) end as soon as the page is right; their bound is for a loaded 2-core CI machine, where a
// view's answer and re-render took over Testing Library's default second.
configure({ asyncUtilTimeout: 5_000 });
