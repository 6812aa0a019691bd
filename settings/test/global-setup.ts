// Before any test: the fixtures as the tests' bundles hold them (vitest.config.ts aliases to these).
import path from 'node:path';
import { DEMO_DAY_ENV, demoDay, writeBundledSettings } from '../src/node';
import { bundledCopy } from '../../vitest.config';

export default function setup(): void {
  // One day for the whole run (the workers inherit it): the bundled copies written now and the
  // settings the tests load later place the demo dates around the same day, midnight or not.
  process.env[DEMO_DAY_ENV] = demoDay();
  for (const name of ['college.test.json', 'college.other.json']) {
    const file = path.join(import.meta.dirname, 'fixtures', name);
    writeBundledSettings(file, bundledCopy(file));
  }
}
