import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ScriptRequired, ScriptRequiredMessage } from './ScriptRequired';

describe('ScriptRequired', () => {
  it('is in the prerendered HTML inside <noscript>, so only a browser without script shows it', () => {
    const html = renderToStaticMarkup(<ScriptRequired>Please visit the college office.</ScriptRequired>);
    expect(html).toMatch(
      /^<noscript><div role="status"[^>]*>.*This form needs JavaScript.*Please visit the college office\..*<\/div><\/noscript>$/s,
    );
  });

  it('the message is a warning with its title', () => {
    render(<ScriptRequiredMessage />);
    expect(screen.getByRole('status')).toHaveTextContent('This form needs JavaScript');
    expect(screen.getByRole('status')).toHaveTextContent('turn on JavaScript');
  });
});
