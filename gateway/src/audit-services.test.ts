import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AUDIT_SERVICES } from '@college/office-service/contract';

// The office remote asks each of AUDIT_SERVICES for its part of the audit log, through the door,
// which forwards /api/v1/office/<name>/... to the services of this table: the two must agree.
describe('The parts of the office audit log', () => {
  it('are the services of the gateway’s service table, every one of them', () => {
    const file = fileURLToPath(new URL('../config/services.json', import.meta.url));
    const table = JSON.parse(fs.readFileSync(file, 'utf8')) as { services: Record<string, unknown> };
    expect([...AUDIT_SERVICES].sort()).toEqual(Object.keys(table.services).sort());
  });
});
