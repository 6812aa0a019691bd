import { render, screen } from '@testing-library/react';
import { PDF_EMBED_HEIGHT, PdfEmbed } from './PdfEmbed';

describe('PdfEmbed', () => {
  it('embeds the PDF in a titled, 500 px high, full-width frame', () => {
    const { container } = render(<PdfEmbed src="/files/prospectus.pdf" title="Prospectus 2025" />);
    const frame = container.querySelector('iframe');
    expect(PDF_EMBED_HEIGHT).toBe(500);
    expect(frame).toHaveAttribute('src', '/files/prospectus.pdf');
    expect(frame).toHaveAttribute('title', 'Prospectus 2025');
    expect(frame).toHaveAttribute('height', '500');
    // The stylesheet's class makes it full width: a width="100%" attribute is invalid HTML.
    expect(frame).not.toHaveAttribute('width');
    expect(frame).toHaveClass('frame');
  });

  it('offers a visible link that opens the PDF in a new tab', () => {
    render(<PdfEmbed src="/files/prospectus.pdf" title="Prospectus 2025" />);
    const link = screen.getByRole('link', { name: 'Open Prospectus 2025 (PDF)' });
    expect(link).toBeVisible();
    expect(link).toHaveAttribute('href', '/files/prospectus.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleDescription('Opens in a new tab');
  });
});
