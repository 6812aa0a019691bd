import { prepare, renderLivePage } from '@college/remote-kit/prerender/render-pages';
import { screen, within } from '@testing-library/react';
import { TEST_SETTINGS } from '@college/settings/testing';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ADMISSION_SESSION_PATH,
  COURSES_PATH,
  STATES_PATH,
  VOCATIONAL_SUBJECTS_PATH,
} from '@college/admissions-service/contract';
import * as admissionPage from './admission-page';

/**
 * The page's first response (decision 017): the gateway renders /admission and /hi/admission with
 * the answers the page declares, the states among them; one states answer serves both languages.
 */
const { admission } = TEST_SETTINGS;
const ANSWERS = {
  [ADMISSION_SESSION_PATH]: {
    result: 'success',
    data: { year: admission.year, registration: admission.registration, fee_deadline: null },
  },
  [COURSES_PATH]: {
    result: 'success',
    data: [{ id: 1, brc_id: 1, course: 'B.A.', level: 'undergraduate', fee: 2500 }],
  },
  [STATES_PATH]: {
    result: 'success',
    data: [
      { id: 10, state_name: 'Bihar', name_hi: 'बिहार' },
      { id: 9, state_name: 'Uttar Pradesh', name_hi: 'उत्तर प्रदेश' },
    ],
  },
  [VOCATIONAL_SUBJECTS_PATH]: { result: 'success', data: [{ id: 0, subject: 'N/A' }] },
};
const MODULES = { AdmissionPage: admissionPage };

beforeAll(() => prepare(MODULES));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/** The page as the gateway renders it in `lang` while registration is open, then put in the document to be read. */
function firstResponse(lang: 'en' | 'hi') {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${admission.registration.opens}T10:00:00`));
  expect(admissionPage.pageAnswers).toContain(STATES_PATH);
  // Rendered as in the gateway's render thread: in Node, where there is no document.
  vi.stubGlobal('document', undefined);
  const page = renderLivePage(MODULES, 'AdmissionPage', undefined, lang, ANSWERS);
  vi.unstubAllGlobals();
  document.body.innerHTML = page!.main;
  return screen.getByRole('form', { name: lang === 'hi' ? 'प्रवेश आवेदन पत्र' : 'Admission form' });
}

const choicesOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .filter((option) => (option as HTMLOptionElement).value !== '')
    .map((option) => [(option as HTMLOptionElement).value, option.textContent, option.getAttribute('lang')]);

describe("/admission's first response", () => {
  it('on /hi/admission: the states by their Hindi names, in Hindi order, the LGD code as each value', () => {
    const form = firstResponse('hi');
    expect(choicesOf(within(form).getByRole('combobox', { name: 'राज्य' }))).toEqual([
      ['9', 'उत्तर प्रदेश', null],
      ['10', 'बिहार', null],
    ]);
  });

  it('on /admission: the states by their English names, as before', () => {
    const form = firstResponse('en');
    expect(choicesOf(within(form).getByRole('combobox', { name: 'State' }))).toEqual([
      ['10', 'Bihar', null],
      ['9', 'Uttar Pradesh', null],
    ]);
  });
});
