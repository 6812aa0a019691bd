import { render, screen } from '@testing-library/react';
import { KeyFacts } from './KeyFacts';

describe('KeyFacts', () => {
  it('pairs every label with its value in a description list', () => {
    render(
      <KeyFacts
        facts={[
          { label: 'Applications open', value: '01-07-2025' },
          { label: 'Last date to apply', value: <strong>10-08-2025</strong> },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const definitions = screen.getAllByRole('definition').map((definition) => definition.textContent);
    expect(terms).toEqual(['Applications open', 'Last date to apply']);
    expect(definitions).toEqual(['01-07-2025', '10-08-2025']);
  });
});
