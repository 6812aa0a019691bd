import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // What a form keeps in the tab (drafts) must not carry into the next test's form.
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
