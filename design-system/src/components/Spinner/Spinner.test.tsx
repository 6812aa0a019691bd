import { readFileSync } from 'node:fs';
import { render, screen } from '@testing-library/react';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('announces "Loading…" by default, with the text hidden visually', () => {
    render(<Spinner />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading…');
    expect(screen.getByText('Loading…')).toHaveClass('ds-visually-hidden');
  });

  it('takes a custom label and can show it', () => {
    render(<Spinner label="Fetching results…" showLabel size="lg" />);
    expect(screen.getByRole('status')).toHaveTextContent('Fetching results…');
    expect(screen.getByRole('status')).toHaveAttribute('data-size', 'lg');
    expect(screen.getByText('Fetching results…')).not.toHaveClass('ds-visually-hidden');
  });

  // Issue 26: jsdom runs no CSS animation, so the rule itself is read.
  it('animates a bounded number of times, and not at all with reduced motion', () => {
    const css = readFileSync(`${import.meta.dirname}/Spinner.module.css`, 'utf8');
    expect(css).not.toMatch(/infinite/);
    expect(css).toMatch(/animation: [\w-]+ [\d.]+m?s [\w-]+ \d+;/);
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\) \{\s*\.circle \{\s*animation: none;/);
  });
});
