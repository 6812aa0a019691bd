// Before any test: the fixtures as the tests' bundles hold them (vitest.config.ts aliases to these).
import path from 'node:path';
import { writeBundledSettings } from '../src/node';
import { bundledCopy } from '../../vitest.config';

export default function setup(): void {
  for (const name of ['college.test.json', 'college.other.json']) {
    const file = path.join(import.meta.dirname, 'fixtures', name);
    writeBundledSettings(file, bundledCopy(file));
  }
}
