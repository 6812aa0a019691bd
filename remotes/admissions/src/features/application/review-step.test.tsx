import { type Lang, LanguageProvider, useCatalogue } from '@college/design-system';
import type { Lookup } from '@college/remote-kit';
import { factsIn } from '@college/remote-kit/testing';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { State } from '@college/admissions-service/contract';
import { optionLabels } from '../shared/options';
import messages from './admission-form.messages.json';
import { useFieldLabels } from './field-labels';
import type { ApplicationFormOutput } from './form-schema';
import { EMPTY_APPLICATION } from './form-values';
import type { ApplicationLookups } from './lookups';
import { ReviewStep } from './review-step';
import type { FormWords } from './sections/form-context';

const ready = <T,>(items: T[]): Lookup<T> => ({ status: 'ready', items, reload: () => undefined });

/** The look-ups as the form had them: the states with their Hindi names (unless told otherwise). */
function lookups(states: State[]): ApplicationLookups {
  const course = { id: 1, brc_id: 1, course: 'B.A.', level: 'undergraduate' as const, fee: 2500 };
  return {
    states: ready(states),
    districts: ready([{ id: 187, name: 'Varanasi' }]),
    subDistricts: ready([{ id: 900, name: 'Pindra' }]),
    courses: ready([course]),
    course,
    majors: ready([{ id: 11, subject: 'Hindi' }]),
    minors: ready([{ id: 21, subject: 'Economics' }]),
    coCurricular: ready([{ id: 31, subject: 'Yoga' }]),
    vocational: ready([{ id: 41, subject: 'Computer Basics' }]),
    failed: [],
  };
}
const STATES: State[] = [
  { id: 10, state_name: 'Bihar', name_hi: 'बिहार' },
  { id: 9, state_name: 'Uttar Pradesh', name_hi: 'उत्तर प्रदेश' },
];

/** The part of a checked application the address shows (the rest left empty: not listed). */
const VALUES = {
  ...EMPTY_APPLICATION,
  fname: 'Asha Kumari',
  address: 'Village Rampur, Post Sarai',
  state: '9',
  city: '187',
  district: '900',
  pincode: '221005',
  course: '1',
} as ApplicationFormOutput;

/** The review step with the form's words in the page's language, as the form gives them. */
function Review({ states }: { states: State[] }) {
  const { text, lang } = useCatalogue(messages);
  const labels = useFieldLabels();
  const words: FormWords = { lang, text, labels, option: optionLabels(lang) };
  return (
    <ReviewStep
      values={VALUES}
      lookups={lookups(states)}
      words={words}
      onEdit={() => undefined}
      onSend={() => undefined}
      sending={false}
      progress={0}
    />
  );
}

function renderReview(lang: Lang, states = STATES) {
  render(
    <LanguageProvider lang={lang}>
      <Review states={states} />
    </LanguageProvider>,
  );
  return screen.getByRole('form', { name: lang === 'hi' ? 'अपना आवेदन जाँचें' : 'Check your application' });
}

describe('ReviewStep: the chosen state', () => {
  it('on a Hindi page: the state by its Hindi name; the district and tehsil in English, marked so', () => {
    const review = renderReview('hi');
    expect(factsIn(review)).toMatchObject({
      राज्य: 'उत्तर प्रदेश',
      ज़िला: 'Varanasi',
      'तहसील (उप-ज़िला)': 'Pindra',
    });
    expect(within(review).getByText('उत्तर प्रदेश')).not.toHaveAttribute('lang');
    expect(within(review).getByText('Varanasi')).toHaveAttribute('lang', 'en');
    expect(within(review).getByText('Pindra')).toHaveAttribute('lang', 'en');
    expect(within(review).queryByText('Uttar Pradesh')).not.toBeInTheDocument();
  });

  it('on a Hindi page with a states answer kept from before the Hindi names: the English name, marked so', () => {
    const review = renderReview(
      'hi',
      STATES.map((state) => ({ ...state, name_hi: null })),
    );
    expect(factsIn(review)).toMatchObject({ राज्य: 'Uttar Pradesh' });
    expect(within(review).getByText('Uttar Pradesh')).toHaveAttribute('lang', 'en');
  });

  it('on an English page: the English name, nothing marked', () => {
    const review = renderReview('en');
    expect(factsIn(review)).toMatchObject({ State: 'Uttar Pradesh', District: 'Varanasi' });
    expect(within(review).getByText('Uttar Pradesh')).not.toHaveAttribute('lang');
    expect(within(review).getByText('Varanasi')).not.toHaveAttribute('lang');
  });
});
