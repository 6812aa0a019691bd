import { render, screen } from '@testing-library/react';
import { ExternalLink } from './ExternalLink';

describe('ExternalLink', () => {
  it('opens another website in a new tab without a handle on this one, and says so to screen readers', () => {
    render(<ExternalLink href="https://www.ugc.gov.in/">UGC</ExternalLink>);
    const link = screen.getByRole('link', { name: /^UGC ?\(another website, opens in a new tab\)$/ });
    expect(link).toHaveAttribute('href', 'https://www.ugc.gov.in/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('(another website, opens in a new tab)', { exact: false })).toHaveClass(
      'ds-visually-hidden',
    );
  });

  it('keeps the class and other attributes it is given', () => {
    render(
      <ExternalLink href="https://ncte.gov.in/" className="badge" title="National Council for Teacher Education">
        NCTE
      </ExternalLink>,
    );
    expect(screen.getByRole('link', { name: /^NCTE/ })).toHaveClass('badge');
    expect(screen.getByRole('link', { name: /^NCTE/ })).toHaveAttribute(
      'title',
      'National Council for Teacher Education',
    );
  });
});
