import { readFileSync } from 'node:fs';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SITE, ADMISSION } from '@college/remote-kit/site';
import {
  LIVE_SETTINGS_FILE,
  OTHER_SETTINGS_FILE,
  TEST_SETTINGS,
  TEST_SETTINGS_FILE,
  testSettingsFile,
} from '../../../settings/test/fixture';
import { Footer } from './footer';
import { Header } from './header';

// Runs in the 'ui' project (first fixture) and in 'other-settings' (second fixture): the header and
// footer show the fixture named for the run, and none of another file's values, the live one's included.
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as typeof TEST_SETTINGS;
const others = [TEST_SETTINGS_FILE, OTHER_SETTINGS_FILE, LIVE_SETTINGS_FILE].filter(
  (file) => file !== testSettingsFile(),
);

describe('the settings a test run uses', () => {
  it('are a fixture, bundled and loaded alike', () => {
    expect(others).toHaveLength(2);
    expect(SITE.name).toBe(TEST_SETTINGS.name);
    expect(ADMISSION).toEqual(TEST_SETTINGS.admission);
  });

  it("put the fixture's name and phone in the header and footer, and no other file's", () => {
    render(
      <MemoryRouter>
        <Header />
        <Footer />
      </MemoryRouter>,
    );
    const text = document.body.textContent ?? '';
    expect(screen.getByRole('link', { name: `${TEST_SETTINGS.name} home page` })).toBeInTheDocument();
    expect(text).toContain(TEST_SETTINGS.contact.phone);
    for (const other of others.map(read)) {
      expect(other.name).not.toBe(TEST_SETTINGS.name);
      expect(text).not.toContain(other.name);
      expect(text).not.toContain(other.contact.phone);
    }
  });
});
